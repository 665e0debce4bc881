import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Role = 'eleve' | 'encadreur' | 'parent';

export interface Member {
  role: Role;
  prenom: string;
  nom: string;
  email: string;
  password: string;
  /** A pupil's birth date, 'YYYY-MM-DD' (issue 33): sixteen unless said, so the account waits for nobody. */
  naissance?: string;
}

/** A birth date `years` years before today, a month off any birthday. */
export function bornYearsAgo(years: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 30))
    .toISOString()
    .slice(0, 10);
}

let sequence = 0;

/** A member with an e-mail address no other test uses. */
export function newMember(role: Role, prenom: string, nom: string): Member {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return {
    role,
    prenom,
    nom,
    email: `${prenom.toLowerCase()}.${unique}@example.cm`,
    password: `Motdepasse-${sequence}`,
  };
}

/** Where signing in lands a member with no page to go back to: their dashboard (issue 35). */
export const DASHBOARD_URL = /\/Tableau(Eleve|Encadreur|Parent)$/;

const REGISTRATION_PATH: Record<Role, string> = {
  eleve: '/InscriptEleve',
  encadreur: '/InscriptEncadreur',
  parent: '/InscriptParent',
};

/**
 * Opens the registration form of the member's role and fills it, a pupil's birth date included,
 * and ticks what the member accepts (issue 33): the privacy page, and a tutor's charter.
 */
export async function fillRegistration(page: Page, member: Member): Promise<void> {
  await page.goto(REGISTRATION_PATH[member.role]);
  await page.getByLabel(/^Nom/).fill(member.nom);
  await page.getByLabel(/^Prénom/).fill(member.prenom);
  if (member.role === 'eleve') await page.getByLabel(/^Date de naissance/).fill(member.naissance ?? bornYearsAgo(16));
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/^Mot de passe/).fill(member.password);
  await page.getByLabel(/^Téléphone/).fill('6 77 00 00 00');
  if (member.role === 'eleve') {
    await page.getByLabel(/^Classe/).selectOption('3e');
    await page.getByLabel(/^Examen préparé/).selectOption('BEPC');
  }
  if (member.role === 'encadreur') {
    await page.getByLabel(/^Classe/).fill('4e et 3e');
    await page.getByLabel(/^Matière enseignée/).selectOption('Mathématiques');
  }
  if (member.role !== 'eleve') await page.getByLabel(/^Profession/).fill('Enseignant');
  await page.getByLabel(/^Quartier/).fill('Mvog-Ada');
  await page.getByRole('checkbox', { name: /^J’ai lu la page Protection des données/ }).check();
  if (member.role === 'encadreur') {
    await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte la Charte de l’encadreur/ }).check();
  }
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

/**
 * What axe finds wrong on the page as it stands, one line per rule with the elements concerned.
 * Colour transitions end first (a tab just chosen fades to its colours in 150 ms): axe would
 * otherwise measure the contrast of a colour halfway, which no reader sees for long.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

/**
 * Follows, from the local mailbox (/BoiteLocale), the link of the newest e-mail sent to `email`
 * whose subject is `subject`; ends on the link's page (/MotDePasse?mode=…).
 */
export async function openMailboxLink(page: Page, email: string, subject: string): Promise<void> {
  await page.goto('/BoiteLocale');
  const sent = page
    .getByRole('list', { name: /^E-mails/ })
    .getByRole('article')
    .filter({ hasText: `À : ${email.toLowerCase()}` })
    .filter({ has: page.getByRole('heading', { name: subject, exact: true }) });
  await sent
    .first()
    .getByRole('link', { name: /^Ouvrir le lien/ })
    .click();
  await expect(page).toHaveURL(/\/MotDePasse\?mode=/);
}

/**
 * Confirms the member's address as they would: the verification e-mail's link, from the local
 * mailbox. An unconfirmed member writes no private message and is not listed as a tutor.
 */
export async function verifyEmail(page: Page, member: Pick<Member, 'email'>): Promise<void> {
  await openMailboxLink(page, member.email, 'Confirmez votre adresse e-mail');
  await expect(page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée.' })).toBeVisible();
}

/**
 * A new member of this role, signed up, their address confirmed through /BoiteLocale (unless
 * `verified` is false), and logged in in this tab (ends on the home page). A pupil is sixteen
 * unless `naissance` says otherwise (under fifteen, the account waits for a parent: issue 33).
 */
export async function member(
  page: Page,
  role: Role,
  prenom: string,
  nom: string,
  { verified = true, naissance }: { verified?: boolean; naissance?: string } = {},
): Promise<Member> {
  const someone = { ...newMember(role, prenom, nom), naissance };
  await signUp(page, someone);
  if (verified) await verifyEmail(page, someone);
  await logIn(page, someone);
  await expect(page).toHaveURL(DASHBOARD_URL);
  return someone;
}

/**
 * Opens a forum and publishes a question as the member signed in in this tab; in the tutor–pupil
 * forum, with its subject (Mathématiques unless said).
 */
export async function askQuestion(page: Page, forum: string, text: string, matiere = 'Mathématiques'): Promise<void> {
  await page.goto(forum);
  await page.getByLabel('Votre question').fill(text);
  const subject = page.getByLabel(/^Matière de la question/);
  if (await subject.count()) await subject.selectOption(matiere);
  await page.getByRole('button', { name: 'Publier la question' }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
}

/**
 * Local mode's demonstration: the member signed in in this tab becomes responsable (the hosted
 * site has no such button: the association runs its command). Ends on the local-mode page.
 */
export async function becomeResponsable(page: Page): Promise<void> {
  await page.goto('/ModeLocal');
  await page.getByRole('button', { name: 'Devenir responsable (mode local)' }).click();
  await expect(page.getByRole('link', { name: 'Ouvrir l’espace responsable' })).toBeVisible();
}

/** From the Espace responsable of this tab (a responsable's), approves the tutor named so. */
export async function approveTutor(page: Page, name: string): Promise<void> {
  await page.goto('/Responsable');
  await page.getByRole('button', { name: `Approuver ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Encadreur approuvé' })).toBeVisible();
}

/** Local mode's demonstration, undone: the member of this tab is no longer responsable. */
export async function leaveResponsable(page: Page): Promise<void> {
  await page.goto('/ModeLocal');
  await page.getByRole('button', { name: 'Ne plus être responsable' }).click();
  await expect(page.getByRole('button', { name: 'Devenir responsable (mode local)' })).toBeVisible();
}

/**
 * The member of `page` approves the tutor named so, as a responsable for the time of it (local
 * mode's demonstration), and is an ordinary member again afterwards.
 */
export async function approveAsResponsable(page: Page, name: string): Promise<void> {
  await becomeResponsable(page);
  await approveTutor(page, name);
  await leaveResponsable(page);
}

/** A tutor signed up in `tutorPage`, approved by a responsable in `responsablePage` (who stays responsable). */
export async function approvedTutor(
  tutorPage: Page,
  responsablePage: Page,
  prenom: string,
  nom: string,
): Promise<Member> {
  const tutor = await member(tutorPage, 'encadreur', prenom, nom);
  await approveTutor(responsablePage, `${prenom} ${nom}`);
  return tutor;
}

/**
 * The parent of `parentPage` and the pupil of `childPage` linked as they do it on their dashboards
 * (issue 33): the parent types the child's code, the child confirms. A linked parent may write
 * first to their child, and reads what concerns them in « Mes enfants ».
 */
export async function linkFamily(parentPage: Page, childPage: Page, parentName: string): Promise<void> {
  await childPage.goto('/TableauEleve');
  const code = childPage
    .getByRole('region', { name: 'Mes parents sur le site' })
    .getByText(/^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4}$/);
  await expect(code).toBeVisible();
  await parentPage.goto('/TableauParent');
  const family = parentPage.getByRole('region', { name: 'Mes enfants sur le site' });
  await family.getByLabel('Code de liaison de votre enfant').fill((await code.textContent())!);
  await family.getByRole('button', { name: 'Vérifier le code' }).click();
  await family.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(family.getByText(/Demande envoyée/)).toBeVisible();
  await childPage.reload();
  await childPage.getByRole('button', { name: `Confirmer la liaison avec ${parentName}` }).click();
  await expect(childPage.getByText(/Votre parent\s: il voit vos séances/)).toBeVisible();
}

const DAY_MS = 86_400_000;

/** A day `days` from now, as a date field writes it, in Yaoundé (UTC+1). */
export function dayIn(days: number): string {
  return new Date(Date.now() + days * DAY_MS + 3_600_000).toISOString().slice(0, 10);
}

/** « samedi 5 décembre 2026 », as the site says a day. */
export function frenchDay(date: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Douala',
  }).format(new Date(`${date}T08:00:00Z`));
}
