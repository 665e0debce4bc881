import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@/domain/entities';
import { memberProfile } from '@tests/setup/people';
import { refusalCode as refusal } from '@tests/setup/refusal-code';
import { requireConfirmedEmail, requirePoster, requirePower, requireUser, type Acting } from './acting';

function acting(viewer: UserProfile | null, confirmed = true): Acting {
  return { viewer: async () => viewer, emailConfirmed: async () => confirmed };
}

describe('who acts', () => {
  const member = memberProfile('eleve', 'uid-awa');

  it('asks a visitor to sign in before anything a member does', async () => {
    expect(await refusal(requireUser(acting(null)))).toBe('auth/requires-login');
    expect(await refusal(requirePoster(acting(null)))).toBe('auth/requires-login');
    expect(await refusal(requirePower(acting(null), 'member.suspend'))).toBe('auth/requires-login');
  });

  it('lets a suspended member act as a member, but not post', async () => {
    const suspended = { ...member, suspendu: true };
    await expect(requireUser(acting(suspended))).resolves.toEqual(suspended);
    expect(await refusal(requirePoster(acting(suspended)))).toBe('account/suspended');
  });

  it('gives governance to a responsable only', async () => {
    expect(await refusal(requirePower(acting(member), 'member.suspend'))).toBe('permission-denied');
    // Not even an approved tutor: governance is the association's responsables'.
    const tutor = { ...memberProfile('encadreur', 'uid-paul'), statut: 'approuve' as const };
    expect(await refusal(requirePower(acting(tutor), 'tutor.vet'))).toBe('permission-denied');
    const responsable = { ...member, responsable: true };
    await expect(requirePower(acting(responsable), 'report.archive')).resolves.toEqual(responsable);
  });

  it('refuses private messages until the address is confirmed', async () => {
    expect(await refusal(requireConfirmedEmail(acting(member, false), member))).toBe('account/unverified-email');
    expect(await refusal(requireConfirmedEmail(acting(member, true), member))).toBeNull();
  });
});
