/**
 * The Firebase adapter under the contract: the real adapter in Node, against the Auth emulator
 * (tests/setup/auth-emulator.global.ts) and the Firestore emulator running the real firestore.rules
 * (tests/setup/firestore-emulator.global.ts), in a `demo-` project of its own.
 *
 * For speed the six accounts are made once (with the Admin SDK, which also sets the responsable's
 * claim as `npm run responsable` does); before each test Firestore is emptied (the emulator's
 * DELETE endpoint), their profiles and the responsable's appointment `responsables/{uid}` written
 * back, and each member signs in in a new tab.
 * Uploads go through the adapter's own widget path with a stand-in `cloudinary` global, which has
 * each upload signed by the real server function (api/signUpload.ts) before reporting it: the file
 * record it writes is checked by the rules like any other. Deletions go to the real server function
 * (api/deleteFile.ts). Both run in-process against the same emulators; only the call to
 * Cloudinary's destroy API is answered here.
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, getApp } from 'firebase/app';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { inject } from 'vitest';
import { createFirebaseBackend } from '@/backend/firebase';
import type { CloudinaryGlobal, UploadSignature } from '@/backend/firebase/files';
import type { Backend } from '@/backend/types';
import type { AppConfig } from '@/config';
import type { StoredProfile } from '@/domain/entities';
import { fileRecordId } from '@/domain/files';
import { isMinorRole, pupilEntry } from '@/domain/minors';
import { newMessageFields, newQuestionFields, newReplyFields } from '@/domain/new-records';
import { buildProfile, directoryCardOf } from '@/domain/records';
import { withSearchKey } from '@/domain/search-key';
import { fullName } from '@/domain/text';
import { signParams } from '../../api/_lib/cloudinary';
import { createDeleteFileHandler } from '../../api/deleteFile';
import { createSignUploadHandler } from '../../api/signUpload';
import {
  declaringRecipients,
  MEMBERS,
  preparedPhoto,
  seededConversation,
  seededProfile,
  signUpInput,
  type ContractHarness,
  type ContractWorld,
  type Member,
} from './world';

/**
 * The Auth emulator's project: it serves the browser SDK's calls (an API key, no project) from the
 * project it was started with, and /api/deleteFile checks the tokens' audience against it. The rules
 * suites use it too, so the two never run in one Vitest invocation (test:rules, then test:contract, one after the other: scripts/test.mjs).
 */
export const CONTRACT_PROJECT_ID = 'demo-commission-etudes';
/** Where the adapter posts its deletions: served in-process by the real api/deleteFile.ts. */
const DELETE_FILE_ENDPOINT = 'http://api.contrat.test/api/deleteFile';
/** Where it asks each upload's signature: served in-process by the real api/signUpload.ts. */
const SIGN_UPLOAD_ENDPOINT = 'http://api.contrat.test/api/signUpload';
const UPLOAD_PRESET = 'forum';
const IMAGE_PRESET = 'forum-photos';
/** The project's rules; RULES_FILE=<path> tries another version of them (measuring a change). */
const RULES = readFileSync(process.env.RULES_FILE ?? new URL('../../firestore.rules', import.meta.url), 'utf8');
/** firestore.rules' cloudinaryCloud(): the only cloud an attachment may link to. */
const CLOUD = /function cloudinaryCloud\(\) \{\s*return '([^']+)'/.exec(RULES)?.[1];

function reasonToSkip(authHost: string | null, firestoreHost: string | undefined): string {
  const missing = [
    !authHost && `émulateur Auth absent (${inject('authEmulatorSkipReason')})`,
    !firestoreHost && 'émulateur Firestore absent (voir le message de tests/setup/firestore-emulator.global.ts)',
  ].filter(Boolean);
  return missing.length ? `Contrat de l'adaptateur Firebase ignoré : ${missing.join(' ; ')}.` : '';
}

const realFetch = globalThis.fetch;

/**
 * Answers the adapter's POSTs to DELETE_FILE_ENDPOINT and SIGN_UPLOAD_ENDPOINT with the real
 * handlers, configured as in development against the emulators (unsigned tokens accepted, Firestore
 * read as the caller). Cloudinary's destroy API is the one call stood in for: it says the file is gone.
 */
function serveFunctions(authHost: string, firestoreHost: string): void {
  const deps = {
    env: {
      FIREBASE_PROJECT_ID: CONTRACT_PROJECT_ID,
      CLOUDINARY_CLOUD_NAME: CLOUD,
      CLOUDINARY_API_KEY: 'contrat',
      CLOUDINARY_API_SECRET: 'contrat',
      CLOUDINARY_UPLOAD_PRESET: UPLOAD_PRESET,
      CLOUDINARY_IMAGE_PRESET: IMAGE_PRESET,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
    },
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('https://api.cloudinary.com/')
        ? Promise.resolve(Response.json({ result: 'ok' }))
        : realFetch(input, init),
  };
  const handlers = new Map([
    [DELETE_FILE_ENDPOINT, createDeleteFileHandler(deps)],
    [SIGN_UPLOAD_ENDPOINT, createSignUploadHandler(deps)],
  ]);
  const warn = console.warn;
  globalThis.fetch = (input, init) => {
    if (String(input) === `https://api.cloudinary.com/v1_1/${CLOUD}/image/upload`) return cloudinaryUpload(init);
    const handler = handlers.get(String(input));
    if (!handler) return realFetch(input, init);
    // The handlers warn, rightly, that they accept the emulator's unsigned tokens: known here.
    console.warn = () => {};
    return handler(new Request(String(input), init)).finally(() => (console.warn = warn));
  };
}

let uploads = 0;

/**
 * Cloudinary's image upload API as the adapter meets it: it stores nothing, but checks the
 * signature /api/signUpload gave (the parameters the browser sent, signed with the account's
 * secret) and answers as Cloudinary does, with the photo's public id, version, size and weight.
 */
async function cloudinaryUpload(init: RequestInit | undefined): Promise<Response> {
  const form = init?.body;
  if (!(form instanceof FormData)) return Response.json({ error: { message: 'multipart attendu' } }, { status: 400 });
  const file = form.get('file');
  const signed: Record<string, string> = {};
  for (const name of ['public_id', 'timestamp', 'upload_preset']) signed[name] = String(form.get(name));
  if (!(file instanceof Blob) || form.get('signature') !== signParams(signed, 'contrat')) {
    return Response.json({ error: { message: 'Invalid Signature' } }, { status: 401 });
  }
  uploads += 1;
  return Response.json({
    public_id: signed.public_id,
    version: 1_710_000_000 + uploads,
    width: 1_200,
    height: 1_600,
    bytes: file.size,
    format: 'webp',
    resource_type: 'image',
  });
}

export function firebaseHarness(): ContractHarness {
  const authHost = inject('authEmulatorHost');
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  const skipReason = reasonToSkip(authHost, firestoreHost);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const config: Extract<AppConfig, { backend: 'firebase' }> = {
    backend: 'firebase',
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${CONTRACT_PROJECT_ID}.firebaseapp.com`,
      projectId: CONTRACT_PROJECT_ID,
      appId: '1:000000000000:web:0000000000000000',
      ...(authHost && { authEmulatorHost: authHost }),
      ...(firestoreHost && { firestoreEmulatorHost: firestoreHost }),
    },
    cloudinary: {
      cloudName: CLOUD ?? 'absent',
      uploadPreset: UPLOAD_PRESET,
      imagePreset: IMAGE_PRESET,
      apiKey: 'contrat',
    },
    deleteFileEndpoint: DELETE_FILE_ENDPOINT,
    signUploadEndpoint: SIGN_UPLOAD_ENDPOINT,
    push: null,
  };

  let env: RulesTestEnvironment | null = null;
  let admin: App | null = null;
  let apps = 0;
  const tabs = new Map<Member, Backend>();
  const uids = new Map<Member, string>();
  /** Which member of the world an account is (null: one of a new tab's). */
  const memberOf = (uid: string) => [...uids].find(([, known]) => known === uid)?.[0] ?? null;
  const appNames = new Map<Backend, string>();
  let opened: Backend[] = [];

  function tab(): Backend {
    apps += 1;
    const appName = `contrat-${run}-${apps}`;
    const backend = createFirebaseBackend(config, { appName, persistence: 'memory' });
    appNames.set(backend, appName);
    return backend;
  }

  async function close(backend: Backend): Promise<void> {
    const name = appNames.get(backend);
    if (name) await deleteApp(getApp(name)).catch(() => undefined);
  }

  const rulesOff = (write: (db: Firestore) => Promise<void>) =>
    env!.withSecurityRulesDisabled((context) => write(context.firestore() as unknown as Firestore));

  /** The pupils among `profiles` in the members-only record of their names, as their sign-ups write it (issue 33). */
  const namePupils = (db: Firestore, profiles: readonly StoredProfile[]) => {
    const pupils = profiles.filter((profile) => isMinorRole(profile.role));
    if (pupils.length === 0) return Promise.resolve();
    const noms = Object.fromEntries(pupils.map((profile) => [profile.id, pupilEntry(profile)]));
    return setDoc(doc(db, 'noms', 'eleves'), { noms }, { merge: true });
  };

  /**
   * The profiles as the association left them: the moderator approved, with their directory card;
   * the responsable appointed, their appointment beside their claim (issue 32).
   */
  async function seedMembers(): Promise<void> {
    await rulesOff(async (db) => {
      await namePupils(
        db,
        MEMBERS.map((member) => seededProfile(member, world.uid(member), run)),
      );
      for (const member of MEMBERS) {
        const profile = seededProfile(member, world.uid(member), run);
        // As sign-up writes it (users.ts): with its search key.
        await setDoc(doc(db, 'utilisateurs', profile.id), withSearchKey(profile));
        if (member === 'moderator' && profile.role === 'encadreur') {
          await setDoc(doc(db, 'annuaire', profile.id), directoryCardOf(profile));
        }
        if (member === 'responsable') {
          await setDoc(doc(db, 'responsables', profile.id), { email: profile.email, depuis: serverTimestamp() });
        }
      }
    });
  }

  /** Numbers the seeded questions and the uploads, unique within the run. */
  let serial = 0;
  let lastSeed = 0;
  const world: ContractWorld = {
    kind: 'firebase',
    as(member) {
      const backend = tabs.get(member);
      if (!backend) throw new Error(`${member} n'est pas connecté : setup() n'a pas été appelé.`);
      return declaringRecipients(backend, memberOf);
    },
    uid(member) {
      const uid = uids.get(member);
      if (!uid) throw new Error(`${member} n'a pas de compte : setup() n'a pas été appelé.`);
      return uid;
    },
    account: (member) => signUpInput(member, run),
    newTab() {
      const backend = tab();
      opened.push(backend);
      return backend;
    },
    async seedQuestion(author, { pageId, question, attachments = [], replies = 0, matiere = 'Mathématiques' }) {
      const profile = seededProfile(author, world.uid(author), run);
      const id = `question-${(serial += 1)}`;
      // Strictly after the seed before it: the order of the list is the order of seeding.
      const date = new Date((lastSeed = Math.max(Date.now(), lastSeed + 1)));
      const stored = Array.from({ length: replies }, (_, at) => ({
        ...newReplyFields(null, `Réponse ${at + 1}`),
        date: new Date(date.getTime() + at),
      }));
      const fields = newQuestionFields(profile, { pageId, question, attachments, matiere });
      const activite = stored.at(-1)?.date ?? date;
      await rulesOff(async (db) => {
        await setDoc(doc(db, 'questions', id), {
          ...fields,
          id,
          date,
          replies: stored,
          nbReponses: replies,
          activite,
        } satisfies DocumentData);
        // Its author follows it, in their own reading marks (as the store's batch writes it).
        await setDoc(doc(db, 'lectures', profile.id), { suivies: { [id]: date } }, { merge: true });
        // An old attachment stored without public id has no record to bind.
        for (const { publicId } of attachments.filter((attachment) => attachment.publicId)) {
          await setDoc(doc(db, 'fichiers', fileRecordId(publicId)), { questionId: id }, { merge: true });
        }
      });
      return id;
    },
    async seedMessages(from, to, count) {
      const sender = seededProfile(from, world.uid(from), run);
      const recipient =
        typeof to === 'string'
          ? { id: world.uid(to), name: fullName(seededProfile(to, world.uid(to), run)) }
          : { id: to.uid, name: 'Destinataire' };
      const start = Date.now() - count * 1_000;
      await rulesOff(async (db) => {
        let last = '';
        for (let first = 0; first < count; first += 400) {
          const batch = writeBatch(db);
          for (let at = first; at < Math.min(count, first + 400); at += 1) {
            const ref = doc(collection(db, 'messages'));
            last = ref.id;
            batch.set(ref, {
              ...newMessageFields(sender, recipient.id, `Message ${at + 1}`),
              date: new Date(start + at * 1_000),
            });
          }
          await batch.commit();
        }
        // The counts as the senders' batches would have left them: all unread.
        const { id, ...conversation } = seededConversation(sender, recipient, count, {
          id: last,
          date: new Date(start + (count - 1) * 1_000),
        });
        await setDoc(doc(db, 'conversations', id), conversation, { merge: true });
        await setDoc(doc(db, 'nonLus', recipient.id), { total: increment(count), dernierId: last }, { merge: true });
      });
    },
    async seedMembers(members) {
      const profiles = members.map(({ email, profile }) =>
        buildProfile(`membre-${run}-${(serial += 1)}`, email, profile),
      );
      await rulesOff(async (db) => {
        for (let first = 0; first < profiles.length; first += 400) {
          const batch = writeBatch(db);
          for (const profile of profiles.slice(first, first + 400))
            batch.set(doc(db, 'utilisateurs', profile.id), withSearchKey(profile));
          await batch.commit();
        }
        await namePupils(db, profiles);
      });
      return profiles.map((profile) => profile.id);
    },
    async storedFiles() {
      let ids: string[] = [];
      await rulesOff(async (db) => {
        ids = (await getDocs(collection(db, 'fichiers'))).docs.map((record) => String(record.data().publicId));
      });
      return ids;
    },
    async interruptDeletion(uid, after) {
      await rulesOff(async (db) => {
        await setDoc(doc(db, 'comptesSupprimes', uid), { date: serverTimestamp() });
        if (after === 'profile') await deleteDoc(doc(db, 'utilisateurs', uid));
      });
    },
    async deleteProfile(member) {
      await rulesOff((db) => deleteDoc(doc(db, 'utilisateurs', world.uid(member))));
    },
    async resetCode(email) {
      return (await world.emailCodes(email, 'PASSWORD_RESET')).at(-1) ?? null;
    },
    async emailCodes(email, kind) {
      // The Auth emulator keeps every out-of-band code it made, oldest first, and sends no e-mail.
      const response = await fetch(`http://${authHost}/emulator/v1/projects/${CONTRACT_PROJECT_ID}/oobCodes`);
      const { oobCodes = [] } = (await response.json()) as {
        oobCodes?: { email: string; newEmail?: string; requestType: string; oobCode: string }[];
      };
      // A change of address's code is listed under the old address, the new one beside it (where it is sent).
      return oobCodes
        .filter((code) => (code.newEmail ?? code.email) === email.toLowerCase() && code.requestType === kind)
        .map((code) => code.oobCode);
    },
    async uploadPhoto(member) {
      return (typeof member === 'string' ? world.as(member) : member).files.uploadPhoto(preparedPhoto());
    },
    async upload(member, fileName = 'cours.pdf') {
      const files = (typeof member === 'string' ? world.as(member) : member).files;
      if (files.picker !== 'widget') throw new Error('adaptateur Firebase : widget attendu');
      serial += 1;
      const version = 1_700_000_000 + serial;
      // The widget as Cloudinary runs it: the adapter's public id, signed by /api/signUpload first.
      const widget: CloudinaryGlobal = {
        createUploadWidget(options, callback) {
          const publicId = String(options.publicId);
          const paramsToSign = {
            public_id: publicId,
            source: 'uw',
            timestamp: Math.floor(Date.now() / 1000),
            upload_preset: options.uploadPreset,
          };
          return {
            open: () =>
              (options.uploadSignature as UploadSignature)(() => {
                callback(undefined, {
                  event: 'success',
                  info: {
                    secure_url: `https://res.cloudinary.com/${CLOUD}/raw/upload/v${version}/${publicId}`,
                    public_id: publicId,
                    original_filename: fileName.replace(/\.pdf$/, ''),
                    version,
                  },
                });
              }, paramsToSign),
            close: () => {},
          };
        },
      };
      const global = globalThis as { cloudinary?: CloudinaryGlobal };
      global.cloudinary = widget;
      try {
        const attachment = await files.pickAndUpload();
        if (!attachment) throw new Error('envoi annulé');
        return attachment;
      } finally {
        delete global.cloudinary;
      }
    },
  };

  return {
    world,
    skipReason,
    async setup() {
      if (skipReason) return;
      serveFunctions(authHost!, firestoreHost!);
      const [host, port] = [
        firestoreHost!.slice(0, firestoreHost!.lastIndexOf(':')),
        Number(firestoreHost!.split(':').pop()),
      ];
      env = await initializeTestEnvironment({
        projectId: CONTRACT_PROJECT_ID,
        firestore: { host, port, rules: RULES },
      });
      // firebase-admin reads this variable on each call: no key needed against the emulator.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost!;
      admin = initializeAdminApp({ projectId: CONTRACT_PROJECT_ID }, `contrat-admin-${run}`);
      const accounts = getAuth(admin);
      for (const member of MEMBERS) {
        const { email, password } = signUpInput(member, run);
        // Their addresses confirmed, as their profiles say (seededProfile).
        const { uid } = await accounts.createUser({ email, password, emailVerified: true });
        uids.set(member, uid);
      }
      await accounts.setCustomUserClaims(world.uid('responsable'), { responsable: true });
    },
    async reset() {
      await env!.clearFirestore();
      await seedMembers();
      // Fresh tabs: a tab's cache would otherwise show, for a moment, documents of the test before.
      await Promise.all([...tabs.values()].map(close));
      await Promise.all(
        MEMBERS.map(async (member) => {
          const backend = tab();
          const { email, password } = signUpInput(member, run);
          await backend.auth.signIn(email, password);
          tabs.set(member, backend);
        }),
      );
    },
    async cleanUp() {
      await Promise.all(opened.map(close));
      opened = [];
    },
    async teardown() {
      globalThis.fetch = realFetch;
      await Promise.all([...tabs.values()].map(close));
      await env?.cleanup();
      if (admin) await deleteAdminApp(admin);
    },
  };
}
