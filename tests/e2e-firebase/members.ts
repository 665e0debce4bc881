import { expect, test, type Browser, type Page } from '@playwright/test';
import { DASHBOARD_URL, logIn, mainNav, newMember, signUp, type Member, type Role } from '../e2e/helpers';
import { appointResponsable, oobCode, SKIP_VARIABLE } from './site';

/** Every Firebase journey skips, saying why, when the global setup found no emulator (never under CI=1). */
export function skipWithoutEmulators(): void {
  test.skip(!!process.env[SKIP_VARIABLE], process.env[SKIP_VARIABLE]);
}

/**
 * A surname no other journey of this run uses (the emulators are shared by the journeys running
 * side by side, and a retried one signs up again): « Ngono-Qzkw ». Letters only, as names must be.
 */
export function uniqueName(nom: string): string {
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${nom}-${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

/** A page in a browser context of its own: another person's phone (Firebase keeps one session per browser). */
export async function ownBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Follows the link of the verification e-mail the Auth emulator kept for `email`, as the member would. */
export async function confirmAddress(page: Page, email: string): Promise<void> {
  await page.goto(`/MotDePasse?mode=verifyEmail&oobCode=${await oobCode(email, 'VERIFY_EMAIL')}`);
  await expect(page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée.' })).toBeVisible();
}

/**
 * A new member of this role (a surname of this run), signed up, address confirmed, signed in. A
 * pupil is sixteen unless `naissance` says otherwise (under fifteen, the account waits: issue 33).
 */
export async function firebaseMember(
  page: Page,
  role: Role,
  prenom: string,
  nom: string,
  { naissance }: { naissance?: string } = {},
): Promise<Member> {
  const someone = { ...newMember(role, prenom, uniqueName(nom)), naissance };
  await signUp(page, someone);
  await confirmAddress(page, someone.email);
  await logIn(page, someone);
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(mainNav(page).getByRole('button', { name: /^Mon Compte/ })).toBeVisible();
  return someone;
}

export async function signOut(page: Page): Promise<void> {
  await mainNav(page)
    .getByRole('button', { name: /^Mon Compte/ })
    .click();
  await mainNav(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Connection' })).toBeVisible();
}

/** A member the association appointed responsable (the claim of `npm run responsable`), signed in again to hold it. */
export async function firebaseResponsable(page: Page, prenom: string, nom: string): Promise<Member> {
  const someone = await firebaseMember(page, 'parent', prenom, nom);
  await appointResponsable(someone.email);
  await signOut(page);
  await logIn(page, someone);
  await expect(page).toHaveURL(DASHBOARD_URL);
  return someone;
}

export const fullNameOf = (member: Member) => `${member.prenom} ${member.nom}`;

/** The signed-in pupil on `page` asks `text` in the forum open there (a mathematics question). */
export async function askQuestion(page: Page, text: string): Promise<void> {
  await page.getByLabel('Votre question').fill(text);
  await page.getByLabel(/^Matière de la question/).selectOption('Mathématiques');
  await page.getByRole('button', { name: 'Publier la question' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre question a été ajoutée avec succès !' }),
  ).toBeVisible();
}
