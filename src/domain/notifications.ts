import { noticeDetail, noticeLine, type Notice, type NoticeKind } from './news.js';
import { yaoundeParts } from './seances.js';

/*
 * When a member's phone is told of news (issue 35): the kinds they may switch off, the quiet
 * hours of Yaoundé, and the reminder the evening before a séance they joined. The words are the
 * notices' own (news.ts); this says only whether, and when.
 */

/** What a phone may be told: every kind of news, and the reminder of a séance the next day. */
export type NotificationKind = NoticeKind | 'seance-reminder';

/** The kinds, in the order the settings list them, each with its label there. */
export const NOTIFICATION_KINDS: readonly { kind: NotificationKind; label: string }[] = [
  { kind: 'reply', label: 'Une réponse à une question que je suis' },
  { kind: 'message', label: 'Un nouveau message privé' },
  { kind: 'seance', label: 'Une séance à laquelle je participe change ou est annulée' },
  { kind: 'seance-reminder', label: 'Le rappel, la veille au soir, d’une séance à laquelle je participe' },
  { kind: 'question', label: 'Une nouvelle question dans mes matières (encadreur validé)' },
];

/** Which kinds a member switched off (every kind is on until they do). */
export type NotificationSettings = Partial<Record<NotificationKind, false>>;

/** No notification from 21:00 to 06:30, Yaoundé time, but a cancellation of a séance the same day. */
export const QUIET_HOURS = { from: '21:00', to: '06:30' } as const;

/** The evening before a séance, at this hour (Yaoundé), its reminder is sent. */
export const REMINDER_TIME = '18:00';

/** Whether `now` falls in the quiet hours of Yaoundé. */
export function isQuietHour(now: Date): boolean {
  const { time } = yaoundeParts(now);
  return time >= QUIET_HOURS.from || time < QUIET_HOURS.to;
}

/**
 * Whether a notification of `kind` may reach the member's phone at `now`: they have not switched
 * it off, and it is not the quiet hours — unless it cancels a séance held that same day
 * (`cancelledSeance`: when it was to start), which they must know before setting out.
 */
export function mayNotify(
  kind: NotificationKind,
  now: Date,
  settings: NotificationSettings,
  cancelledSeance?: Date,
): boolean {
  if (settings[kind] === false) return false;
  if (!isQuietHour(now)) return true;
  return kind === 'seance' && cancelledSeance !== undefined && sameYaoundeDay(cancelledSeance, now);
}

function sameYaoundeDay(a: Date, b: Date): boolean {
  return yaoundeParts(a).date === yaoundeParts(b).date;
}

/**
 * What a phone receives (the push message's JSON, a few hundred bytes): the notification's title
 * and body, the screen a tap opens, and `tag` (one notification per thing: a newer one replaces
 * it). `uid` names the member it is meant for: the service worker shows it only while this device
 * holds that member's subscription.
 */
export interface PushPayload {
  title: string;
  body: string;
  href: string;
  tag: string;
  uid: string;
}

/** A notification's body: the first words of what the notice is about, within this many characters. */
export const PUSH_BODY_MAX = 120;

function shorten(text: string, max = PUSH_BODY_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The notification telling `uid` of a notice, in the words « Quoi de neuf » uses. */
export function pushPayloadOf(notice: Notice, uid: string): PushPayload {
  return { title: noticeLine(notice), body: shorten(noticeDetail(notice)), href: notice.href, tag: notice.key, uid };
}

/**
 * The reminder, the evening before, of a séance `uid` joined: « Rappel : séance demain, 9 h – 12 h »
 * and its place. `hours` is as the screens say them (lib/seance-text.ts, seanceHours).
 */
export function reminderPayloadOf(
  seance: { id: string; hours: string; place: string },
  href: string,
  uid: string,
): PushPayload {
  return {
    title: `Rappel\u00a0: séance demain, ${seance.hours}`,
    body: shorten(seance.place),
    href,
    tag: `rappel:${seance.id}`,
    uid,
  };
}

/**
 * What a member just did that may be news for others, as the backend tells it once the write is
 * stored: the local backend then notifies this browser's members; the Firebase adapter asks
 * `/api/notify`, which finds the item again with full rights and decides who is told.
 */
export type NewsEvent =
  | { kind: 'reply'; questionId: string; replyId: string }
  | { kind: 'message'; messageId: string }
  | { kind: 'seance'; seanceId: string }
  | { kind: 'question'; questionId: string };

/** Where the use cases tell what happened (never awaited: a post is sent whether or not anyone is told). */
export interface Notifier {
  tell(event: NewsEvent): void;
}

/** Tells nobody (tests, and a backend whose site has no notifications). */
export const NO_NOTIFIER: Notifier = { tell: () => undefined };
