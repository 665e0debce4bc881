import { useMemo, useState, type ReactNode } from 'react';
import { MessageDialog, ReportingDialog } from '@/components/sending/dialogs';
import type { ReportTarget } from '@/domain/entities';
import { useSession } from '@/hooks/session';
import { useFlash } from '@/hooks/use-flash';
import { FORUMS } from './forum-config';
import { ForumProvider, type ForumContextValue, type Person } from './forum-context';
import { usePupilNames } from './use-pupil-names';
import { useReadingMarks } from './use-reading-marks';

/**
 * What every screen of a forum shares (its list, one question's page): who is reading, the banner
 * that announces a success, the private message box a name opens and « Signaler ce contenu ».
 */
export function ForumFrame({ pageId, children }: { pageId: keyof typeof FORUMS; children: ReactNode }) {
  const forum = FORUMS[pageId];
  const session = useSession();
  const [flash, announce] = useFlash();
  const [writingTo, setWritingTo] = useState<Person | null>(null);
  const [reporting, setReporting] = useState<{ target: ReportTarget; what: string } | null>(null);
  const viewer = session.user;
  const marks = useReadingMarks(viewer);
  // A member sees the pupils' full names and classes; a visitor never reads them (issue 33).
  const pupils = usePupilNames(viewer);
  const sessionKnown = session.status !== 'loading';

  const context = useMemo<ForumContextValue>(
    () => ({
      forum,
      viewer,
      marks,
      names: pupils.names,
      // Until the session is known, and a member's names read, posts wait rather than change names.
      namesPending: !sessionKnown || !pupils.settled,
      sessionKnown,
      writeTo: setWritingTo,
      announce,
      report: (target, what) => setReporting({ target, what }),
    }),
    [forum, viewer, marks, pupils.names, pupils.settled, sessionKnown, announce],
  );

  return (
    <ForumProvider value={context}>
      {children}
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p
        role="status"
        className={
          flash
            ? 'fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900 shadow-lg'
            : 'sr-only'
        }
      >
        {flash}
      </p>
      {writingTo ? <MessageDialog to={writingTo} onSent={announce} onClose={() => setWritingTo(null)} /> : null}
      {reporting ? (
        <ReportingDialog
          target={reporting.target}
          what={reporting.what}
          onSent={announce}
          onClose={() => setReporting(null)}
        />
      ) : null}
    </ForumProvider>
  );
}
