import type { Question, Reply, Role, TutorStatus } from '@/domain/entities';
import { allows, isApprovedTutorProfile, mayEver, type Facts } from './permission-table';
import { QUESTION_MARKS, type MarkName } from './question-marks';
import { isFull, isOpen, type Seance } from './seances';

/**
 * Who may do what (spec §6, with the powers the association grants), as the screens and the
 * adapters ask it. The answer is the table's (src/domain/permission-table.ts, docs/decisions/0022):
 * each function states the facts it knows of the viewer and the target, and reads the table.
 * firestore.rules says the same for the hosted backend, and api/_lib/permissions.ts for the files.
 *
 * - A member's role (eleve, parent, encadreur) says which forums fit them; on its own it grants no
 *   power over other people's content.
 * - An approved tutor (statut « approuve », written by a responsable only) moderates the
 *   tutor–pupil forum: deletes a pupil's question there, takes attachments out of questions there.
 * - A responsable (appointed by the association) moderates every forum, deletes any question or
 *   reply, handles reports, vets tutors and suspends members.
 * - A suspended member reads, and may delete what is theirs, but neither posts nor writes.
 */

/** The signed-in member as the permissions need them (a UserProfile fits). */
export interface Viewer {
  id: string;
  role: Role;
  responsable: boolean;
  suspendu: boolean;
  statut?: TutorStatus;
}

type MaybeViewer = Viewer | null | undefined;
type Asked = Pick<Question, 'userId' | 'role' | 'pageId'>;

/** What the table needs to know of the viewer (a signed-in member of the site, or nobody). */
function viewerFacts(viewer: MaybeViewer): Partial<Facts> {
  if (!viewer) return {};
  return {
    member: true,
    suspended: viewer.suspendu,
    responsable: viewer.responsable,
    approvedTutor: isApprovedTutorProfile(viewer),
  };
}

/** Whether the viewer wrote it: never a signed-out visitor, never an anonymous author. */
function wrote(viewer: MaybeViewer, authorId: string | null): boolean {
  return !!viewer && authorId !== null && viewer.id === authorId;
}

function questionFacts(viewer: MaybeViewer, question: Asked): Partial<Facts> {
  return {
    ...viewerFacts(viewer),
    author: wrote(viewer, question.userId),
    forum: question.pageId,
    targetRole: question.role,
  };
}

export function isResponsable(viewer: MaybeViewer): viewer is Viewer {
  return !!viewer && viewer.responsable;
}

/** A tutor account a responsable approved, and not suspended: the spec's tutor rights. */
export function isApprovedTutor(viewer: MaybeViewer): viewer is Viewer {
  return !!viewer && isApprovedTutorProfile(viewer);
}

/**
 * Whether the viewer moderates this forum: a responsable, or an approved tutor in the tutor–pupil
 * forum. The table's word for it: they take attachments out of others' questions there.
 */
export function moderatesForum(viewer: MaybeViewer, pageId: string): boolean {
  return allows('attachment.remove', { ...viewerFacts(viewer), forum: pageId });
}

/** Asking (and so replying, editing, writing): any member who is not suspended. */
export function canPost(viewer: MaybeViewer): boolean {
  return allows('question.ask', viewerFacts(viewer));
}

export function canEditQuestion(viewer: MaybeViewer, question: { userId: string | null }): boolean {
  return allows('question.edit', { ...viewerFacts(viewer), author: wrote(viewer, question.userId) });
}

export function canDeleteQuestion(viewer: MaybeViewer, question: Asked): boolean {
  return allows('question.delete', questionFacts(viewer, question));
}

/** Setting or clearing a mark of the question (question-marks.ts): « Résolue »… */
export function canMark(viewer: MaybeViewer, mark: MarkName, question: Asked): boolean {
  return allows(QUESTION_MARKS[mark].action, questionFacts(viewer, question));
}

/** Following a question (its new replies count for the member): any member, for themselves only. */
export function canFollow(viewer: MaybeViewer): boolean {
  return allows('question.follow', viewerFacts(viewer));
}

/** Following subjects (their new questions count for the tutor): an approved tutor. */
export function canFollowSubjects(viewer: MaybeViewer): boolean {
  return allows('subject.follow', viewerFacts(viewer));
}

/**
 * Who manages a question's attachments: its author or a moderator of its forum. They take
 * attachments out, and delete the attached files (api/_lib/permissions.ts reads the same table).
 */
export function managesAttachments(viewer: MaybeViewer, question: Asked): boolean {
  return allows('attachment.remove', questionFacts(viewer, question));
}

/**
 * Whether taking this attachment out would leave a question without text, attachment nor photo
 * (a photo left keeps it shown: issue 36, as firestore.rules' removesAttachments).
 */
export function leavesQuestionEmpty(
  question: Pick<Question, 'question' | 'attachments'> & { photos?: readonly unknown[] },
): boolean {
  return question.attachments.length <= 1 && (question.photos?.length ?? 0) === 0 && question.question.trim() === '';
}

/**
 * Taking an attachment out: whoever manages them, but never the last attachment of a question
 * without text: it would be left empty (delete the question instead).
 */
export function canRemoveAttachment(
  viewer: MaybeViewer,
  question: Asked & Pick<Question, 'question' | 'attachments'> & { photos?: readonly unknown[] },
): boolean {
  return allows('attachment.remove', {
    ...questionFacts(viewer, question),
    leavesEmpty: leavesQuestionEmpty(question),
  });
}

/**
 * Taking a photo out of a question (reply null) or of one of its replies (issue 36): the post's
 * author, or a moderator of the question's forum, as for PDFs (the table's attachment.remove).
 * Never the last thing a post shows (photoRemovalLeavesEmpty, domain/photos.ts): delete it instead.
 */
export function canRemovePhoto(
  viewer: MaybeViewer,
  question: Asked,
  reply: Pick<Reply, 'userId'> | null,
  leavesEmpty: boolean,
): boolean {
  return allows('attachment.remove', {
    ...questionFacts(viewer, question),
    author: wrote(viewer, (reply ?? question).userId),
    leavesEmpty,
  });
}

/** A reply goes with its author (signed in when they wrote it), or with a responsable. */
export function canDeleteReply(viewer: MaybeViewer, reply: Pick<Reply, 'userId'>): boolean {
  return allows('reply.delete', { ...viewerFacts(viewer), author: wrote(viewer, reply.userId) });
}

/**
 * Only the recipient deletes a private message from their inbox. A responsable, who never reads
 * private messages, deletes one by resolving its report (docs/decisions/0011).
 */
export function canDeleteMessage(viewer: MaybeViewer, message: { to: string }): boolean {
  return allows('message.delete', { ...viewerFacts(viewer), recipient: !!viewer && viewer.id === message.to });
}

/**
 * A member reports a question or a reply others wrote (never their own, anonymous ones too); a
 * visitor signs in first, a suspended member reports nothing (firestore.rules refuse it).
 */
export function canReport(viewer: MaybeViewer, authorId: string | null): boolean {
  return allows('report.send', { ...viewerFacts(viewer), author: wrote(viewer, authorId), forumPost: true });
}

/** The powers of the Espace responsable, as the table names them. */
export type GovernancePower =
  'tutor.vet' | 'member.suspend' | 'member.rename' | 'pupil.authorise' | 'report.handle' | 'report.archive';

/**
 * Whether the viewer holds a governance power (the table grants them to responsables only),
 * before its target is read; the use cases then check the target's state (a tutor's account, an
 * open or handled report) with their own error codes.
 */
export function holdsPower(viewer: MaybeViewer, power: GovernancePower): boolean {
  return mayEver(power, viewerFacts(viewer));
}

// ── Le programme des séances (issue 26) ──────────────────────────────────────────────────────

type SeanceState = Pick<Seance, 'annulee' | 'fin' | 'capacite' | 'participants'>;

function seanceFacts(viewer: MaybeViewer, seance: SeanceState, now: Date): Partial<Facts> {
  return {
    ...viewerFacts(viewer),
    role: viewer?.role ?? null,
    seanceOpen: isOpen(seance, now),
    seatsLeft: !isFull(seance),
  };
}

/** Publishing a séance of the programme: a responsable. */
export function canPublishSeance(viewer: MaybeViewer): boolean {
  return allows('seance.publish', viewerFacts(viewer));
}

/** Changing or cancelling one séance: a responsable, while it is still to come. */
export function canChangeSeance(viewer: MaybeViewer, seance: SeanceState, now: Date): boolean {
  return allows('seance.change', seanceFacts(viewer, seance, now));
}

/**
 * « Je participe » (a pupil or a parent, while places are left) or « Je serai là » (an approved
 * tutor), on a séance to come that is not cancelled.
 */
export function canJoinSeance(viewer: MaybeViewer, seance: SeanceState, now: Date): boolean {
  return allows('seance.join', seanceFacts(viewer, seance, now));
}

/**
 * Taking one's participation back: any member, for themselves, while the séance is to come and not
 * cancelled (a séance of 2020 keeps the count of who came, issue 32). A suspended member may still
 * free the place they took.
 */
export function canLeaveSeance(viewer: MaybeViewer, seance: SeanceState, now: Date): boolean {
  return allows('seance.leave', seanceFacts(viewer, seance, now));
}

/** Seeing the names of who comes: a responsable. */
export function canSeeParticipants(viewer: MaybeViewer): boolean {
  return allows('seance.participants.read', viewerFacts(viewer));
}
