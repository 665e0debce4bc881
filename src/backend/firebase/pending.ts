import type { Message, Question } from '@/domain/entities';
import { isAwaitingServer } from './queued';

/*
 * « En cours d'envoi »: a post written from this page whose document the server has not
 * acknowledged yet. Firestore says which documents hold unacknowledged writes (hasPendingWrites);
 * queued.ts says which posts this page wrote. A question can hold a pending reply while the
 * question itself is on the server: each is marked on its own. The keys match queuedWrite's `post`.
 */

export const questionPost = (id: string) => `questions/${id}`;
export const replyPost = (id: string) => `reponses/${id}`;
export const messagePost = (id: string) => `messages/${id}`;

export function markPendingQuestion(question: Question, documentPending: boolean): Question {
  if (!documentPending) return question;
  const replies = question.replies.map((reply) =>
    isAwaitingServer(replyPost(reply.id)) ? { ...reply, pending: true } : reply,
  );
  return { ...question, replies, ...(isAwaitingServer(questionPost(question.id)) && { pending: true }) };
}

export function markPendingMessage(message: Message, documentPending: boolean): Message {
  return documentPending && isAwaitingServer(messagePost(message.id)) ? { ...message, pending: true } : message;
}
