import { useId } from 'react';
import type { Seance } from '@/domain/seances';
import { capitalised, listText, seanceDateTime, seanceDay, seanceHours } from '@/lib/seance-text';
import { frenchTypography } from '@/lib/typography';

/** The red « Annulée » mark of a cancelled séance (here and on the full card). */
export const CANCELLED_MARK =
  'inline-flex rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white';

/**
 * The home page's card of a séance: four lines of fixed height, each cut short if need be (the
 * section reserves its height before the séance is read: nothing under it moves). Its own module,
 * without the programme's full card, so that the home page downloads only what it shows.
 */
export function SeanceTeaser({ seance, headingLevel }: { seance: Seance; headingLevel: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { lieu, annulee } = seance;
  const address = frenchTypography(lieu.adresse.trim());
  return (
    <article
      aria-labelledby={headingId}
      className="h-full overflow-hidden rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <Heading id={headingId} className="truncate text-lg leading-7 font-bold">
        <time dateTime={seanceDateTime(seance.debut)}>{capitalised(seanceDay(seance.debut))}</time>
      </Heading>
      <p className="mt-1 truncate leading-6 font-semibold text-brand-900">{seanceHours(seance)}</p>
      <p className="mt-1 truncate leading-6 text-slate-700">
        {lieu.nom ? frenchTypography(lieu.nom) : null}
        {address ? `, ${address}` : null}
      </p>
      <p className="mt-1 truncate leading-6 text-slate-700">
        {annulee ? (
          <>
            <span className={CANCELLED_MARK}>Annulée</span> {frenchTypography(seance.motif.trim())}
          </>
        ) : (
          `${listText(seance.classes)} · ${listText(seance.matieres)}`
        )}
      </p>
    </article>
  );
}
