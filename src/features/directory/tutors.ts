import { SUBJECT_KEYS, tutorsBySubject, type SubjectKey, type Tutor } from '@/content/tutors';
import { tabOf, type TabKey } from './subject-tabs';

/** A tutor with the data group it was listed under. */
export interface ListedTutor extends Tutor {
  subjectKey: SubjectKey;
}

/** Every tutor, in the order of the subject groups. */
export const allTutors: readonly ListedTutor[] = SUBJECT_KEYS.flatMap((subjectKey) =>
  tutorsBySubject[subjectKey].map((tutor) => ({ ...tutor, subjectKey })),
);

export function tutorsInTab(tab: TabKey): readonly ListedTutor[] {
  const subjects = tabOf(tab).subjects;
  return allTutors.filter((tutor) => subjects.includes(tutor.subjectKey));
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
export function searchTutors<T extends Tutor>(tutors: readonly T[], query: string): readonly T[] {
  const words = fold(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return tutors;
  return tutors.filter((tutor) => {
    const haystack = fold(`${tutor.name} ${tutor.subject}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The tutor of a /Profile/{id} address: only a plain whole number is an id. */
export function findTutor(id: string | undefined): ListedTutor | undefined {
  if (!id || !/^[1-9]\d*$/u.test(id)) return undefined;
  const wanted = Number(id);
  return allTutors.find((tutor) => tutor.id === wanted);
}

/** « +237 600 41 27 01 » → the tel: and WhatsApp links (international number, digits only). */
export function contactLinks(phone: string, greeting?: string) {
  const digits = phone.replace(/\D/gu, '');
  const text = greeting ? `?text=${encodeURIComponent(greeting)}` : '';
  return { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}${text}` };
}
