import { useCallback, useMemo } from 'react';
import type { EleveProfile, EncadreurProfile, JournalEntry, Report, UserProfile } from '@/domain/entities';
import { postedFiles } from '@/domain/photos';
import { useBackend } from '@/hooks/backend';
import { usePagedList, type SubscribePages } from '@/hooks/paged-list';

/*
 * The Espace responsable's lists, one page at a time (responsables only: anyone else gets
 * permission-denied). Each screen subscribes to its own list only while it is shown, so that
 * opening the space reads one page, whatever the membership (docs/decisions/0012).
 */

/** The members by name, or those a search finds (an address with « @ », else the start of « nom prénom »). */
export function useMembers(search: string) {
  const { governance } = useBackend();
  const subscribe = useCallback<SubscribePages<UserProfile>>(
    (onChange, onError) => governance.subscribeMembers(onChange, onError, { search }),
    [governance, search],
  );
  return usePagedList(subscribe, 'La liste des membres n’a pas pu être lue :');
}

/** The tutor accounts waiting for approval, by name. */
export function usePendingTutors() {
  const { governance } = useBackend();
  const subscribe = useCallback<SubscribePages<EncadreurProfile>>(
    (onChange, onError) => governance.subscribePendingTutors(onChange, onError),
    [governance],
  );
  return usePagedList(subscribe, 'Les encadreurs à valider n’ont pas pu être lus :');
}

/** The pupils whose account waits for a parent's authorisation (issue 33), by name. */
export function useWaitingPupils() {
  const { governance } = useBackend();
  const subscribe = useCallback<SubscribePages<EleveProfile>>(
    (onChange, onError) => governance.subscribeWaitingPupils(onChange, onError),
    [governance],
  );
  return usePagedList(subscribe, 'Les élèves en attente d’autorisation n’ont pas pu être lus :');
}

/** The open reports, newest first. */
export function useOpenReports() {
  const { governance } = useBackend();
  const subscribe = useCallback<SubscribePages<Report>>(
    (onChange, onError) => governance.subscribeReports(onChange, onError),
    [governance],
  );
  return usePagedList(subscribe, 'Les signalements n’ont pas pu être lus :');
}

/** The handled reports not archived yet, newest first. */
export function useHandledReports() {
  const { governance } = useBackend();
  const subscribe = useCallback<SubscribePages<Report>>(
    (onChange, onError) => governance.subscribeHandledReports(onChange, onError),
    [governance],
  );
  return usePagedList(subscribe, 'Les signalements traités n’ont pas pu être lus :');
}

/** The responsables' journal, newest first. */
export function useJournal() {
  const { governance } = useBackend();
  const subscribe = useCallback<SubscribePages<JournalEntry>>(
    (onChange, onError) => governance.subscribeJournal(onChange, onError),
    [governance],
  );
  return usePagedList(subscribe, 'Le journal n’a pas pu être lu :');
}

/**
 * What a responsable does. Deleting a reported question deletes its files first, while the
 * question still proves who may delete them (a failed file deletion is logged, and does not stop
 * the rest), then the question, closing the report and writing the journal in one go.
 */
export function useGovernanceCommands() {
  const { governance, questions, files } = useBackend();
  return useMemo(
    () => ({
      approveTutor: (uid: string) => governance.approveTutor(uid),
      refuseTutor: (uid: string, reason: string) => governance.refuseTutor(uid, reason),
      setSuspended: (uid: string, suspended: boolean) => governance.setSuspended(uid, suspended),
      correctName: (uid: string, name: { nom: string; prenom: string }) => governance.correctName(uid, name),
      recordPaperAuthorisation: (uid: string) => governance.recordPaperAuthorisation(uid),
      async resolveReport(report: Report, decision: 'supprimer' | 'classer') {
        const { target } = report;
        if (decision === 'supprimer' && target.type !== 'message') {
          // The question's files (PDFs, photos, its replies' photos), or the reported reply's photos.
          const question = await questions.get(target.questionId);
          const replyId = target.type === 'reponse' ? target.replyId : null;
          if (question)
            await Promise.all(postedFiles(question, replyId).map((file) => files.remove(file, target.questionId)));
        }
        await governance.resolveReport(report, decision);
      },
      archiveReport: (report: Report) => governance.archiveReport(report),
    }),
    [governance, questions, files],
  );
}
