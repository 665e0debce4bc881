import { REPLIES_MAX } from './limits';
import { isApprovedTutor, isResponsable, type Viewer } from './permissions';

/**
 * Room kept, in a question's REPLIES_MAX replies, for those it most needs (issue 23): a hundred
 * anonymous accounts, one reply each, could fill a question and leave its author and the approved
 * tutors unable to answer. Each kind of poster may add a reply only while the question holds fewer
 * replies than their tier allows. Both adapters decide with hasRoomForReply; firestore.rules
 * (replyRoom) says the same by value: change both together.
 */
export const REPLY_TIERS = {
  /** A signed-out visitor (an anonymous account on Firebase). */
  visiteur: 40,
  /** A member who did not ask the question. */
  membre: 90,
  /** The question's author, an approved tutor, a responsable. */
  prioritaire: REPLIES_MAX,
} as const;

export type ReplyTier = keyof typeof REPLY_TIERS;

/** Which tier a poster's reply to this question falls in (null: a signed-out visitor). */
export function replyTier(viewer: Viewer | null | undefined, question: { userId: string | null }): ReplyTier {
  if (!viewer) return 'visiteur';
  if (viewer.id === question.userId || isApprovedTutor(viewer) || isResponsable(viewer)) return 'prioritaire';
  return 'membre';
}

/** Whether this poster may add a reply to the question as it stands; refused: question/full. */
export function hasRoomForReply(
  viewer: Viewer | null | undefined,
  question: { userId: string | null; replies: readonly unknown[] },
): boolean {
  return question.replies.length < REPLY_TIERS[replyTier(viewer, question)];
}
