import { showSampleTutors } from '@/config';
import { tutorsOf } from '@/content/tutors';
import type { PublicTutor } from '@/domain/entities';
import { SUBJECT_KEYS, subjectKeyOf, type SubjectKey } from '@/domain/subjects';
import { fullName } from '@/domain/text';
import { tabOf, type TabKey } from './subject-tabs';

/**
 * One tutor of the directory: one of the commission's own list (src/content/tutors.ts), or an
 * account a responsable approved. Both read alike; only an account can receive a private message.
 */
export interface ListedTutor {
  /** The profile's address: /Profile/{profileId} (a number for the commission's, a uid for an account). */
  profileId: string;
  name: string;
  /** As the tutor words it, e.g. « Anglais/Philosophie ». */
  subject: string;
  /** The classes taught. */
  description: string;
  occupation?: string;
  fonction?: string;
  /** '' when the tutor did not publish it. */
  phone: string;
  /** The tab group; null for an account whose subject is not in the list (« Tous » only). */
  subjectKey: SubjectKey | null;
  /** The account's uid; null for the commission's own tutors. */
  accountUid: string | null;
}

/**
 * The commission's own tutors, in the order of the subject groups; none when the deployment hides
 * the sample list (VITE_ANNUAIRE_EXEMPLES=non, see config.ts).
 */
export const allTutors: readonly ListedTutor[] = showSampleTutors
  ? SUBJECT_KEYS.flatMap((subjectKey) =>
      tutorsOf(subjectKey).map(({ id, ...tutor }) => ({
        ...tutor,
        profileId: String(id),
        subjectKey,
        accountUid: null,
      })),
    )
  : [];

/** An approved tutor account as the directory lists it. */
export function listedAccount(account: PublicTutor): ListedTutor {
  return {
    profileId: account.uid,
    name: fullName(account),
    subject: account.matiere,
    description: account.classe,
    occupation: account.profession || undefined,
    phone: account.telephone,
    subjectKey: subjectKeyOf(account.matiere),
    accountUid: account.uid,
  };
}

/**
 * The whole directory: by subject group, the commission's tutors then the accounts of that subject
 * (alphabetically, as the backend gives them); accounts of another subject last.
 */
export function withAccounts(accounts: readonly PublicTutor[]): readonly ListedTutor[] {
  if (accounts.length === 0) return allTutors;
  const listed = accounts.map(listedAccount);
  return [
    ...SUBJECT_KEYS.flatMap((key) => [
      ...allTutors.filter((tutor) => tutor.subjectKey === key),
      ...listed.filter((tutor) => tutor.subjectKey === key),
    ]),
    ...listed.filter((tutor) => tutor.subjectKey === null),
  ];
}

export function tutorsInTab(tab: TabKey, tutors: readonly ListedTutor[] = allTutors): readonly ListedTutor[] {
  if (tab === 'all') return tutors;
  const subjects = tabOf(tab).subjects;
  return tutors.filter((tutor) => tutor.subjectKey !== null && subjects.includes(tutor.subjectKey));
}

/** Lower case, without accents: « Électricité » and « electricite » compare equal. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/giu, 'oe')
    .replace(/æ/giu, 'ae')
    .replace(/[’']/gu, ' ')
    .toLocaleLowerCase('fr');
}

/** The tutors whose name or subject contains every word of the query, accents and case aside. */
export function searchTutors<T extends Pick<ListedTutor, 'name' | 'subject'>>(
  tutors: readonly T[],
  query: string,
): readonly T[] {
  const words = fold(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return tutors;
  return tutors.filter((tutor) => {
    const haystack = fold(`${tutor.name} ${tutor.subject}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Whether a /Profile/{id} address names one of the commission's tutors (a plain whole number). */
export function isCommissionId(id: string | undefined): boolean {
  return !!id && /^[1-9]\d*$/u.test(id);
}

/** The tutor of a /Profile/{id} address: the commission's by number, else an approved account by uid. */
export function findTutor(id: string | undefined, accounts: readonly PublicTutor[] = []): ListedTutor | undefined {
  if (!id) return undefined;
  if (isCommissionId(id)) return allTutors.find((tutor) => tutor.profileId === String(Number(id)));
  const account = accounts.find((tutor) => tutor.uid === id);
  return account ? listedAccount(account) : undefined;
}

/**
 * « +237 600 41 27 01 » → the tel: and WhatsApp links (international number, digits only). A
 * number typed the Cameroonian way, nine digits (« 6 77 12 34 56 »), gets the country code 237.
 */
export function contactLinks(phone: string, greeting?: string) {
  const typed = phone.replace(/\D/gu, '');
  const digits = typed.length === 9 && !phone.trim().startsWith('+') ? `237${typed}` : typed;
  const text = greeting ? `?text=${encodeURIComponent(greeting)}` : '';
  return { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}${text}` };
}
