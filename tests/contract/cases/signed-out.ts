import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Report } from '@/domain/entities';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';
import { TUTORS_FORUM } from './questions';

export function signedOutContract(world: ContractWorld): void {
  describe('a signed-out visitor', () => {
    it('reads the forums and the directory, and may reply, but writes nothing else: auth/requires-login', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Publique' });
      await world.as('stranger').questions.reply(id, 'Réponse d’un membre');
      const question = await world.newTab().questions.get(id);
      const [reply] = question!.replies;
      const attachment = { url: 'https://exemple.cm/cours.pdf', publicId: 'forum/cours', fileName: 'cours.pdf' };
      const report = {
        id: 'signalement',
        target: { type: 'question', questionId: id, pageId: TUTORS_FORUM },
      } as Report;
      const writes: [string, (tab: Backend) => Promise<unknown>][] = [
        ['users.setPhonePublic', (tab) => tab.users.setPhonePublic(true)],
        ['messages.send', (tab) => tab.messages.send({ to: world.uid('pupil'), text: 'Bonjour' })],
        ['messages.remove', (tab) => tab.messages.remove('message')],
        [
          'questions.ask',
          (tab) =>
            tab.questions.ask({ pageId: TUTORS_FORUM, question: 'Bonjour', attachments: [], matiere: 'Mathématiques' }),
        ],
        ['questions.edit', (tab) => tab.questions.edit(id, 'Modifiée')],
        ['questions.remove', (tab) => tab.questions.remove(id)],
        ['questions.removeAttachment', (tab) => tab.questions.removeAttachment(id, attachment)],
        ['questions.removeReply', (tab) => tab.questions.removeReply(id, reply!.id)],
        ['reports.send', (tab) => tab.reports.send({ target: report.target, reason: 'spam', details: '' })],
        ['governance.approveTutor', (tab) => tab.governance.approveTutor(world.uid('tutor'))],
        ['governance.refuseTutor', (tab) => tab.governance.refuseTutor(world.uid('tutor'), 'Non')],
        ['governance.setSuspended', (tab) => tab.governance.setSuspended(world.uid('pupil'), true)],
        [
          'governance.correctName',
          (tab) => tab.governance.correctName(world.uid('pupil'), { nom: 'Autre', prenom: 'Awa' }),
        ],
        ['governance.resolveReport', (tab) => tab.governance.resolveReport(report, 'classer')],
      ];
      const tab = world.newTab();
      for (const [method, write] of writes)
        expect([method, (await refusal(write(tab))).code]).toEqual([method, 'auth/requires-login']);

      expect(await tab.files.remove(attachment, id)).toBe(false);
      expect(await tab.questions.get(id)).toMatchObject({
        question: 'Publique',
        replies: [{ reply: 'Réponse d’un membre' }],
      });
      expect(await firstValue((onChange, onError) => tab.directory.subscribe(onChange, onError))).toHaveLength(1);
    });
  });
}
