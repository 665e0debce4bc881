import { describe, expect, it } from 'vitest';
import { canDeleteMessage, canDeleteQuestion, canEditQuestion, canRemoveAttachment } from './permissions';

const pupil = { id: 'eleve-1', role: 'eleve' as const };
const otherPupil = { id: 'eleve-2', role: 'eleve' as const };
const tutor = { id: 'encadreur-1', role: 'encadreur' as const };
const parent = { id: 'parent-1', role: 'parent' as const };
const askedByPupil = { userId: 'eleve-1', role: 'eleve' as const };
const askedByParent = { userId: 'parent-1', role: 'parent' as const };

describe('forum permissions (spec §6)', () => {
  it('lets only the author edit', () => {
    expect(canEditQuestion(pupil, askedByPupil)).toBe(true);
    expect(canEditQuestion(tutor, askedByPupil)).toBe(false);
    expect(canEditQuestion(null, askedByPupil)).toBe(false);
  });

  it('lets the author delete, and a tutor delete a pupil’s question only', () => {
    expect(canDeleteQuestion(pupil, askedByPupil)).toBe(true);
    expect(canDeleteQuestion(tutor, askedByPupil)).toBe(true);
    expect(canDeleteQuestion(tutor, askedByParent)).toBe(false);
    expect(canDeleteQuestion(parent, askedByPupil)).toBe(false);
    expect(canDeleteQuestion(otherPupil, askedByPupil)).toBe(false);
    expect(canDeleteQuestion(undefined, askedByPupil)).toBe(false);
  });

  it('shows the attachment remove button to the author or any tutor', () => {
    expect(canRemoveAttachment(pupil, askedByPupil)).toBe(true);
    expect(canRemoveAttachment(tutor, askedByParent)).toBe(true);
    expect(canRemoveAttachment(parent, askedByPupil)).toBe(false);
  });

  it('lets only the recipient delete a private message', () => {
    expect(canDeleteMessage(tutor, { to: 'encadreur-1' })).toBe(true);
    expect(canDeleteMessage(pupil, { to: 'encadreur-1' })).toBe(false);
  });
});
