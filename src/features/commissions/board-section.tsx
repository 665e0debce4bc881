import { Portrait } from '@/components/ui/avatar';
import { board, BOARD_ROLES, BOARD_YEAR, roleTitle } from '@/content/board';
import { PageSection } from './page-section';

/** The four members of the board, in the order of their roles. */
export function BoardSection() {
  return (
    <PageSection
      id="bureau"
      title="Le bureau du groupe"
      intro={`Élu par l’assemblée générale pour l’année ${BOARD_YEAR}, il anime le groupe et veille sur chacun.`}
    >
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {board.map((member) => (
          <li
            key={member.role}
            className="flex flex-col items-center rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <Portrait name={member.name} photo={member.image} size={88} />
            <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
            <p className="text-sm font-semibold text-brand-700">{roleTitle(member)}</p>
            <p className="mt-2 text-sm text-slate-700">{BOARD_ROLES[member.role].duty}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
