import { conversationId, correspondentOf } from '@/domain/conversations';
import {
  isRole,
  TUTOR_STATUSES,
  type Acceptance,
  type Autorisation,
  type AutorisationStatut,
  type Conversation,
  type JournalAction,
  type JournalEntry,
  type Message,
  type ProfileFields,
  type PublicTutor,
  type Report,
  type ReportTarget,
  type Role,
  type StoredProfile,
  type TutorStatus,
  type UserProfile,
} from '@/domain/entities';
import {
  acceptsBirthDate,
  CHARTER_VERSION,
  isBirthDate,
  needsAuthorisation,
  PRIVACY_VERSION,
  SIGN_UP_RECORDS,
} from './consent';
import { BackendError } from './errors';
import { ANONYMOUS_NAME } from './limits';
import { previewLine } from './message-preview';
import { storedFieldValue } from './profile-fields';
import { PROFILE_FIELDS } from './profile-schema';
import { text, textOrNull, toDate, type Data } from './record-values';
import { isReportReason } from './reports';

/**
 * Tolerant readers from stored documents to entities, shared by both adapters: whatever an old
 * client or a hand edit left in the database, the screens get well-typed values.
 */

function isTutorStatus(value: unknown): value is TutorStatus {
  return (TUTOR_STATUSES as readonly unknown[]).includes(value);
}

/** What the association governs in a stored profile, as a new account starts. */
function governanceOf(role: Role, data: Data = {}): Data {
  // emailVerifie follows the account (docs/decisions/0013): a new one, or one stored before, is unconfirmed.
  const governed: Data = { suspendu: data.suspendu === true, emailVerifie: data.emailVerifie === true };
  if (role === 'encadreur') {
    // A tutor account waits for a responsable; an unreadable status is read as waiting.
    governed.statut = isTutorStatus(data.statut) ? data.statut : 'en-attente';
    governed.motifRefus = text(data.motifRefus);
    governed.telephonePublic = data.telephonePublic === true;
  }
  return governed;
}

// ── What a sign-up records (issue 33) ──────────────────────────────────────────────────────────

/** What a sign-up gives besides its fields (SignUpInput): the boxes ticked, a pupil's birth date. */
export interface SignUpConsent {
  consentement?: boolean;
  charte?: boolean;
  naissance?: string;
}

/** What a sign-up stores besides the role's fields (SIGN_UP_RECORDS, consent.ts). */
export interface SignUpRecords {
  consentement: Acceptance;
  charte?: Acceptance;
  naissance?: string;
  autorisation?: Autorisation;
}

/**
 * The records of a sign-up at `at` (the local store's clock; on Firebase the rules want the
 * server's time, which the adapter writes in its place): the current versions of the texts
 * accepted, and for a pupil the birth date with the authorisation it calls for (consent.ts).
 * Refuses ('invalid-argument'), before any account exists, a sign-up without the consent, a
 * tutor's without the charter, a pupil's without a birth date within PUPIL_AGE: the form asks for
 * them first. Both adapters call it, so that both refuse alike.
 */
export function signUpRecords(role: Role, given: SignUpConsent, at: Date): SignUpRecords {
  if (given.consentement !== true) throw new BackendError('invalid-argument');
  const records: SignUpRecords = { consentement: { version: PRIVACY_VERSION, date: at } };
  if (role === 'encadreur') {
    if (given.charte !== true) throw new BackendError('invalid-argument');
    records.charte = { version: CHARTER_VERSION, date: at };
  }
  if (role === 'eleve') {
    if (!acceptsBirthDate(given.naissance, at)) throw new BackendError('invalid-argument');
    records.naissance = given.naissance;
    // Under CONSENT_AGE the account waits for a parent's approval (or the parents' paper authorisation).
    records.autorisation = { statut: needsAuthorisation(given.naissance, at) ? 'attente' : 'non-requise' };
  }
  return records;
}

/**
 * The stored document of a new profile: only the role's own fields, trimmed (the name normalised,
 * names.ts), the governance of a new account (not suspended; a tutor waiting for approval, phone
 * not published) and what the sign-up records (signUpRecords, domain/consent.ts: the texts
 * accepted, a pupil's birth date and authorisation). Without records: a profile as stored before
 * they were asked (test fixtures).
 */
export function buildProfile(id: string, email: string, fields: ProfileFields, records?: SignUpRecords): StoredProfile {
  const source = fields as unknown as Data;
  const picked: Data = { id, email, role: fields.role };
  for (const name of PROFILE_FIELDS[fields.role]) picked[name] = storedFieldValue(name, source[name]);
  const recorded: Data = {};
  for (const name of SIGN_UP_RECORDS[fields.role]) {
    const value = records?.[name];
    if (value !== undefined) recorded[name] = value;
  }
  return { ...picked, ...governanceOf(fields.role), ...recorded } as unknown as StoredProfile;
}

/** An accepted text (version and date), or undefined when there is none or it cannot be read. */
function readAcceptance(value: unknown): Acceptance | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { version, date } = value as Data;
  return typeof version === 'string' && version !== '' ? { version, date: toDate(date) } : undefined;
}

/**
 * What a sign-up recorded (domain/consent.ts), as far as it can be read: an acceptance without
 * version is none; a pupil's unreadable authorisation beside a birth date is read as waiting (the
 * safe side); a pupil without birth date has no authorisation (autorisationOf says what that means).
 */
function recordsOf(role: Role, data: Data): Data {
  const read: Data = {};
  const consentement = readAcceptance(data.consentement);
  if (consentement) read.consentement = consentement;
  if (role === 'encadreur') {
    const charte = readAcceptance(data.charte);
    if (charte) read.charte = charte;
  }
  if (role === 'eleve') {
    const statut = (data.autorisation as Data | undefined)?.statut;
    if (isBirthDate(data.naissance)) read.naissance = data.naissance;
    if (isAutorisationStatut(statut)) read.autorisation = autorisationRead(statut, data.autorisation as Data);
    else if (read.naissance) read.autorisation = { statut: 'attente' };
  }
  return read;
}

/** An authorisation as stored: its status, and who gave it and when, where it was given. */
function autorisationRead(statut: AutorisationStatut, data: Data): Autorisation {
  const read: Autorisation = { statut };
  if (typeof data.par === 'string') read.par = data.par;
  if (data.date != null) read.date = toDate(data.date);
  return read;
}

/** Every status an authorisation may have (AutorisationStatut, entities.ts). */
const AUTORISATION_STATUTS: readonly AutorisationStatut[] = ['attente', 'non-requise', 'parent', 'papier'];

function isAutorisationStatut(value: unknown): value is AutorisationStatut {
  return (AUTORISATION_STATUTS as readonly unknown[]).includes(value);
}

/**
 * A profile from a stored document, or null when its role is unknown. `responsable` is not in the
 * document: the adapter knows it from elsewhere (the token's claim, the local demonstration).
 */
export function readProfile(id: string, data: Data, responsable = false): UserProfile | null {
  if (!isRole(data.role)) return null;
  const picked: Data = { id, email: text(data.email), role: data.role };
  for (const name of PROFILE_FIELDS[data.role]) picked[name] = text(data[name]);
  // The first student form stored the neighbourhood as "quatier".
  if (picked.quartier === '') picked.quartier = text(data.quatier);
  return {
    ...picked,
    ...governanceOf(data.role, data),
    ...recordsOf(data.role, data),
    responsable,
  } as unknown as UserProfile;
}

/** The profile as stored: without `responsable`, which never goes into the document. */
export function storedProfileOf(profile: UserProfile): StoredProfile {
  const { responsable: _notStored, ...stored } = profile;
  return stored;
}

/**
 * Whether a tutor shows in the directory: approved, not suspended, and with a confirmed address
 * (docs/decisions/0013; `listed` in firestore.rules).
 */
export function isListedTutor(profile: StoredProfile): boolean {
  return profile.role === 'encadreur' && profile.statut === 'approuve' && !profile.suspendu && profile.emailVerifie;
}

/** The directory card of a tutor account, derived from the profile (the phone only if published). */
export function publicTutorOf(profile: StoredProfile & { role: 'encadreur' }): PublicTutor {
  return {
    uid: profile.id,
    nom: profile.nom,
    prenom: profile.prenom,
    matiere: profile.matiere,
    classe: profile.classe,
    profession: profile.profession,
    telephone: profile.telephonePublic ? profile.telephone : '',
  };
}

/** The directory card as stored under the tutor's uid (`annuaire/{uid}`): the uid is its key, not a field. */
export function directoryCardOf(profile: StoredProfile & { role: 'encadreur' }): Omit<PublicTutor, 'uid'> {
  const { uid: _key, ...card } = publicTutorOf(profile);
  return card;
}

export function readPublicTutor(uid: string, data: Data): PublicTutor {
  return {
    uid,
    nom: text(data.nom),
    prenom: text(data.prenom),
    matiere: text(data.matiere),
    classe: text(data.classe),
    profession: text(data.profession),
    telephone: text(data.telephone),
  };
}

export function readMessage(id: string, data: Data): Message {
  return {
    id,
    from: text(data.from),
    to: text(data.to),
    text: text(data.text),
    date: toDate(data.date),
    senderName: text(data.senderName).trim() || 'Anonyme',
    senderRole: isRole(data.senderRole) ? data.senderRole : 'Inconnu',
    conversation: text(data.conversation) || conversationId(text(data.from), text(data.to)) || '',
    // A message without the mark predates conversations: nothing in it waits to be read.
    read: data.lu !== false,
    // Written before the mark existed, or not by an approved tutor: no mark.
    senderValide: data.senderValide === true,
    senderResponsable: data.senderResponsable === true,
  };
}

/** A conversation as member `me` sees it (its document holds both members' names and counts). */
export function readConversation(id: string, data: Data, me: string): Conversation {
  const withId = correspondentOf(id, me) ?? '';
  const names = data.noms && typeof data.noms === 'object' ? (data.noms as Data) : {};
  const counts = data.nonLus && typeof data.nonLus === 'object' ? (data.nonLus as Data) : {};
  const unread = counts[me];
  return {
    id,
    withId,
    withName: text(names[withId]).trim() || 'Anonyme',
    date: toDate(data.date),
    unread: typeof unread === 'number' && unread > 0 ? Math.floor(unread) : 0,
    // Stored before previews (or blanked): no preview rather than a guess.
    preview: previewLine(data.apercu),
    previewMine: data.dernierDe === me,
    pupilId: textOrNull(data.eleve),
  };
}

/**
 * How many messages a stored conversation holds, or null when it does not say: written before
 * the count existed, which only a new conversation starts (docs/decisions/0024).
 */
export function conversationCount(data: Data): number | null {
  const count = data.nbMessages;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

function readTarget(value: unknown): ReportTarget | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Data;
  if (data.type === 'question')
    return { type: 'question', questionId: text(data.questionId), pageId: text(data.pageId) };
  if (data.type === 'reponse') {
    return {
      type: 'reponse',
      questionId: text(data.questionId),
      replyId: text(data.replyId),
      pageId: text(data.pageId),
    };
  }
  if (data.type === 'message') return { type: 'message', messageId: text(data.messageId) };
  return null;
}

/** A report, or null when what it points at cannot be read. */
export function readReport(id: string, data: Data): Report | null {
  const target = readTarget(data.target);
  if (!target) return null;
  return {
    id,
    target,
    reason: isReportReason(data.reason) ? data.reason : 'autre',
    details: text(data.details),
    excerpt: text(data.excerpt),
    authorId: textOrNull(data.authorId),
    authorName: text(data.authorName).trim() || ANONYMOUS_NAME,
    reportedBy: text(data.reportedBy),
    reportedByName: text(data.reportedByName).trim() || 'Anonyme',
    date: toDate(data.date),
    status: data.status === 'traite' ? 'traite' : 'ouvert',
    ...(data.status === 'traite' && {
      decision: data.decision === 'supprime' ? ('supprime' as const) : ('classe' as const),
      handledAt: toDate(data.handledAt),
    }),
  };
}

/** Every action the journal records (firestore.rules lists the same). */
export const JOURNAL_ACTIONS: readonly JournalAction[] = [
  'encadreur-approuve',
  'encadreur-refuse',
  'membre-suspendu',
  'membre-retabli',
  'nom-corrige',
  'question-supprimee',
  'reponse-supprimee',
  'message-supprime',
  'signalement-classe',
  'signalement-archive',
  'seance-publiee',
  'seance-modifiee',
  'seance-annulee',
  'autorisation-papier',
];

export function isJournalAction(value: unknown): value is JournalAction {
  return (JOURNAL_ACTIONS as readonly unknown[]).includes(value);
}

/** A journal entry, or null for an action this version does not know. */
export function readJournalEntry(id: string, data: Data): JournalEntry | null {
  if (!isJournalAction(data.action)) return null;
  return {
    id,
    action: data.action,
    targetId: text(data.targetId),
    targetName: text(data.targetName),
    details: text(data.details),
    by: text(data.by),
    byName: text(data.byName).trim() || 'Anonyme',
    date: toDate(data.date),
  };
}
