import type { Question, Reply, Role } from '@/domain/entities';
import type { Notice } from '@/domain/news';
import type { Seance } from '@/domain/seances';
import { paths } from './paths.js';
import { questionPath } from './question-path.js';
import { seanceDay } from './seance-text.js';

/*
 * The notices of each kind of news (domain/news.ts), built from the items they stand for: by
 * « Quoi de neuf » from the member's own live lists (hooks/news-sources.ts), and by the
 * notifications — the local backend's, in this browser, and /api/notify's, on the server — from
 * the item just written. One builder per kind, so that a phone and the dashboard say the same.
 * Imported by api/ too: relative `.js` paths (api/_testing/native-esm.test.ts).
 */

/** New replies on a question `uid` follows (`replies`: those new to them, at least one). */
export function replyNotice(question: Question, replies: readonly Reply[], uid: string): Notice {
  const last = replies.reduce((newest, reply) => (reply.date > newest.date ? reply : newest));
  return {
    kind: 'reply',
    key: `reply:${question.id}`,
    at: last.date,
    count: replies.length,
    who: last.userName,
    about: question.question,
    mine: question.userId === uid,
    href: questionPath(question.pageId, question.id),
  };
}

/** A new question of the subjects an approved tutor follows. */
export function questionNotice(question: Question, at: Date): Notice {
  return {
    kind: 'question',
    key: `question:${question.id}`,
    at,
    count: 1,
    who: question.userName,
    about: question.question,
    href: questionPath(question.pageId, question.id),
  };
}

/** Unread messages from one correspondent, for a member of `role` (their dashboard opens the conversation). */
export function messageNotice(
  from: { uid: string; name: string },
  unread: { count: number; at: Date; preview: string },
  role: Role,
): Notice {
  return {
    kind: 'message',
    key: `message:${from.uid}`,
    at: unread.at,
    count: unread.count,
    who: from.name,
    about: unread.preview,
    href: messageHref(role, from.uid),
  };
}

/** A séance a member of `role` joined that changed or was cancelled (their dashboard lists it). */
export function seanceNotice(seance: Seance, role: Role): Notice {
  return {
    kind: 'seance',
    cancelled: seance.annulee,
    key: `seance:${seance.id}`,
    at: seance.changeeLe ?? seance.debut,
    count: 1,
    who: '',
    about: seanceDay(seance.debut),
    href: seanceHref(role),
  };
}

/** Where a member of `role` finds the séances they joined. */
export function seanceHref(role: Role): string {
  return `${paths.dashboard[role]}#mes-seances`;
}

/** Where a member of `role` reads their conversation with `from`. */
export function messageHref(role: Role, from: string): string {
  return `${paths.dashboard[role]}?avec=${encodeURIComponent(from)}`;
}

/** A stored role, or null for anything else (the server reads documents it does not type). */
export function roleOf(value: unknown): Role | null {
  return typeof value === 'string' && Object.hasOwn(paths.dashboard, value) ? (value as Role) : null;
}
