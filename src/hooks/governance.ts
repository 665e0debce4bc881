import { useCallback, useMemo } from 'react';
import type { JournalEntry, Report, UserProfile } from '@/backend/types';
import { useBackend } from './backend';
import { useLiveList, type LiveList, type Subscribe } from './live-list';

/** Every member, live (responsables only: anyone else gets permission-denied). */
export function useMembers(): LiveList<UserProfile> {
  const { governance } = useBackend();
  const subscribe = useCallback<Subscribe<UserProfile>>(
    (onChange, onError) => governance.subscribeMembers(onChange, onError),
    [governance],
  );
  return useLiveList(subscribe, 'La liste des membres n’a pas pu être lue :');
}

/** The open reports, newest first, live. */
export function useOpenReports(): LiveList<Report> {
  const { governance } = useBackend();
  const subscribe = useCallback<Subscribe<Report>>(
    (onChange, onError) => governance.subscribeReports(onChange, onError),
    [governance],
  );
  return useLiveList(subscribe, 'Les signalements n’ont pas pu être lus :');
}

/** The newest lines of the responsables' journal, live. */
export function useJournal(): LiveList<JournalEntry> {
  const { governance } = useBackend();
  const subscribe = useCallback<Subscribe<JournalEntry>>(
    (onChange, onError) => governance.subscribeJournal(onChange, onError),
    [governance],
  );
  return useLiveList(subscribe, 'Le journal n’a pas pu être lu :');
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
      async resolveReport(report: Report, decision: 'supprimer' | 'classer') {
        if (decision === 'supprimer' && report.target.type === 'question') {
          const question = await questions.get(report.target.questionId);
          const questionId = report.target.questionId;
          if (question) await Promise.all(question.attachments.map((attachment) => files.remove(attachment, questionId)));
        }
        await governance.resolveReport(report, decision);
      },
    }),
    [governance, questions, files],
  );
}
