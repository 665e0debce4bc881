import { follows } from '../../src/domain/following.js';
import { ATTACHMENT_FORUM } from '../../src/domain/forums.js';
import type { Notice } from '../../src/domain/news.js';
import { isApprovedTutorProfile } from '../../src/domain/permission-table.js';
import { messageHref, roleOf } from '../../src/lib/notices.js';
import { questionPath } from '../../src/lib/question-path.js';
import { seanceDay } from '../../src/lib/seance-text.js';
import type { AdminFirestore } from './admin-firestore.js';
import { readJsonObject } from './http.js';
import { seanceHrefOf, type SendOptions } from './push-sender.js';
import type { Caller } from './verify-token.js';

/*
 * The events /api/notify is told of (api/notify.ts): read from the request, then checked and
 * planned with the server's rights — whether it happened, was the caller's and is recent, what
 * it says, and to whom. Recipients and words are computed from the stored items, as « Quoi de
 * neuf » computes them (src/hooks/news-sources.ts).
 */

/** How old an event may be when its notification is asked (its server time). */
export const RECENT_MS = 15 * 60_000;
/** A push service keeps a message two days for a phone that is off. */
const TTL_S = 2 * 24 * 3600;
/** Most members one event may reach (a popular question's followers, a subject's tutors). */
const RECIPIENTS_MAX = 500;

export type NotifyEvent =
  | { kind: 'reply'; questionId: string; replyId: string }
  | { kind: 'message'; messageId: string }
  | { kind: 'seance'; seanceId: string }
  | { kind: 'question'; questionId: string };

const FIELDS = {
  reply: ['questionId', 'replyId'],
  message: ['messageId'],
  seance: ['seanceId'],
  question: ['questionId'],
};

/** An id as the site makes them (Firestore's, a uid, « uid_uuid »), never a path nor __reserved__. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value) && !/^__.*__$/.test(value);

export async function readEvent(request: Request): Promise<NotifyEvent | { problem: string }> {
  const read = await readJsonObject(request);
  if ('problem' in read) return read;
  const { kind } = read.body;
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind)) {
    return { problem: '« kind » doit valoir « reply », « message », « seance » ou « question ».' };
  }
  for (const field of FIELDS[kind as NotifyEvent['kind']]) {
    if (!isId(read.body[field])) {
      return { problem: `« ${field} » doit être un identifiant.` };
    }
  }
  return read.body as NotifyEvent;
}

// Typed reads of a decoded document.
const text = (data: Record<string, unknown>, name: string) => (typeof data[name] === 'string' ? data[name] : '');
const date = (data: Record<string, unknown>, name: string) => (data[name] instanceof Date ? data[name] : null);
type Followed = Parameters<typeof follows>[1]['followed'];

/** What a verified event sends: its idempotency key, its notice, and to whom (each recipient's own link, « votre »). */
export interface Plan {
  key: string;
  notice: Notice;
  options: SendOptions;
  /** When a cancelled séance was to start: its cancellation passes the quiet hours that day. */
  cancelledSeance?: Date;
  recipients(): Promise<{ uid: string; own?: Partial<Notice> }[]>;
}

type Refusal = { status: 403 | 404; error: string };
const NOT_FOUND: Refusal = { status: 404, error: 'Cet événement n’existe pas.' };
const NOT_YOURS: Refusal = { status: 403, error: 'Cet événement n’est pas le vôtre, ou n’est plus récent.' };

/** The event read with full rights: what it sends, or why nothing is sent. */
export async function plan(db: AdminFirestore, event: NotifyEvent, caller: Caller, now: Date): Promise<Plan | Refusal> {
  const recent = (at: Date | null) => at !== null && now.getTime() - at.getTime() <= RECENT_MS;
  const options: SendOptions = { ttl: TTL_S, urgency: 'normal' };
  const one = { count: 1, at: now };

  switch (event.kind) {
    case 'reply': {
      const { questionId, replyId } = event;
      const question = await db.get(`questions/${questionId}`);
      const replies = (Array.isArray(question?.data.replies) ? question.data.replies : []) as Record<string, unknown>[];
      const index = replies.findIndex((item) => item.id === replyId);
      if (!question || index < 0) return NOT_FOUND;
      const item = replies[index]!;
      // A visitor's reply has no userId; its id starts with their (anonymous) uid (firestore.rules).
      const mine = item.userId === caller.uid || (item.userId == null && replyId.startsWith(`${caller.uid}_`));
      // `activite` is the server's time of the latest reply; a reply's own date is the phone's. The
      // reply is recent when it is the latest, or dated so (two replies a moment apart).
      const latest = index === replies.length - 1 || recent(date(item, 'date'));
      if (!mine || !recent(date(question.data, 'activite')) || !latest) return NOT_YOURS;
      return {
        key: `reply_${questionId}_${replyId}`,
        notice: {
          ...one,
          kind: 'reply',
          key: `reply:${questionId}`,
          who: text(item, 'userName'),
          about: text(question.data, 'question'),
          href: questionPath(text(question.data, 'pageId'), questionId),
        },
        options,
        async recipients() {
          // Who follows it keeps it in their own reading marks, never on the question (issue 32).
          const followers = await db.query({
            collection: 'lectures',
            where: [{ field: ['suivies', questionId], op: '!=', value: null }],
            limit: RECIPIENTS_MAX,
          });
          return followers
            .filter(({ id, data }) => id !== caller.uid && follows(questionId, { followed: data.suivies as Followed }))
            .map(({ id: uid }) => ({ uid, own: { mine: question.data.userId === uid } }));
        },
      };
    }

    case 'message': {
      const message = await db.get(`messages/${event.messageId}`);
      if (!message) return NOT_FOUND;
      const { data } = message;
      if (data.from !== caller.uid || !recent(date(data, 'date'))) return NOT_YOURS;
      return {
        key: `message_${event.messageId}`,
        notice: {
          ...one,
          kind: 'message',
          key: `message:${caller.uid}`,
          who: text(data, 'senderName'),
          about: text(data, 'text'),
          href: '',
        },
        options,
        async recipients() {
          const to = text(data, 'to');
          const profile = to ? await db.get(`utilisateurs/${to}`) : null;
          const role = roleOf(profile?.data.role);
          const href = role ? messageHref(role, caller.uid) : '/';
          return profile ? [{ uid: to, own: { href } }] : [];
        },
      };
    }

    case 'seance': {
      // A responsable as firestore.rules say it (isResponsable): the claim, the appointment, not leaving.
      const [appointment, leaving] = caller.responsable
        ? await Promise.all([db.get(`responsables/${caller.uid}`), db.get(`comptesSupprimes/${caller.uid}`)])
        : [null, null];
      if (!appointment || leaving) return { status: 403, error: 'Seul un responsable change une séance.' };
      const { seanceId } = event;
      const seance = await db.get(`seances/${seanceId}`);
      if (!seance) return NOT_FOUND;
      const changed = date(seance.data, 'changeeLe');
      const debut = date(seance.data, 'debut');
      if (!changed || !debut || !recent(changed)) return NOT_YOURS;
      const cancelled = seance.data.annulee === true;
      return {
        // Each change is an event of its own: its time is in the key.
        key: `seance_${seanceId}_${changed.getTime()}`,
        notice: {
          ...one,
          kind: 'seance',
          cancelled,
          key: `seance:${seanceId}`,
          who: '',
          about: seanceDay(debut),
          href: '',
        },
        options: { ...options, urgency: cancelled ? 'high' : 'normal' },
        ...(cancelled && { cancelledSeance: debut }),
        async recipients() {
          const participants = await db.query({
            collection: 'participants',
            parent: `seances/${seanceId}`,
            limit: RECIPIENTS_MAX,
          });
          // hasUnseenChange (src/domain/seances.ts): who joined after the change has seen it.
          return participants
            .filter(({ id, data }) => id !== caller.uid && !((date(data, 'vuLe') ?? 0) >= changed))
            .map(({ id: uid, data }) => ({ uid, own: { href: seanceHrefOf(data.role) } }));
        },
      };
    }

    case 'question': {
      const { questionId } = event;
      const question = await db.get(`questions/${questionId}`);
      if (!question) return NOT_FOUND;
      const { data } = question;
      if (data.userId !== caller.uid || !recent(date(data, 'date'))) return NOT_YOURS;
      const subject = text(data, 'matiere');
      return {
        key: `question_${questionId}`,
        notice: {
          ...one,
          kind: 'question',
          key: `question:${questionId}`,
          who: text(data, 'userName'),
          about: text(data, 'question'),
          href: questionPath(ATTACHMENT_FORUM, questionId),
        },
        options,
        async recipients() {
          // Approved tutors follow subjects of the tutor–pupil forum only.
          if (data.pageId !== ATTACHMENT_FORUM || !subject) return [];
          const tutors = await tutorsFollowing(db, subject);
          return tutors.filter((uid) => uid !== caller.uid).map((uid) => ({ uid }));
        },
      };
    }
  }
}

/**
 * The approved tutors following `subject` (followedSubjects, src/domain/following.ts): those who
 * chose it (`lectures.matieres`), and those who chose nothing and teach it (their profile's).
 */
async function tutorsFollowing(db: AdminFirestore, subject: string): Promise<string[]> {
  const [choosing, teaching] = await Promise.all([
    db.query({
      collection: 'lectures',
      where: [{ field: 'matieres', op: 'array-contains', value: subject }],
      limit: RECIPIENTS_MAX,
    }),
    db.query({
      collection: 'utilisateurs',
      where: [
        { field: 'role', op: '==', value: 'encadreur' },
        { field: 'statut', op: '==', value: 'approuve' },
        { field: 'matiere', op: '==', value: subject },
      ],
      limit: RECIPIENTS_MAX,
    }),
  ]);
  const profiles = new Map(teaching.map(({ id, data }) => [id, data]));
  const marks = new Map(choosing.map(({ id, data }) => [id, data]));
  const candidates = [...new Set([...marks.keys(), ...profiles.keys()])];
  const found = await Promise.all(
    candidates.map(async (uid) => {
      const profile = profiles.get(uid) ?? (await db.get(`utilisateurs/${uid}`))?.data;
      const chosen = marks.has(uid) ? marks.get(uid)!.matieres : (await db.get(`lectures/${uid}`))?.data.matieres;
      const subjects = Array.isArray(chosen) ? chosen : [profile?.matiere];
      const approved = !!profile && isApprovedTutorProfile(profile as Parameters<typeof isApprovedTutorProfile>[0]);
      return approved && subjects.includes(subject) ? [uid] : [];
    }),
  );
  return found.flat();
}
