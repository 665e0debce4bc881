import { objectives } from '@/content/youth-group';
import { frenchTypography } from '@/lib/typography';
import { PageSection } from './page-section';

/** What the youth group sets out to do. */
export function ObjectivesSection() {
  return (
    <PageSection
      id="objectifs"
      title="Nos objectifs"
      intro="Cinq buts guident nos activités, des cours du samedi aux camps de vacances."
    >
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {objectives.map((objective, index) => (
          <li
            key={objective.title}
            className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:block"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-or-400 font-display text-lg font-bold text-nuit"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="mt-1.5 text-lg font-bold sm:mt-4">{frenchTypography(objective.title)}</h3>
              <p className="mt-2 text-slate-700">{frenchTypography(objective.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
