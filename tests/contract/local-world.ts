/**
 * The local adapter under the contract: an in-memory IndexedDB (fake-indexeddb) per test, where the
 * six members sign up and sign in, each in a tab of their own. Seeding writes the database directly.
 */
import { LocalDatabase } from '@/backend/local/db';
import type { StoredReply } from '@/backend/local/db';
import { addFollowed } from '@/backend/local/following';
import type { Backend } from '@/backend/types';
import type { StoredProfile } from '@/domain/entities';
import { newMessageFields, newQuestionFields, newReplyFields } from '@/domain/new-records';
import { buildProfile } from '@/domain/records';
import { fullName } from '@/domain/text';
import { createTestBackend, markEmailVerified } from '../setup/test-backend';
import {
  declaringRecipients,
  MEMBERS,
  preparedPhoto,
  seededConversation,
  signUpInput,
  type ContractHarness,
  type ContractWorld,
  type Member,
} from './world';

const RUN = 'local';

/** A small valid PDF (its signature is what the adapter checks). */
export function pdfFile(name: string): File {
  return new File(['%PDF-1.4\n%contrat\n'], name, { type: 'application/pdf' });
}

/**
 * The clock of one test's tabs: real time, but never the same instant twice, so that two posts in a
 * row are ordered as a server's timestamps would order them.
 */
function monotonicClock(): () => Date {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}

export function localHarness(): ContractHarness {
  let databases = 0;
  let name = '';
  let db: LocalDatabase | null = null;
  let tabs = new Map<Member, Backend>();
  let uids = new Map<Member, string>();
  /** Which member of the world an account is (null: one of a new tab's). */
  const memberOf = (uid: string) => [...uids].find(([, known]) => known === uid)?.[0] ?? null;
  let opened: Backend[] = [];
  let now = monotonicClock();
  const tab = () => createTestBackend(name, { now });

  const database = () => db ?? (db = new LocalDatabase(name));
  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} inconnu : reset() n'a pas été appelé.`);
    return value;
  };

  const world: ContractWorld = {
    kind: 'local',
    as: (member) => declaringRecipients(required(tabs.get(member), member), memberOf),
    uid: (member) => required(uids.get(member), member),
    account: (member) => signUpInput(member, RUN),
    newTab() {
      const backend = tab();
      opened.push(backend);
      return backend;
    },
    async seedQuestion(author, { pageId, question, attachments = [], replies = 0, matiere = 'Mathématiques' }) {
      const profile = (await database().users.get(world.uid(author))) as StoredProfile;
      const id = crypto.randomUUID();
      // The tabs' clock: strictly after the seed or post before it, as a server orders them.
      const date = now();
      const stored: StoredReply[] = Array.from({ length: replies }, (_, at) => ({
        ...newReplyFields(null, `Réponse ${at + 1}`),
        date: new Date(date.getTime() + at),
      }));
      await database().questions.add({
        ...newQuestionFields(profile, { pageId, question, attachments, matiere }),
        id,
        date,
        replies: stored,
        nbReponses: replies,
        activite: stored.at(-1)?.date ?? date,
      });
      // Its author follows it, in their own reading marks (as the store's transaction writes it).
      await database().transaction('rw', database().lectures, () => addFollowed(database(), profile.id, id, date));
      for (const { publicId } of attachments) if (publicId) await database().files.update(publicId, { questionId: id });
      return id;
    },
    async seedMessages(from, to, count) {
      const sender = (await database().users.get(world.uid(from))) as StoredProfile;
      const stored = typeof to === 'string' ? await database().users.get(world.uid(to)) : undefined;
      const recipient = stored
        ? { id: stored.id, name: fullName(stored) }
        : { id: typeof to === 'string' ? world.uid(to) : to.uid, name: 'Destinataire' };
      const start = Date.now() - count * 1_000;
      const messages = Array.from({ length: count }, (_, at) => ({
        ...newMessageFields(sender, recipient.id, `Message ${at + 1}`),
        id: crypto.randomUUID(),
        date: new Date(start + at * 1_000),
      }));
      await database().messages.bulkAdd(messages);
      // The counts as the senders' transactions would have left them: all unread.
      await database().conversations.put(seededConversation(sender, recipient, count, messages.at(-1)!));
      const total = (await database().unread.get(recipient.id))?.total ?? 0;
      await database().unread.put({ uid: recipient.id, total: total + count });
    },
    async seedMembers(members) {
      const profiles = members.map(({ email, profile }) => buildProfile(crypto.randomUUID(), email, profile));
      await database().users.bulkAdd(profiles);
      return profiles.map((profile) => profile.id);
    },
    async deleteProfile(member) {
      await database().users.delete(world.uid(member));
    },
    async resetCode(email) {
      return (await world.emailCodes(email, 'PASSWORD_RESET')).at(-1) ?? null;
    },
    async emailCodes(email, kind) {
      const mode = {
        PASSWORD_RESET: 'resetPassword',
        VERIFY_EMAIL: 'verifyEmail',
        VERIFY_AND_CHANGE_EMAIL: 'verifyAndChangeEmail',
      }[kind];
      const sent = await database()
        .mailbox.orderBy('date')
        .filter((mail) => mail.to === email.toLowerCase())
        .toArray();
      return sent
        .map((mail) => new URL(mail.link, 'http://local.test').searchParams)
        .filter((params) => params.get('mode') === mode)
        .map((params) => params.get('oobCode')!);
    },
    async upload(member, fileName = 'cours.pdf') {
      const files = (typeof member === 'string' ? world.as(member) : member).files;
      if (files.picker !== 'device') throw new Error('adaptateur local : sélecteur de fichiers attendu');
      return files.upload(pdfFile(fileName));
    },
    async uploadPhoto(member) {
      return (typeof member === 'string' ? world.as(member) : member).files.uploadPhoto(preparedPhoto());
    },
    async storedFiles() {
      return (await database().files.toCollection().primaryKeys()).map(String);
    },
    async interruptDeletion() {},
  };

  return {
    world,
    skipReason: '',
    async setup() {},
    async reset() {
      databases += 1;
      name = `contrat-${databases}`;
      db = null;
      tabs = new Map();
      uids = new Map();
      now = monotonicClock();
      const registrar = tab();
      for (const member of MEMBERS) uids.set(member, (await registrar.auth.signUp(signUpInput(member, RUN))).id);
      // Each member followed the link of their verification e-mail (markEmailVerified: a test helper).
      for (const member of MEMBERS) await markEmailVerified(database(), world.uid(member));
      // What the association does: approve the moderator, appoint the responsable.
      await database().users.update(world.uid('moderator'), { statut: 'approuve' } as Partial<StoredProfile>);
      await database().responsables.put({ uid: world.uid('responsable'), since: new Date() });
      for (const member of MEMBERS) {
        const backend = tab();
        const { email, password } = signUpInput(member, RUN);
        await backend.auth.signIn(email, password);
        tabs.set(member, backend);
      }
    },
    async cleanUp() {
      opened = [];
      db?.close();
      db = null;
    },
    async teardown() {},
  };
}
