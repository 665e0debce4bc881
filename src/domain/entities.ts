/**
 * The site's entities, as the screens, the domain rules and both backends know them: members and
 * their profiles, private messages, forum questions and replies, the tutor directory, reports and
 * the responsables' journal. Plain data: how a backend stores them is its own affair
 * (src/backend/types.ts is the port that speaks of them).
 */
import type { Photo } from './photos';
import type { QuestionMarks } from './question-marks';

export const ROLES = ['eleve', 'parent', 'encadreur'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

// ── Users (collection `utilisateurs`, keyed by the auth user id) ──────────────────────────────

interface ProfileBase {
  /** The authentication user id. */
  id: string;
  /** Given at sign-up; afterwards only a responsable corrects it (never the member). */
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  /** Neighbourhood. Early student records spelt it `quatier`; adapters read both. */
  quartier: string;
  /** Set by a responsable: a suspended member still reads, but neither posts nor writes messages. */
  suspendu: boolean;
  /**
   * Whether the member confirmed their address by following the link of the verification e-mail
   * (issue 15). Until then they neither write private messages nor appear in the tutor directory.
   * Written by the adapter only, from the account's own state (docs/decisions/0013).
   */
  emailVerifie: boolean;
  /**
   * Granted by the association only: a custom claim of the Firebase token (set with its
   * service-account key, `npm run responsable`), or the local-mode demonstration action. Never
   * stored in the profile document, so no member can write it.
   */
  responsable: boolean;
  /**
   * « J’ai lu la page Protection des données… » (issue 33): the version of the page the member
   * accepted, and when (the server's time on Firebase). Absent from profiles stored before it was
   * asked, until the member accepts (domain/consent.ts, missingAcceptances).
   */
  consentement?: Acceptance;
}

/** A text accepted by a member (domain/consent.ts): which version of it, and when. */
export interface Acceptance {
  /** The text's version: its date, « 2026-11-28 » (PRIVACY_VERSION, CHARTER_VERSION). */
  version: string;
  /** When it was accepted; an invalid Date (NaN) when the stored one cannot be read. */
  date: Date;
}

/**
 * Where a young pupil's account stands (issue 33): under CONSENT_AGE at sign-up it waits
 * (« attente ») until a linked parent approves it (« parent ») or a responsable records the
 * parents' paper authorisation (« papier »); older, it needs none (« non-requise »). A sign-up
 * writes the first two only.
 */
export type AutorisationStatut = 'attente' | 'non-requise' | 'parent' | 'papier';

export interface Autorisation {
  statut: AutorisationStatut;
  /** Who gave it: the linked parent (« parent »), or the responsable who recorded the paper (« papier »). */
  par?: string;
  /** When it was given (the server's time). */
  date?: Date;
}

/** Where a tutor account stands: only a responsable moves it out of « en-attente ». */
export const TUTOR_STATUSES = ['en-attente', 'approuve', 'refuse'] as const;
export type TutorStatus = (typeof TUTOR_STATUSES)[number];

export interface EleveProfile extends ProfileBase {
  role: 'eleve';
  classe: string;
  examen: string;
  /**
   * The birth date given at sign-up, 'YYYY-MM-DD' (issue 33); absent from pupils who signed up
   * before it was asked. Never changed by the pupil.
   */
  naissance?: string;
  /**
   * Whether the account waits for a parent's authorisation (under CONSENT_AGE at sign-up); absent
   * with the birth date: such a pupil counts as not needing it (autorisationOf, domain/consent.ts).
   * Never changed by the pupil.
   */
  autorisation?: Autorisation;
}

export interface EncadreurProfile extends ProfileBase {
  role: 'encadreur';
  /** The class level taught. */
  classe: string;
  profession: string;
  /** The subject taught: one of the directory's subject labels (domain/subjects.ts). */
  matiere: string;
  /** Written by a responsable only: a new tutor account waits, with none of a tutor's powers. */
  statut: TutorStatus;
  /** Why a responsable refused the account ('' otherwise); the tutor sees it. */
  motifRefus: string;
  /** The tutor's own choice: the directory shows their phone number only when true. */
  telephonePublic: boolean;
  /**
   * « J’ai lu et j’accepte la Charte de l’encadreur » (issue 33): the version accepted, and when;
   * absent from tutors who signed up before it existed, until they accept it. The responsables
   * see it before approving the account.
   */
  charte?: Acceptance;
}

export interface ParentProfile extends ProfileBase {
  role: 'parent';
  profession: string;
}

export type UserProfile = EleveProfile | EncadreurProfile | ParentProfile;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The fields the association governs, never given at sign-up nor written by the member. */
export type GovernanceKey = 'suspendu' | 'responsable' | 'statut' | 'motifRefus' | 'telephonePublic';

/** A profile as the database stores it: `responsable` is not in it (it lives in the token). */
export type StoredProfile = DistributiveOmit<UserProfile, 'responsable'>;

/** What a sign-up records besides the fields given (domain/consent.ts, SIGN_UP_RECORDS). */
export type RecordedKey = 'consentement' | 'charte' | 'naissance' | 'autorisation';

/** What a new account gives besides its credentials: the profile without id, e-mail, governance and records. */
export type ProfileFields = DistributiveOmit<
  UserProfile,
  'id' | 'email' | 'emailVerifie' | GovernanceKey | RecordedKey
>;

export interface SignUpInput {
  email: string;
  password: string;
  profile: ProfileFields;
  /**
   * « J’ai lu la page Protection des données et j’accepte… » ticked: the adapter records the
   * current version (PRIVACY_VERSION) with the date. A sign-up without it is refused.
   */
  consentement: true;
  /** « J’ai lu et j’accepte la Charte de l’encadreur » ticked: a tutor's sign-up needs it. */
  charte?: true;
  /** A pupil's birth date, 'YYYY-MM-DD': a pupil's sign-up needs it (PUPIL_AGE). */
  naissance?: string;
}

// ── Messages (collection `messages`) ─────────────────────────────────────────────────────────

export interface Message {
  id: string;
  /** Sender's user id. */
  from: string;
  /** Recipient's user id. */
  to: string;
  text: string;
  /** An invalid Date (NaN) when the stored date cannot be read. */
  date: Date;
  /** First and last name of the sender; 'Anonyme' when missing. */
  senderName: string;
  /** The sender's role; 'Inconnu' when missing. */
  senderRole: Role | 'Inconnu';
  /** The conversation it belongs to: conversationId(from, to) (domain/conversations.ts). */
  conversation: string;
  /** Whether the recipient has opened it; only the recipient changes it, once, to true. */
  read: boolean;
  /**
   * Whether the sender was an approved tutor when they wrote it (« Encadreur validé »), stored with
   * the message and checked by the rules (docs/decisions/0019); false for messages written before.
   */
  senderValide: boolean;
  /**
   * Whether the sender was a responsable when they wrote it (« Responsable », issue 32: a namesake
   * of a responsable has no mark), stored with the message and checked by the rules.
   */
  senderResponsable: boolean;
  /** Sent from this page, not yet acknowledged by the server (« en cours d'envoi »); absent otherwise. */
  pending?: boolean;
}

export interface NewMessage {
  to: string;
  /**
   * The recipient's name as the sender sees it (on a tutor's card, a forum post, a message): it
   * names a new conversation in the sender's list until the recipient writes back under their own
   * (UNNAMED_CORRESPONDENT when not given).
   */
  toName?: string;
  /**
   * What the sender knows of the recipient (a forum post's role and mark, a tutor's card), for a
   * conversation that starts: one of an adult and a pupil keeps who they are (issue 33). The
   * rules check it against the profiles.
   */
  toRole?: Role;
  toValidated?: boolean;
  text: string;
}

// ── Conversations (collection `conversations`) ───────────────────────────────────────────────

/** One member's exchange with another, as it shows in their list: one per correspondent. */
export interface Conversation {
  /** conversationId(me, withId). */
  id: string;
  /** The correspondent's user id. */
  withId: string;
  /** The correspondent's name, as they signed their messages (or as this member first wrote to them). */
  withName: string;
  /** The date of the last message, either way; an invalid Date (NaN) when unreadable. */
  date: Date;
  /** Messages from the correspondent this member has not opened yet. */
  unread: number;
  /**
   * The first words of the last message, either way, on one line (domain/message-preview.ts);
   * null when there are none to show: a conversation stored before previews existed, or one whose
   * last message a responsable just removed, until its list brings the next one up (docs/decisions/0024).
   */
  preview: string | null;
  /** Whether this member wrote that last message (« Vous : »). */
  previewMine: boolean;
  /**
   * The pupil of a conversation between an adult and a pupil (issue 33): their linked parents may
   * read it, and it says so at its top; null for any other conversation (or one started before).
   */
  pupilId: string | null;
}

// ── Questions (collection `questions`) ───────────────────────────────────────────────────────

export interface Attachment {
  url: string;
  publicId: string;
  fileName: string;
}

export interface Reply {
  /** Random, given when the reply is written; '' is never used (old replies get their index). */
  id: string;
  reply: string;
  /** null for a signed-out visitor. */
  userId: string | null;
  userName: string;
  userRole: Role;
  /**
   * Whether its author was an approved tutor when they wrote it (« Encadreur validé »), stored with
   * the reply (docs/decisions/0019); false for a visitor, a deleted account and older replies.
   */
  encadreurValide: boolean;
  /** Whether its author was a responsable when they wrote it (« Responsable », issue 32); false for older replies. */
  responsable: boolean;
  /** Photos of the working (tutor–pupil forum, issue 36), PHOTOS_MAX at most; [] for most replies. */
  photos: Photo[];
  date: Date;
  /** Written from this page, not yet acknowledged by the server (« en cours d'envoi »); absent otherwise. */
  pending?: boolean;
}

/** A question and its marks (question-marks.ts: « Résolue »…). */
export interface Question extends QuestionMarks {
  id: string;
  question: string;
  userId: string;
  userName: string;
  role: Role;
  classe: string | null;
  matiere: string | null;
  /** As a reply's: its author was an approved tutor when they asked (false for older questions). */
  encadreurValide: boolean;
  /** As a reply's: its author was a responsable when they asked (« Responsable », issue 32). */
  responsable: boolean;
  date: Date;
  /** The forum the question belongs to (last segment of the forum's path). */
  pageId: string;
  attachments: Attachment[];
  /** Photos of the exercise (tutor–pupil forum, issue 36), PHOTOS_MAX at most, besides its PDFs. */
  photos: Photo[];
  replies: Reply[];
  /** Its last post: asked, or its newest reply; « Mes questions » shows the latest first. */
  activite: Date;
  /** Asked or edited from this page, not yet acknowledged by the server; absent otherwise. */
  pending?: boolean;
}

export interface NewQuestion {
  pageId: string;
  question: string;
  attachments: Attachment[];
  /** Photos already uploaded (tutor–pupil forum only); none when absent. */
  photos?: Photo[];
  /**
   * Its subject, one of the directory's (domain/subjects.ts): asked in the tutor–pupil forum,
   * where it is compulsory. Elsewhere a tutor's question carries their own subject.
   */
  matiere?: string | null;
}

// ── The tutor directory (collection `annuaire`, keyed by the tutor's user id) ────────────────────

/**
 * A tutor account a responsable approved, as anyone may read it: no neighbourhood, and the phone
 * number only when the tutor chose to publish it. Derived from the profile; kept in step with it.
 */
export interface PublicTutor {
  /** The tutor's user id; the profile lives at /Profile/{uid}. */
  uid: string;
  nom: string;
  prenom: string;
  /** The subject label, as in the profile (domain/subjects.ts maps it to a directory group). */
  matiere: string;
  /** The class levels taught. */
  classe: string;
  profession: string;
  /** '' unless the tutor published it. */
  telephone: string;
}

// ── Reports (collection `signalements`) and the responsables' journal (collection `journal`) ──

export type ReportReason = 'inapproprie' | 'harcelement' | 'spam' | 'donnees-personnelles' | 'autre';

/** What a member reports: a forum question, one reply of it, or a private message they received. */
export type ReportTarget =
  | { type: 'question'; questionId: string; pageId: string }
  | { type: 'reponse'; questionId: string; replyId: string; pageId: string }
  | { type: 'message'; messageId: string };

export interface NewReport {
  target: ReportTarget;
  reason: ReportReason;
  /** Optional words of the reporter, at most REPORT_DETAILS_MAX_LENGTH characters. */
  details: string;
}

export interface Report extends NewReport {
  id: string;
  /** The reported text as it stood when reported (a responsable cannot read private messages). */
  excerpt: string;
  /** Who wrote the reported item; null for an anonymous reply. */
  authorId: string | null;
  authorName: string;
  reportedBy: string;
  reportedByName: string;
  date: Date;
  status: 'ouvert' | 'traite';
  /** How a responsable handled it (a handled report only): the item deleted, or kept. */
  decision?: 'supprime' | 'classe';
  /** When it was handled (a handled report only). */
  handledAt?: Date;
}

/** What a responsable did, as the journal records it. */
export type JournalAction =
  | 'encadreur-approuve'
  | 'encadreur-refuse'
  | 'membre-suspendu'
  | 'membre-retabli'
  | 'nom-corrige'
  | 'question-supprimee'
  | 'reponse-supprimee'
  | 'message-supprime'
  | 'signalement-classe'
  // A handled report archived: it leaves the list for good, this line stays (docs/decisions/0019).
  | 'signalement-archive'
  // The programme of séances (issue 26): published (one or a weekly series), changed, cancelled.
  | 'seance-publiee'
  | 'seance-modifiee'
  | 'seance-annulee'
  // A young pupil's account authorised on the parents' paper, received by a responsable (issue 33).
  | 'autorisation-papier';

export interface JournalEntry {
  id: string;
  action: JournalAction;
  /** The member or item acted on (a user id, a question id…). */
  targetId: string;
  /** The member acted on, or the author of the item (the screen words the rest). */
  targetName: string;
  /** A refusal's reason, a corrected name… ('' when nothing to add). */
  details: string;
  /** The responsable who acted, and their name. */
  by: string;
  byName: string;
  date: Date;
}
