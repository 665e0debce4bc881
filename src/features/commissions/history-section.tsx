import { history, historyToday } from '@/content/youth-group';
import { formatHistoryDate } from '@/lib/dates';
import { frenchTypography } from '@/lib/typography';
import { PageSection } from './page-section';

/** From the founding on 10 July 2010 to today: a timeline, oldest first. */
export function HistorySection() {
  return (
    <PageSection
      id="histoire"
      title="Notre histoire"
      tone="white"
      intro="De la première rencontre à aujourd’hui, en quelques dates."
    >
      <ol className="mt-10 max-w-3xl space-y-8 border-l-2 border-brand-200 pl-6 sm:ml-3 sm:pl-8">
        {history.map((event) => (
          <li key={event.date} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[2.0625rem] size-4 rounded-full bg-or-400 ring-4 ring-white sm:-left-[2.5625rem]"
            />
            <time dateTime={event.date} className="text-sm font-bold text-brand-700">
              {formatHistoryDate(event.date)}
            </time>
            <h3 className="mt-1 text-xl font-bold">{frenchTypography(event.title)}</h3>
            <p className="mt-2 text-slate-700">{frenchTypography(event.text)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-10 max-w-3xl text-lg font-semibold text-slate-900">{frenchTypography(historyToday)}</p>
    </PageSection>
  );
}
