import { describe, expect, it } from 'vitest';
import { memberProfile } from '@tests/setup/people';
import { REPLIES_MAX } from './limits';
import { hasRoomForReply, REPLY_TIERS, replyTier } from './reply-room';

const author = memberProfile('eleve', 'u-awa');
const member = memberProfile('parent', 'u-marie');
const waitingTutor = memberProfile('encadreur', 'u-paul');
const approvedTutor = { ...memberProfile('encadreur', 'u-sylvie'), statut: 'approuve' as const };
const responsable = memberProfile('parent', 'u-claire', true);

/** A question of Awa's holding `count` replies. */
const holding = (count: number) => ({ userId: author.id, replies: Array.from({ length: count }) });

describe('room for a reply', () => {
  it('keeps the last places of a question for its author, approved tutors and responsables', () => {
    expect(REPLY_TIERS).toEqual({ visiteur: 40, membre: 90, prioritaire: REPLIES_MAX });
    expect(
      [null, member, waitingTutor, author, approvedTutor, responsable].map((viewer) => replyTier(viewer, holding(0))),
    ).toEqual(['visiteur', 'membre', 'membre', 'prioritaire', 'prioritaire', 'prioritaire']);
  });

  it('refuses a visitor from the 40th reply on, a member from the 90th, everyone from the 100th', () => {
    expect([hasRoomForReply(null, holding(39)), hasRoomForReply(null, holding(40))]).toEqual([true, false]);
    expect([hasRoomForReply(member, holding(89)), hasRoomForReply(member, holding(90))]).toEqual([true, false]);
    for (const viewer of [author, approvedTutor, responsable]) {
      expect([hasRoomForReply(viewer, holding(99)), hasRoomForReply(viewer, holding(100))]).toEqual([true, false]);
    }
  });

  it('counts a suspended tutor as a member (who may not reply anyway)', () => {
    expect(replyTier({ ...approvedTutor, suspendu: true }, holding(0))).toBe('membre');
  });
});
