import { expect, test, type Page } from '@playwright/test';
import { logIn, newMember, signUp, type Member, type Role } from '../e2e/helpers';
import { oobCode, SKIP_VARIABLE } from './site';

/** Every Firebase journey skips, saying why, when the global setup found no emulator (never under CI=1). */
export function skipWithoutEmulators(): void {
  test.skip(!!process.env[SKIP_VARIABLE], process.env[SKIP_VARIABLE]);
}

/** Follows the link of the verification e-mail the Auth emulator kept for `email`, as the member would. */
export async function confirmAddress(page: Page, email: string): Promise<void> {
  await page.goto(`/MotDePasse?mode=verifyEmail&oobCode=${await oobCode(email, 'VERIFY_EMAIL')}`);
  await expect(page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée.' })).toBeVisible();
}

/** A new member of this role, signed up, their address confirmed (unless `verified` is false), signed in. */
export async function firebaseMember(page: Page, role: Role, prenom: string, nom: string, { verified = true } = {}): Promise<Member> {
  const someone = newMember(role, prenom, nom);
  await signUp(page, someone);
  if (verified) await confirmAddress(page, someone.email);
  await logIn(page, someone);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Mon Compte/ })).toBeVisible();
  return someone;
}
