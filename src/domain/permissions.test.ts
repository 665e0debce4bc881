import { describe, expect, it } from 'vitest';
import { asked, PDF, viewer, viewers } from '@tests/setup/viewers';
import {
  canDeleteMessage,
  canDeleteQuestion,
  canDeleteReply,
  canEditQuestion,
  canPost,
  canRemoveAttachment,
  canReport,
  isApprovedTutor,
  moderatesForum,
} from './permissions';

const { pupil, otherPupil, parent, pendingTutor, tutor, suspendedTutor, responsable } = viewers;

describe('powers (spec §6, granted by the association)', () => {
  it('gives a tutor’s powers only once a responsable approved the account, and not while suspended', () => {
    expect(isApprovedTutor(tutor)).toBe(true);
    expect(isApprovedTutor(pendingTutor)).toBe(false);
    expect(isApprovedTutor(viewer('x', 'encadreur', { statut: 'refuse' }))).toBe(false);
    expect(isApprovedTutor(suspendedTutor)).toBe(false);
  });

  it('makes approved tutors moderators of the tutor–pupil forum only, responsables of every forum', () => {
    expect(moderatesForum(tutor, 'EncadreurEleve')).toBe(true);
    expect(moderatesForum(tutor, 'ParentEncadreur')).toBe(false);
    expect(moderatesForum(pendingTutor, 'EncadreurEleve')).toBe(false);
    expect(moderatesForum(responsable, 'ParentEncadreur')).toBe(true);
  });

  it('lets only the author edit, and not while suspended', () => {
    expect(canEditQuestion(pupil, asked(pupil))).toBe(true);
    expect(canEditQuestion(tutor, asked(pupil))).toBe(false);
    expect(canEditQuestion(responsable, asked(pupil))).toBe(false);
    expect(canEditQuestion({ ...pupil, suspendu: true }, asked(pupil))).toBe(false);
    expect(canEditQuestion(null, asked(pupil))).toBe(false);
  });

  it('lets the author or a responsable delete, and an approved tutor delete a pupil’s question of the tutor–pupil forum', () => {
    expect(canDeleteQuestion(pupil, asked(pupil))).toBe(true);
    expect(canDeleteQuestion(tutor, asked(pupil))).toBe(true);
    expect(canDeleteQuestion(pendingTutor, asked(pupil))).toBe(false);
    expect(canDeleteQuestion(tutor, asked(pupil, { pageId: 'ParentEncadreur' }))).toBe(false);
    expect(canDeleteQuestion(tutor, asked(parent))).toBe(false);
    expect(canDeleteQuestion(parent, asked(pupil))).toBe(false);
    expect(canDeleteQuestion(otherPupil, asked(pupil))).toBe(false);
    expect(canDeleteQuestion(responsable, asked(tutor, { pageId: 'ParentEncadreur' }))).toBe(true);
    expect(canDeleteQuestion(undefined, asked(pupil))).toBe(false);
  });

  it('lets the author or a moderator take an attachment out, never the last of a question without text', () => {
    expect(canRemoveAttachment(pupil, asked(pupil))).toBe(true);
    expect(canRemoveAttachment(tutor, asked(tutor))).toBe(true);
    expect(canRemoveAttachment(tutor, asked(otherPupil))).toBe(true);
    expect(canRemoveAttachment(pendingTutor, asked(pupil))).toBe(false);
    expect(canRemoveAttachment(parent, asked(pupil))).toBe(false);
    expect(canRemoveAttachment(pupil, asked(pupil, { question: ' ', attachments: [PDF] }))).toBe(false);
    expect(canRemoveAttachment(pupil, asked(pupil, { question: '', attachments: [PDF, PDF] }))).toBe(true);
  });

  it('lets a reply’s author or a responsable delete it; an anonymous reply only a responsable', () => {
    expect(canDeleteReply(pupil, { userId: pupil.id })).toBe(true);
    expect(canDeleteReply(tutor, { userId: pupil.id })).toBe(false);
    expect(canDeleteReply(responsable, { userId: pupil.id })).toBe(true);
    expect(canDeleteReply(pupil, { userId: null })).toBe(false);
    expect(canDeleteReply(responsable, { userId: null })).toBe(true);
  });

  it('lets the recipient delete a private message; a responsable resolves its report instead', () => {
    expect(canDeleteMessage(tutor, { to: tutor.id })).toBe(true);
    expect(canDeleteMessage(pupil, { to: tutor.id })).toBe(false);
    expect(canDeleteMessage(responsable, { to: tutor.id })).toBe(false);
  });

  it('keeps suspended members from posting, visitors from reporting, anyone from reporting themselves', () => {
    expect(canPost(pupil)).toBe(true);
    expect(canPost({ ...pupil, suspendu: true })).toBe(false);
    expect(canPost(null)).toBe(false);
    expect(canReport(pupil, tutor.id)).toBe(true);
    expect(canReport(pupil, null)).toBe(true);
    expect(canReport(pupil, pupil.id)).toBe(false);
    expect(canReport(null, tutor.id)).toBe(false);
  });
});
