import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Role = 'eleve' | 'encadreur' | 'parent';

export interface Member {
  role: Role;
  prenom: string;
  nom: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A member with an e-mail address no other test uses. */
export function newMember(role: Role, prenom: string, nom: string): Member {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return { role, prenom, nom, email: `${prenom.toLowerCase()}.${unique}@example.cm`, password: `Motdepasse-${sequence}` };
}

const REGISTRATION_PATH: Record<Role, string> = {
  eleve: '/InscriptEleve',
  encadreur: '/InscriptEncadreur',
  parent: '/InscriptParent',
};

/** Opens the registration form of the member's role and fills it. */
export async function fillRegistration(page: Page, member: Member): Promise<void> {
  await page.goto(REGISTRATION_PATH[member.role]);
  await page.getByLabel(/^Nom/).fill(member.nom);
  await page.getByLabel(/^Prénom/).fill(member.prenom);
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/^Mot de passe/).fill(member.password);
  await page.getByLabel(/^Téléphone/).fill('6 77 00 00 00');
  if (member.role === 'eleve') {
    await page.getByLabel(/^Classe/).selectOption('3e');
    await page.getByLabel(/^Examen préparé/).selectOption('BEPC');
  }
  if (member.role === 'encadreur') {
    await page.getByLabel(/^Classe/).fill('4e et 3e');
    await page.getByLabel(/^Matière enseignée/).fill('Mathématiques');
  }
  if (member.role !== 'eleve') await page.getByLabel(/^Profession/).fill('Enseignant');
  await page.getByLabel(/^Quartier/).fill('Mvog-Ada');
}

/** Fills and sends the registration form; ends on the login page. */
export async function signUp(page: Page, member: Member): Promise<void> {
  await fillRegistration(page, member);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/Login$/);
}

export async function logIn(page: Page, member: Pick<Member, 'email' | 'password'>): Promise<void> {
  await page.goto('/Login');
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/^Mot de passe/).fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navigation principale' });
}

/** What axe finds wrong on the page as it stands, one line per rule with the elements concerned. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

/** A new member of this role, signed up and logged in in this tab (ends on the home page). */
export async function member(page: Page, role: Role, prenom: string, nom: string): Promise<Member> {
  const someone = newMember(role, prenom, nom);
  await signUp(page, someone);
  await logIn(page, someone);
  await expect(page).toHaveURL(/\/$/);
  return someone;
}

/** Opens a forum and publishes a question as the member signed in in this tab. */
export async function askQuestion(page: Page, forum: string, text: string): Promise<void> {
  await page.goto(forum);
  await page.getByLabel('Votre question').fill(text);
  await page.getByRole('button', { name: 'Publier la question' }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
}
