/**
 * What a contract case may ask of the backend under test (tests/contract/cases/*), whichever
 * adapter it is. Each adapter's harness (local-world.ts, firebase-world.ts) provides it.
 *
 * The six members exist before every test, each signed in in their own tab: a pupil, a parent, a
 * tutor waiting for approval, a pupil nobody writes to (the stranger), a tutor a responsable
 * approved (the moderator), and a parent the association appointed responsable.
 */
import type { Backend } from '@/backend/types';
import { conversationId } from '@/domain/conversations';
import type { Attachment, ProfileFields, Role, SignUpInput, StoredProfile } from '@/domain/entities';
import { messagePreview } from '@/domain/message-preview';
import type { Photo, PreparedPhoto } from '@/domain/photos';
import { buildProfile, signUpRecords } from '@/domain/records';
import { fullName } from '@/domain/text';
import { otherPeople, people } from '../setup/people';

export type Member = 'pupil' | 'parent' | 'tutor' | 'stranger' | 'moderator' | 'responsable';
export const MEMBERS: readonly Member[] = ['pupil', 'parent', 'tutor', 'stranger', 'moderator', 'responsable'];

const FIELDS: Record<Member, SignUpInput> = {
  pupil: people.eleve,
  parent: people.parent,
  tutor: people.encadreur,
  ...otherPeople,
};

/**
 * A member's sign-up, with an address unique to `run` (the Auth emulator keeps its accounts for as
 * long as it runs, and may be reused between runs).
 */
export function signUpInput(member: Member, run: string): SignUpInput {
  const input = FIELDS[member];
  return { ...input, email: input.email.replace('@', `.${run}@`) };
}

/**
 * The member's profile as stored under `uid`: the moderator approved, everyone else new; all six
 * confirmed their address (they may write private messages; docs/decisions/0013).
 */
export function seededProfile(member: Member, uid: string, run: string): StoredProfile {
  const input = signUpInput(member, run);
  // As sign-up stores it (the local world signs them up): the texts accepted, a pupil's birth date.
  const records = signUpRecords(input.profile.role, input, new Date());
  const profile = { ...buildProfile(uid, input.email, input.profile, records), emailVerifie: true };
  return member === 'moderator' ? ({ ...profile, statut: 'approuve' } as StoredProfile) : profile;
}

/**
 * The conversation `count` messages from `sender` to `recipient` leave, all unread (a pair is
 * seeded once per test), the last one `lastId` (« Message <count> », sent at `date`): what the
 * senders' writes would have made of it.
 */
export function seededConversation(
  sender: StoredProfile,
  recipient: { id: string; name: string },
  count: number,
  last: { id: string; date: Date },
) {
  const id = conversationId(sender.id, recipient.id)!;
  return {
    id,
    membres: id.split('_') as [string, string],
    noms: { [sender.id]: fullName(sender), [recipient.id]: recipient.name },
    date: last.date,
    dernierId: last.id,
    dernierDe: sender.id,
    apercu: messagePreview(`Message ${count}`),
    nonLus: { [sender.id]: 0, [recipient.id]: count },
    nbMessages: count,
  };
}

/** The e-mails whose link carries a code, as Firebase names their requests. */
export type EmailKind = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';

export interface SeedQuestion {
  pageId: string;
  question: string;
  attachments?: Attachment[];
  /** How many replies, written by signed-out visitors, the question already holds. */
  replies?: number;
  /** Its subject (the tutor–pupil forum asks one): Mathématiques unless said. */
  matiere?: string;
}

/** A member the association seeds (no account to sign in with): their address and profile. */
export interface SeedMember {
  email: string;
  profile: ProfileFields;
}

/**
 * A membership of `count` (« Membre 0001 »…): pupils, and every tenth a tutor waiting for approval,
 * with addresses membre.0001@example.cm… — a long list to page through.
 */
export function crowd(count: number): SeedMember[] {
  return Array.from({ length: count }, (_, at) => {
    const number = String(at + 1).padStart(4, '0');
    const email = `membre.${number}@example.cm`;
    const base = { nom: `Membre ${number}`, prenom: 'Test', telephone: '690 00 00 00', quartier: 'Mvog-Ada' };
    const profile: ProfileFields =
      at % 10 === 9
        ? { ...base, role: 'encadreur', classe: '3e', profession: 'Enseignant', matiere: 'Mathématiques' }
        : { ...base, role: 'eleve', classe: '3e', examen: 'BEPC' };
    return { email, profile };
  });
}

export interface ContractWorld {
  readonly kind: Backend['kind'];
  /** The tab where `member` is signed in (the same one for the whole test). */
  as(member: Member): Backend;
  uid(member: Member): string;
  /** The member's sign-up details (address and password of their account). */
  account(member: Member): SignUpInput;
  /** A new tab where nobody is signed in (a visitor of its own). */
  newTab(): Backend;
  /** A question stored as `author` wrote it, by the association (no rules, no rate limit). */
  seedQuestion(author: Member, question: SeedQuestion): Promise<string>;
  /**
   * `count` private messages from `from` to `to`, one second apart, the newest last (« Message 1 »…),
   * stored by the association (no rules, no rate limit): a long history to page through.
   */
  seedMessages(from: Member, to: Member | { uid: string }, count: number): Promise<void>;
  /** Profiles stored by the association (no rules), as sign-up stores them; gives their ids in order. */
  seedMembers(members: readonly SeedMember[]): Promise<string[]>;
  /** The member's profile disappears (the association deleted the account's data); the login stays. */
  deleteProfile(member: Member): Promise<void>;
  /**
   * The code of the newest password-reset e-mail sent to `email` (null: none), read where a developer
   * reads it: the local mailbox, or the Auth emulator's out-of-band codes endpoint.
   */
  resetCode(email: string): Promise<string | null>;
  /**
   * The codes of the e-mails of `kind` sent to `email`, oldest first: the local mailbox's links, or
   * the Auth emulator's out-of-band codes.
   */
  emailCodes(email: string, kind: EmailKind): Promise<string[]>;
  /** A PDF uploaded by `member` (or whoever is signed in in that tab) the adapter's own way (device file, or the widget's upload). */
  upload(member: Member | Backend, fileName?: string): Promise<Attachment>;
  /**
   * A photo uploaded by `member` the adapter's own way (issue 36): a small compressed photo, as
   * the browser makes it, stored locally or sent to a stand-in of Cloudinary's upload API after
   * the real /api/signUpload signed it.
   */
  uploadPhoto(member: Member | Backend): Promise<Photo>;
  /** The public ids of every stored upload (locally the files, on Firebase their records), read by the association. */
  storedFiles(): Promise<string[]>;
  /**
   * A deletion of `uid`'s account cut off by the network: after its first step ('mark'), or once
   * its profile is gone too ('profile'), the account left. Locally a deletion is one transaction:
   * nothing to cut, nothing done here.
   */
  interruptDeletion(uid: string, after: 'mark' | 'profile'): Promise<void>;
}

export interface ContractHarness {
  world: ContractWorld;
  /** Why the suite cannot run here ('' when it can); under CI=1 a reason fails the run instead. */
  skipReason: string;
  setup(): Promise<void>;
  /** Before each test: the six members and nothing else, each signed in in their tab. */
  reset(): Promise<void>;
  /** After each test: closes the tabs it opened. */
  cleanUp(): Promise<void>;
  teardown(): Promise<void>;
}

/**
 * What a screen knows of the approved tutor when a new member's tab writes to her (her directory
 * card): her role and mark (NewMessage.toRole, issue 33).
 */
export const TO_MODERATOR = { toRole: 'encadreur', toValidated: true } as const;

/** What the screens know of each member of the world when they write to them (a post, a card, a message). */
const DECLARED: Record<Member, { role: Role; validated: boolean }> = {
  pupil: { role: 'eleve', validated: false },
  parent: { role: 'parent', validated: false },
  tutor: { role: 'encadreur', validated: false },
  stranger: { role: 'eleve', validated: false },
  moderator: { role: 'encadreur', validated: true },
  responsable: { role: 'parent', validated: false },
};

/**
 * The member's tab, writing as the screens do: a private message names its recipient's role and
 * mark (NewMessage.toRole, issue 33), which the screens always know (the forum post, the directory
 * card, the conversation). Firestore keeps profiles unreadable, so without them a conversation of
 * an adult and a pupil cannot start; a test that leaves them out says what it means.
 */
export function declaringRecipients(backend: Backend, memberOf: (uid: string) => Member | null): Backend {
  const send: Backend['messages']['send'] = (message) => {
    const member = message.toRole ? null : memberOf(message.to);
    if (!member) return backend.messages.send(message);
    const { role, validated } = DECLARED[member];
    return backend.messages.send({ ...message, toRole: role, toValidated: validated });
  };
  return { ...backend, messages: { ...backend.messages, send } };
}

/**
 * A photo as the browser's compression leaves it (lib/photo-compression.ts): a WebP of a page,
 * 1,200 × 1,600, and its thumbnail. Its bytes are not an image: no adapter decodes them.
 */
export function preparedPhoto(): PreparedPhoto {
  return {
    blob: new Blob([new Uint8Array(180_000).fill(7)], { type: 'image/webp' }),
    thumb: new Blob([new Uint8Array(14_000).fill(7)], { type: 'image/webp' }),
    width: 1_200,
    height: 1_600,
  };
}
