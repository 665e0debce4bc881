import { closeNotificationsOf } from '@/backend/shown-notifications';
import type { DeviceNotificationService } from '@/backend/types';
import { followedSubjects, follows, NO_MARKS } from '@/domain/following';
import { ATTACHMENT_FORUM } from '@/domain/forums';
import { messagePreview } from '@/domain/message-preview';
import type { Notice } from '@/domain/news';
import {
  mayNotify,
  pushPayloadOf,
  type NewsEvent,
  type Notifier,
  type NotificationSettings,
  type PushPayload,
} from '@/domain/notifications';
import { isApprovedTutorProfile } from '@/domain/permission-table';
import { readQuestion } from '@/domain/question-records';
import { readSeance } from '@/domain/seance-records';
import { messageNotice, questionNotice, replyNotice, seanceNotice } from '@/lib/notices';
import type { LocalDatabase } from './db';

/*
 * Notifications in local mode (issue 35, point 5): the whole backend lives in this browser, so
 * this browser is the one device. A member turns notifications on here (a record in
 * `abonnements`, theirs alone); when a member writes — in any tab — what is news for another, the
 * writing tab tells them at once with the browser's Notifications API, through the service worker
 * when one controls the site (a tap then opens the screen in a tab of the site), else from the
 * page itself (`npm run dev` registers no worker). No push service, no key: the same words, the
 * same settings and quiet hours as /api/notify.
 */

/** Who is told of an event, and what (`cancelledSeance`: when a séance cancelled was to start). */
interface Delivery {
  uid: string;
  notice: Notice;
  cancelledSeance?: Date;
}

const notificationsAvailable = () => typeof Notification !== 'undefined';

/** The service worker's registration when one is active (a production build), else null. */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ? registration : null;
}

/** Shows one notification on this browser. */
async function showNotification(payload: PushPayload): Promise<void> {
  if (!notificationsAvailable() || Notification.permission !== 'granted') return;
  const { title, body, tag, href, uid } = payload;
  const registration = await activeRegistration();
  if (registration) {
    await registration.showNotification(title, { body, tag, lang: 'fr', data: { href, uid } });
    return;
  }
  const shown = new Notification(title, { body, tag, lang: 'fr' });
  shown.onclick = () => {
    window.focus();
    window.location.assign(href);
    shown.close();
  };
}

/** The members an event is news for, each with its notice, read from the local database. */
async function deliveriesOf(db: LocalDatabase, event: NewsEvent): Promise<Delivery[]> {
  switch (event.kind) {
    case 'reply': {
      const stored = await db.questions.get(event.questionId);
      if (!stored) return [];
      const question = readQuestion(stored.id, { ...stored });
      const reply = question.replies.find((item) => item.id === event.replyId);
      if (!reply) return [];
      // Who follows it by the domain's rule (the FOLLOWED_MAX latest followed), as /api/notify reads it.
      const followers = await db.lectures
        .filter((record) => follows(question.id, { followed: record.suivies ?? {} }))
        .toArray();
      return followers
        .filter(({ uid }) => uid !== reply.userId)
        .map(({ uid }) => ({ uid, notice: replyNotice(question, [reply], uid) }));
    }
    case 'message': {
      const message = await db.messages.get(event.messageId);
      const recipient = message && (await db.users.get(message.to));
      if (!message || !recipient) return [];
      const notice = messageNotice(
        { uid: message.from, name: message.senderName },
        { count: 1, at: message.date, preview: messagePreview(message.text) },
        recipient.role,
      );
      return [{ uid: recipient.id, notice }];
    }
    case 'seance': {
      const stored = await db.seances.get(event.seanceId);
      if (!stored) return [];
      const seance = readSeance(stored.id, { ...stored });
      const joined = await db.participations.where('seanceId').equals(seance.id).toArray();
      return joined.map(({ uid, role }) => ({
        uid,
        notice: seanceNotice(seance, role),
        ...(seance.annulee && { cancelledSeance: seance.debut }),
      }));
    }
    case 'question': {
      const stored = await db.questions.get(event.questionId);
      if (!stored || stored.pageId !== ATTACHMENT_FORUM || !stored.matiere) return [];
      const question = readQuestion(stored.id, { ...stored });
      const tutors = await db.users.where('role').equals('encadreur').filter(isApprovedTutorProfile).toArray();
      const deliveries: Delivery[] = [];
      for (const tutor of tutors) {
        if (tutor.id === question.userId) continue;
        const marks = await db.lectures.get(tutor.id);
        const profileSubject = tutor.role === 'encadreur' ? tutor.matiere : null;
        const subjects = followedSubjects({ ...NO_MARKS, subjects: marks?.matieres ?? null }, profileSubject);
        if (subjects.includes(stored.matiere))
          deliveries.push({ uid: tutor.id, notice: questionNotice(question, question.date) });
      }
      return deliveries;
    }
  }
}

/** Tells this browser's members of what another member just wrote, as their settings allow. */
export function createLocalNotifier(db: LocalDatabase, now: () => Date): Notifier {
  async function deliver(event: NewsEvent) {
    if (!notificationsAvailable() || Notification.permission !== 'granted') return;
    for (const { uid, notice, cancelledSeance } of await deliveriesOf(db, event)) {
      const subscription = await db.abonnements.get(uid);
      if (!subscription || !mayNotify(notice.kind, now(), subscription.reglages, cancelledSeance)) continue;
      await showNotification(pushPayloadOf(notice, uid));
    }
  }
  return {
    tell(event) {
      deliver(event).catch((error: unknown) => console.warn('Notification locale non affichée :', error));
    },
  };
}

/** This browser's notifications for its members: a record each in `abonnements`. */
export function createLocalDeviceNotifications(db: LocalDatabase, now: () => Date): DeviceNotificationService {
  return {
    support: () => (notificationsAvailable() ? 'ready' : 'unsupported'),
    async get(uid) {
      return (await db.abonnements.get(uid))?.reglages ?? null;
    },
    async enable(uid, settings: NotificationSettings) {
      await db.abonnements.put({ uid, reglages: { ...settings }, creeLe: now() });
    },
    async save(uid, settings) {
      await db.abonnements.update(uid, { reglages: { ...settings } });
    },
    async disable(uid) {
      await db.abonnements.delete(uid);
      await closeNotificationsOf(uid).catch(() => undefined);
    },
  };
}
