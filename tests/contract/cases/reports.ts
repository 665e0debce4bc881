import { describe, expect, it } from 'vitest';
import type { JournalEntry, Message, Report } from '@/domain/entities';
import { REPORT_DETAILS_MAX_LENGTH } from '@/domain/limits';
import { RATE_LIMITS } from '@/domain/rate-limit';
import { governanceErrorText } from '@/features/responsable/responsable-messages';
import { reportErrorText } from '@/lib/report-errors';
import { firstValue, subscriptionError } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';
import { TUTORS_FORUM } from './questions';

export function reportsContract(world: ContractWorld): void {
  const openReports = (accept: (reports: Report[]) => boolean) =>
    firstValue<Report[]>(
      (onChange, onError) => world.as('responsable').governance.subscribeReports(onChange, onError),
      accept,
    );
  const handledReports = (accept: (reports: Report[]) => boolean) =>
    firstValue<Report[]>(
      (onChange, onError) => world.as('responsable').governance.subscribeHandledReports(onChange, onError),
      accept,
    );

  describe('reports', () => {
    it('takes a member’s report of a reply to the responsables, who delete the reply and close the report', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Question' });
      await world.as('stranger').questions.reply(id, 'Propos déplacés');
      const [reply] = (await world.newTab().questions.get(id))!.replies;
      const target = { type: 'reponse' as const, questionId: id, replyId: reply!.id, pageId: TUTORS_FORUM };

      await world.as('pupil').reports.send({ target, reason: 'harcelement', details: ' Insultes ' });

      const [report] = await openReports((reports) => reports.length === 1);
      expect(report).toMatchObject({
        target,
        reason: 'harcelement',
        details: 'Insultes',
        excerpt: 'Propos déplacés',
        authorId: world.uid('stranger'),
        // The reply's author as the reply names him: a pupil, « Jean M. » (issue 33); the reporter,
        // whom only responsables read, in full.
        authorName: 'Jean M.',
        reportedBy: world.uid('pupil'),
        reportedByName: 'Awa Ngono',
        status: 'ouvert',
      });

      await world.as('responsable').governance.resolveReport(report!, 'supprimer');

      const cleared = (await world.newTab().questions.get(id))!;
      expect(cleared.replies).toEqual([]);
      // The activity the reply gave goes with it, as when its author deletes it (issue 32).
      expect(cleared.activite).toEqual(cleared.date);
      expect(await openReports((reports) => reports.length === 0)).toEqual([]);
      const again = await refusal(world.as('responsable').governance.resolveReport(report!, 'classer'));
      expect(again.code).toBe('not-found');
    });

    it('lets a member report only a message they received; closing it without action keeps the message', async () => {
      await world.as('stranger').messages.send({ to: world.uid('pupil'), text: 'Message gênant' });
      const [message] = await firstValue<Message[]>(
        (onChange, onError) => world.as('pupil').messages.subscribeInbox(world.uid('pupil'), onChange, onError),
        (messages) => messages.length === 1,
      );
      const target = { type: 'message' as const, messageId: message!.id };

      const notTheirs = await refusal(world.as('parent').reports.send({ target, reason: 'spam', details: '' }));
      expect(notTheirs.code).toBe('permission-denied');
      await world.as('pupil').reports.send({ target, reason: 'spam', details: '' });
      const [report] = await openReports((reports) => reports.length === 1);

      await world.as('responsable').governance.resolveReport(report!, 'classer');

      expect(await openReports((reports) => reports.length === 0)).toEqual([]);
      const inbox = await firstValue<Message[]>(
        (onChange, onError) => world.as('pupil').messages.subscribeInbox(world.uid('pupil'), onChange, onError),
        (messages) => messages.length === 1,
      );
      expect(inbox.map((item) => item.id)).toEqual([message!.id]);
    });

    it('deletes a reported question or message when the responsable decides so, and records why', async () => {
      const id = await world.seedQuestion('stranger', { pageId: TUTORS_FORUM, question: 'Publicité' });
      await world.as('stranger').messages.send({ to: world.uid('pupil'), text: 'Achetez' });
      const [message] = await firstValue<Message[]>(
        (onChange, onError) => world.as('pupil').messages.subscribeInbox(world.uid('pupil'), onChange, onError),
        (messages) => messages.length === 1,
      );
      await world.as('pupil').reports.send({
        target: { type: 'question', questionId: id, pageId: TUTORS_FORUM },
        reason: 'spam',
        details: '',
      });
      await world
        .as('pupil')
        .reports.send({ target: { type: 'message', messageId: message!.id }, reason: 'spam', details: '' });

      for (const report of await openReports((reports) => reports.length === 2)) {
        await world.as('responsable').governance.resolveReport(report, 'supprimer');
      }

      expect(await world.newTab().questions.get(id)).toBeNull();
      await firstValue<Message[]>(
        (onChange, onError) => world.as('pupil').messages.subscribeInbox(world.uid('pupil'), onChange, onError),
        (messages) => messages.length === 0,
      );
      const journal = await firstValue<JournalEntry[]>(
        (onChange, onError) => world.as('responsable').governance.subscribeJournal(onChange, onError),
        (entries) => entries.length === 2,
      );
      expect(journal.map((entry) => [entry.action, entry.targetName, entry.details]).sort()).toEqual([
        // A private message names its sender in full; a forum question, a pupil as « Jean M. ».
        ['message-supprime', 'Jean Mballa', 'spam'],
        ['question-supprimee', 'Jean M.', 'spam'],
      ]);
    });

    it('refuses a report of one’s own question, of something gone, with long details, and from a signed-out visitor', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Ma question' });
      const own = { type: 'question' as const, questionId: id, pageId: TUTORS_FORUM };
      const gone = { type: 'question' as const, questionId: 'question-inconnue', pageId: TUTORS_FORUM };

      const mine = await refusal(world.as('pupil').reports.send({ target: own, reason: 'autre', details: '' }));
      expect(mine.code).toBe('invalid-argument');
      const noReply = { type: 'reponse' as const, questionId: id, replyId: 'reponse-inconnue', pageId: TUTORS_FORUM };
      expect(
        (await refusal(world.as('parent').reports.send({ target: noReply, reason: 'autre', details: '' }))).code,
      ).toBe('not-found');
      const tooLong = 'x'.repeat(REPORT_DETAILS_MAX_LENGTH + 1);
      expect(
        (await refusal(world.as('parent').reports.send({ target: own, reason: 'autre', details: tooLong }))).code,
      ).toBe('invalid-argument');
      const missing = await refusal(world.as('parent').reports.send({ target: gone, reason: 'autre', details: '' }));
      expect(missing.code).toBe('not-found');
      expect(reportErrorText(missing.code)).toBe('Ce contenu n’existe plus\u00a0: il a peut-être déjà été supprimé.');
      expect((await refusal(world.newTab().reports.send({ target: own, reason: 'autre', details: '' }))).code).toBe(
        'auth/requires-login',
      );
    });

    it('quotes the very reply reported, found among others, under its own author', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Question', replies: 2 });
      await world.as('stranger').questions.reply(id, 'Propos déplacés');
      const reply = (await world.newTab().questions.get(id))!.replies[2]!;
      const target = { type: 'reponse' as const, questionId: id, replyId: reply.id, pageId: TUTORS_FORUM };

      await world.as('pupil').reports.send({ target, reason: 'inapproprie', details: '' });

      const [report] = await openReports((reports) => reports.length === 1);
      expect(report).toMatchObject({
        target,
        excerpt: 'Propos déplacés',
        authorId: world.uid('stranger'),
        authorName: 'Jean M.',
      });
    });

    it('refuses a suspended member’s report, as their posts', async () => {
      const id = await world.seedQuestion('stranger', { pageId: TUTORS_FORUM, question: 'Publicité' });
      await world.as('responsable').governance.setSuspended(world.uid('pupil'), true);

      const error = await refusal(
        world.as('pupil').reports.send({
          target: { type: 'question', questionId: id, pageId: TUTORS_FORUM },
          reason: 'spam',
          details: '',
        }),
      );

      expect(error.code).toBe('account/suspended');
      expect(reportErrorText(error.code)).toMatch(/^Votre compte est suspendu/);
    });

    it('counts reports like posts: the seventh within a minute waits', async () => {
      const id = await world.seedQuestion('stranger', { pageId: TUTORS_FORUM, question: 'Publicité' });
      const report = {
        target: { type: 'question' as const, questionId: id, pageId: TUTORS_FORUM },
        reason: 'spam' as const,
        details: '',
      };
      for (let sent = 0; sent < RATE_LIMITS.membre.perWindow; sent += 1) await world.as('pupil').reports.send(report);

      const error = await refusal(world.as('pupil').reports.send(report));

      expect(error.code).toBe('rate/too-fast');
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(reportErrorText(error.code, error)).toMatch(/^Vous publiez trop vite/);
    });

    it('archives a handled report: it leaves the lists for good, and the journal says so', async () => {
      const id = await world.seedQuestion('stranger', { pageId: TUTORS_FORUM, question: 'Publicité' });
      await world.as('pupil').reports.send({
        target: { type: 'question', questionId: id, pageId: TUTORS_FORUM },
        reason: 'spam',
        details: '',
      });
      const [open] = await openReports((reports) => reports.length === 1);

      const notYet = await refusal(world.as('responsable').governance.archiveReport(open!));
      expect(notYet.code).toBe('invalid-argument');
      expect(governanceErrorText('archive', notYet.code)).toMatch(/^Seul un signalement traité peut être archivé/);
      await world.as('responsable').governance.resolveReport(open!, 'classer');
      const [handled] = await handledReports((reports) => reports.length === 1);
      expect(handled).toMatchObject({ id: open!.id, status: 'traite', decision: 'classe' });
      expect((await refusal(world.as('moderator').governance.archiveReport(handled!))).code).toBe('permission-denied');

      await world.as('responsable').governance.archiveReport(handled!);

      expect(await handledReports((reports) => reports.length === 0)).toEqual([]);
      expect(await openReports((reports) => reports.length === 0)).toEqual([]);
      expect((await refusal(world.as('responsable').governance.archiveReport(handled!))).code).toBe('not-found');
      const journal = await firstValue<JournalEntry[]>(
        (onChange, onError) => world.as('responsable').governance.subscribeJournal(onChange, onError),
        (entries) => entries.length === 2,
      );
      expect(journal.map((entry) => [entry.action, entry.targetId, entry.targetName, entry.details])).toEqual([
        ['signalement-archive', open!.id, 'Jean M.', 'spam'],
        ['signalement-classe', open!.id, 'Jean M.', 'spam'],
      ]);
    });

    it('shows reports to responsables only', async () => {
      const error = await subscriptionError<Report[]>((onChange, onError) =>
        world.as('moderator').governance.subscribeReports(onChange, onError),
      );
      expect(error.code).toBe('permission-denied');
      const handled = await subscriptionError<Report[]>((onChange, onError) =>
        world.as('moderator').governance.subscribeHandledReports(onChange, onError),
      );
      expect(handled.code).toBe('permission-denied');
      await expect(
        refusal(world.as('moderator').governance.resolveReport({ id: 'x' } as Report, 'classer')).then(
          (error) => error.code,
        ),
      ).resolves.toBe('permission-denied');
    });
  });
}
