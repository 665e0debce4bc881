import { PageHeader } from '@/components/ui/page-header';
import { FOUNDED_ON, MOTTO } from '@/content/youth-group';
import { formatHistoryDate } from '@/lib/dates';
import { frenchTypography } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';
import { BoardSection } from './board-section';
import { CharterSection } from './charter-section';
import { CommissionGrid } from './commission-grid';
import { HistorySection } from './history-section';
import { ObjectivesSection } from './objectives-section';

/** The sections of the page, in their order, for the « Sur cette page » links. */
const SECTIONS = [
  { id: 'objectifs', label: 'Objectifs' },
  { id: 'commissions', label: 'Commissions' },
  { id: 'bureau', label: 'Bureau' },
  { id: 'histoire', label: 'Histoire' },
  { id: 'charte', label: 'Charte' },
] as const;

/**
 * /commissions: the youth group (« Groupes Des Jeunes » in the navigation bar): objectives,
 * commissions, board, history and charter. The grid comes early so that a phone reaches it without
 * scrolling through the charter; the links under the title jump to each section.
 */
export function CommissionsPage() {
  const founded = formatHistoryDate(FOUNDED_ON);
  usePageMeta(
    'Groupes des jeunes',
    frenchTypography(
      `Objectifs, commissions, bureau, histoire et charte du groupe des jeunes de Yaoundé, né le ${founded} : ${MOTTO.join(', ')}.`,
    ),
  );
  return (
    <>
      <PageHeader eyebrow="Groupe des jeunes · Yaoundé · depuis 2010" title="Groupes des jeunes">
        <p>
          {frenchTypography(
            `Depuis le ${founded}, des jeunes de Yaoundé se retrouvent autour de trois mots : ${MOTTO.join(', ')}. Découvrez ce qui nous guide, d’où nous venons et les commissions où chacun trouve sa place.`,
          )}
        </p>
        <nav aria-label="Sur cette page" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-white/30 px-4 text-base font-semibold text-white hover:border-or-300 hover:text-or-300"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <ObjectivesSection />
      <CommissionGrid />
      <BoardSection />
      <HistorySection />
      <CharterSection />
    </>
  );
}
