import { isUpcoming, type Seance } from '@/domain/seances';
import { NextSeancePlaceholder } from './next-seance';
import { EMPTY_PROGRAMME_TEXT } from './programme-texts';
import { SeanceTeaser } from './seance-teaser';
import { useProgramme } from './use-programme';

/** The séance the home page announces: the next one held, or the next one cancelled if that is all. */
export function nextSeanceOf(seances: readonly Seance[], now: Date): Seance | null {
  const coming = seances.filter((seance) => isUpcoming(seance, now));
  return coming.find((seance) => !seance.annulee) ?? coming[0] ?? null;
}

/** The next séance read (the public reader, or the backend for a member), as a teaser card. */
export function NextSeanceCard() {
  const programme = useProgramme();
  if (programme.status === 'loading') return <NextSeancePlaceholder />;
  const next = nextSeanceOf(programme.items, new Date());
  if (next) return <SeanceTeaser seance={next} headingLevel={3} />;
  return (
    <p className="flex h-full items-center rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
      {programme.status === 'error'
        ? 'Le programme des séances n’a pas pu être chargé pour l’instant.'
        : EMPTY_PROGRAMME_TEXT}
    </p>
  );
}
