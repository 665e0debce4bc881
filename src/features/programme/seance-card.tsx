import { useId, type ReactNode } from 'react';
import { placesLeft, type Seance } from '@/domain/seances';
import {
  listText,
  participantsText,
  placesText,
  seanceDateTime,
  seanceTitle,
  tutorsComingText,
} from '@/lib/seance-text';
import { frenchTypography } from '@/lib/typography';
import { CANCELLED_MARK } from './seance-teaser';

/**
 * How much a card says (the home page's four lines are another component, seance-teaser.tsx):
 * - 'full' (/Programme): day and hours, place and address, classes, subjects, tutors, note, who comes;
 * - 'brief' (« Mes séances »): day and hours, place and address, the cancellation.
 */
export type SeanceCardDetail = 'full' | 'brief';

interface SeanceCardProps {
  seance: Seance;
  detail: SeanceCardDetail;
  /** h2 in a page's list, h3 under a section's h2. */
  headingLevel: 2 | 3;
  /** A mark beside the day (« Modifiée »). */
  mark?: ReactNode;
  /** What the reader can do (participate, add to their calendar, share), under the rest. */
  children?: ReactNode;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="font-semibold text-slate-900">{term}&nbsp;:</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] text-slate-700">{children}</dd>
    </div>
  );
}

/** One séance of the programme: one card, configured for the page, the home page or the dashboard. */
export function SeanceCard({ seance, detail, headingLevel, mark, children }: SeanceCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { lieu, annulee } = seance;
  const motif = frenchTypography(seance.motif.trim());
  const place = frenchTypography(lieu.nom);
  const address = frenchTypography(lieu.adresse.trim());
  const time = <time dateTime={seanceDateTime(seance.debut)}>{seanceTitle(seance)}</time>;

  const left = placesLeft(seance);
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ${annulee ? 'ring-red-200' : 'ring-slate-200'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={headingId} className="text-lg font-bold text-balance">
          {time}
        </Heading>
        {annulee ? <span className={CANCELLED_MARK}>Annulée</span> : null}
        {mark}
      </div>
      {annulee && motif ? <p className="mt-2 text-sm text-red-900">Motif&nbsp;: {motif}</p> : null}
      <dl className="mt-3 space-y-1.5 text-sm">
        <Row term="Lieu">
          {place}
          {address ? <span className="block">{address}</span> : null}
        </Row>
        {detail === 'full' ? (
          <>
            <Row term="Classes">{listText(seance.classes)}</Row>
            <Row term="Matières">{listText(seance.matieres)}</Row>
            {seance.encadreurs.length > 0 ? (
              <Row term={seance.encadreurs.length > 1 ? 'Encadreurs' : 'Encadreur'}>
                {listText(seance.encadreurs.map((tutor) => tutor.nom))}
              </Row>
            ) : null}
          </>
        ) : null}
      </dl>
      {detail === 'full' && seance.note.trim() ? (
        <p className="mt-3 text-sm [overflow-wrap:anywhere] text-slate-700">{frenchTypography(seance.note.trim())}</p>
      ) : null}
      {detail === 'full' && !annulee ? (
        <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm font-semibold text-brand-900">
          <li>{participantsText(seance.participants)}</li>
          {left !== null ? <li>{placesText(left)}</li> : null}
          <li>{tutorsComingText(seance.encadreursPresents)}</li>
        </ul>
      ) : null}
      {children ? <div className="mt-auto pt-4">{children}</div> : null}
    </article>
  );
}

/** Where a card will be, while the programme is read: its space kept, announced once by the list. */
export function SeanceCardPlaceholder({ tall }: { tall: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200 ${tall ? 'min-h-72' : 'h-full'}`}
    >
      <div className="h-6 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-2/3 rounded bg-slate-200" />
    </div>
  );
}
