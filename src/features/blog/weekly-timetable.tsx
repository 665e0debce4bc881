import { useId } from 'react';
import { InlineText } from '@/components/inline-text';
import { moments, semaine, timetableCaption, type Creneau, type Genre } from '@/content/blog/emploi-du-temps/timetable';

// Tints only: each cell's text says what it is.
const tint: Record<Genre, string> = {
  etude: 'bg-white',
  priere: 'bg-or-100',
  soutien: 'border-l-4 border-l-brand-500 bg-brand-50',
  maison: 'bg-slate-50',
  repos: 'bg-emerald-50',
};

const cell = 'border-b border-slate-200 px-3 py-2.5 text-left align-top';

function Slot({ creneau }: { creneau: Creneau }) {
  return (
    <td className={`${cell} ${tint[creneau.genre]}`}>
      <span className="block text-xs font-semibold whitespace-nowrap text-slate-600">{creneau.heure}</span>
      <InlineText text={creneau.activite} />
    </td>
  );
}

/**
 * The sample week as a real table: days down the side, moments of the day across the top. On a
 * phone it scrolls sideways inside its own labelled, focusable region (the page itself never
 * scrolls sideways) and the day stays pinned on the left.
 */
export function WeeklyTimetable() {
  const captionId = useId();
  return (
    <div className="mt-6">
      <p className="text-sm text-slate-600 sm:hidden" aria-hidden="true">
        Faites glisser le tableau vers la gauche pour voir l’après-midi et le soir.
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        // A region that scrolls must be reachable with the keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[36rem] border-separate border-spacing-0 text-sm leading-snug text-slate-800">
          <caption id={captionId} className="px-3 pt-3 pb-2 text-left font-display text-base font-bold text-slate-900">
            <span className="sticky left-3 block max-w-[calc(100vw-3.5rem)]">
              <InlineText text={timetableCaption} />
            </span>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${cell} sticky left-0 z-10 w-24 bg-nuit text-white`}>
                Jour
              </th>
              {moments.map((moment) => (
                <th key={moment.key} scope="col" className={`${cell} bg-nuit text-white`}>
                  {moment.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {semaine.map((journee) => (
              <tr key={journee.jour}>
                <th scope="row" className={`${cell} sticky left-0 z-10 bg-white font-semibold text-slate-900`}>
                  {journee.jour}
                </th>
                {moments.map((moment) => (
                  <Slot key={moment.key} creneau={journee[moment.key]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
