import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { awaitsAuthorisation } from '@/domain/authorisation';
import type { UserProfile } from '@/domain/entities';
import { canJoinSeance, canLeaveSeance, isApprovedTutor } from '@/domain/permissions';
import { attendanceOf, isFull, isOpen, type Seance } from '@/domain/seances';
import { useBackendHandle } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { ATTENDANCE_TEXTS, forSeance, seanceWhen } from '@/lib/seance-text';
import { attendErrorText } from './programme-messages';

/**
 * « Je participe » (a pupil, a parent) or « Je serai là » (an approved tutor) on one séance, and
 * its undoing. One button that changes its words, so that focus stays on it; none when no place
 * is left (the card's counts say « Complet », once). What the member answered shows at once; `coming` (their own list,
 * live) then confirms it. The outcome is said aloud: a success in a status region, a failure in
 * an alert.
 */
export function Participation({ seance, user, coming }: { seance: Seance; user: UserProfile; coming: boolean }) {
  const { load } = useBackendHandle();
  const attendance = attendanceOf(user.role);
  const texts = ATTENDANCE_TEXTS[attendance];
  // The last answer, while the member's own list has not caught up with it yet.
  const [answered, setAnswered] = useState<{ going: boolean; was: boolean } | null>(null);
  const [notice, setNotice] = useState('');
  const attend = useCommand(
    (going: boolean) => load().then((backend) => backend.seances.attend(seance.id, going)),
    'La réponse à la séance a échoué :',
    { foreseen: (error) => error.code === 'seance/full' },
  );

  const shownComing = answered && answered.was === coming ? answered.going : coming;
  const now = new Date();
  const open = isOpen(seance, now);
  const full = attendance === 'participant' && isFull(seance);
  // A pupil under 15 whose account waits for a parent's authorisation joins nothing yet (issue 33).
  const waiting = awaitsAuthorisation(user) && !user.suspendu;
  const canAnswer = shownComing
    ? canLeaveSeance(user, seance, now)
    : open && !full && !waiting && canJoinSeance(user, seance, now);

  async function answer(going: boolean) {
    setNotice('');
    if (!(await attend.run(going))) return;
    setAnswered({ going, was: coming });
    setNotice(`${going ? texts.joined : texts.left} ${seanceWhen(seance)}.`);
  }

  const label = shownComing ? texts.leave : texts.join;
  const waitsForApproval = attendance === 'encadreur' && open && !isApprovedTutor(user) && !user.suspendu;

  // Nothing to say or do (a cancelled or full séance the member did not join): no empty row.
  const waitsForParent = waiting && open && !shownComing;
  if (!shownComing && !canAnswer && !waitsForApproval && !waitsForParent && !notice && !attend.error) return null;

  return (
    <div>
      <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2">
        {shownComing ? (
          <p className="inline-flex items-center gap-1.5 font-semibold text-emerald-800">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="currentColor">
              <path d="M6.2 11.6 2.9 8.3a.9.9 0 1 1 1.3-1.3l2 2 5.6-5.6a.9.9 0 1 1 1.3 1.3l-6.9 6.9Z" />
            </svg>
            {texts.coming}
          </p>
        ) : null}
        {canAnswer ? (
          <button
            type="button"
            aria-label={forSeance(label, seance)}
            // Not `disabled`: a button disabled while it has focus loses it (useCommand ignores a second press).
            aria-disabled={attend.busy}
            onClick={() => void answer(!shownComing)}
            className={buttonClasses(shownComing ? 'secondary' : 'primary')}
          >
            {label}
          </button>
        ) : null}
        {waitsForParent ? (
          <p className="text-sm text-slate-700">
            Vous pourrez dire «&nbsp;Je participe&nbsp;» une fois votre compte autorisé par un de vos parents (voir
            votre tableau de bord).
          </p>
        ) : null}
        {waitsForApproval ? (
          <p className="text-sm text-slate-700">
            Vous pourrez dire «&nbsp;Je serai là&nbsp;» une fois votre compte d’encadreur validé par un responsable.
          </p>
        ) : null}
      </div>
      <p role="status" className="text-sm text-emerald-800 not-empty:mt-2">
        {notice}
      </p>
      {attend.error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {attendErrorText(attend.error.code)}
        </p>
      ) : null}
    </div>
  );
}
