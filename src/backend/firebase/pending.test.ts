import { describe, expect, it } from 'vitest';
import type { Message, Question } from '@/domain/entities';
import { initialMarks } from '@/domain/question-marks';
import { markPendingMessage, markPendingQuestion, messagePost, questionPost, replyPost } from './pending';
import { isAwaitingServer, queuedWrite } from './queued';

const reply = (id: string) => ({
  id,
  reply: 'Merci !',
  userId: 'u1',
  userName: 'Awa Ngono',
  userRole: 'eleve' as const,
  encadreurValide: false,
  responsable: false,
  photos: [],
  date: new Date(),
});
const question: Question = {
  id: 'q1',
  question: 'Qui a le sujet ?',
  userId: 'u1',
  userName: 'Awa Ngono',
  role: 'eleve',
  encadreurValide: false,
  responsable: false,
  classe: '3e',
  matiere: null,
  date: new Date(),
  pageId: 'EncadreurEleve',
  attachments: [],
  photos: [],
  replies: [reply('r-old'), reply('r-new')],
  activite: new Date(),
  ...initialMarks(),
};

describe('« en cours d’envoi »', () => {
  it('marks a reply written here while the server has not acknowledged it, and not the question nor older replies', async () => {
    let answer!: () => void;
    const write = queuedWrite(() => new Promise<void>((resolve) => (answer = resolve)), 'réponse', {
      post: replyPost('r-new'),
    });
    expect(isAwaitingServer(replyPost('r-new'))).toBe(true);

    const marked = markPendingQuestion(question, true);
    expect(marked.pending).toBeUndefined();
    expect(marked.replies.map((item) => item.pending ?? false)).toEqual([false, true]);
    // The document no longer holds pending writes (the server has them): nothing is marked.
    expect(markPendingQuestion(question, false).replies.some((item) => item.pending)).toBe(false);

    answer();
    await write;
    expect(isAwaitingServer(replyPost('r-new'))).toBe(false);
    expect(markPendingQuestion(question, true).replies.some((item) => item.pending)).toBe(false);
  });

  it('marks a question asked here, and a message sent here, until acknowledged', async () => {
    let answer!: () => void;
    const write = queuedWrite(() => new Promise<void>((resolve) => (answer = resolve)), 'question', {
      post: questionPost('q1'),
    });
    expect(markPendingQuestion(question, true).pending).toBe(true);
    answer();
    await write;
    expect(markPendingQuestion(question, true).pending).toBeUndefined();

    const message = { id: 'm1' } as Message;
    const refused = queuedWrite(() => Promise.reject(new Error('refusé')), 'message', { post: messagePost('m1') });
    expect(markPendingMessage(message, true).pending).toBe(true);
    await refused.catch(() => undefined);
    expect(markPendingMessage(message, true).pending).toBeUndefined();
  });
});
