import { describe, expect, it } from 'vitest';
import { tutorsBySubject, tutorsOf } from '@/content/tutors';
import { SUBJECT_KEYS } from '@/domain/subjects';
import { tabOf, TAB_KEYS } from './subject-tabs';
import { allTutors, contactLinks, findTutor, fold, searchTutors, tutorsInTab } from './tutors';

const names = (list: readonly { name: string }[]) => list.map((tutor) => tutor.name);

describe('tutors by tab', () => {
  it('lists every tutor under « Tous », in the order of the subject groups', () => {
    expect(tutorsInTab('all')).toHaveLength(SUBJECT_KEYS.reduce((sum, key) => sum + tutorsOf(key).length, 0));
    expect(tutorsInTab('all')[0]?.subjectKey).toBe('mathematique');
  });

  it('lists under each other tab exactly the tutors of its data group', () => {
    expect(names(tutorsInTab('math'))).toEqual(names(tutorsBySubject.mathematique));
    expect(names(tutorsInTab('ih'))).toEqual(names(tutorsBySubject.ih));
    expect(names(tutorsInTab('gk'))).toEqual(names(tutorsBySubject.gk));
    for (const tab of TAB_KEYS) {
      const expected = tabOf(tab).subjects.flatMap((key) => names(tutorsOf(key)));
      expect(names(tutorsInTab(tab)), tab).toEqual(expected);
    }
  });

  it('shows a mecanique tutor under « Tous » only', () => {
    const mechanic = tutorsBySubject.mecanique[0]!;
    const tabsShowing = TAB_KEYS.filter((tab) =>
      tutorsInTab(tab).some((tutor) => tutor.profileId === String(mechanic.id)),
    );
    expect(tabsShowing).toEqual(['all']);
  });
});

describe('searching tutors', () => {
  it('ignores accents, case and apostrophes', () => {
    expect(fold('Électricité')).toBe('electricite');
    expect(fold('Industrie d’habillement')).toBe('industrie d habillement');
    expect(names(searchTutors(allTutors, 'francais'))).toEqual(names(tutorsBySubject.francais));
    expect(names(searchTutors(allTutors, 'FRANÇAIS'))).toEqual(names(tutorsBySubject.francais));
    expect(names(searchTutors(allTutors, "d'habillement"))).toEqual(names(tutorsBySubject.ih));
  });

  it('finds by name or subject, every word having to match', () => {
    expect(names(searchTutors(allTutors, 'tchamba'))).toEqual(['Emmanuel Tchamba']);
    expect(names(searchTutors(allTutors, 'onguene'))).toEqual(['Raoul Onguéné']);
    expect(names(searchTutors(allTutors, 'mecanique'))).toEqual(['Zacharie Mfou']);
    expect(names(searchTutors(allTutors, '  allemand   physique '))).toEqual(['Rodolphe Essama']);
    expect(searchTutors(allTutors, 'physique').length).toBeGreaterThan(tutorsBySubject.physique.length);
  });

  it('searches within the given list only, and returns it whole for an empty query', () => {
    expect(searchTutors(tutorsInTab('math'), 'francais')).toEqual([]);
    expect(searchTutors(tutorsInTab('math'), '   ')).toEqual(tutorsInTab('math'));
  });
});

describe('finding a tutor by the id in the address', () => {
  it('accepts a plain whole number that is an id', () => {
    expect(findTutor('12')?.name).toBe('Emmanuel Tchamba');
    expect(findTutor('39')?.subjectKey).toBe('mecanique');
  });

  it('finds nobody for an unknown id or anything that is not a plain number', () => {
    for (const id of ['2', '999', '0', '-1', 'abc', '12abc', '012', '1.0', '1e1', ' 12', '', undefined]) {
      expect(findTutor(id), String(id)).toBeUndefined();
    }
  });
});

describe('contact links', () => {
  it('dial the international number and open WhatsApp with a greeting', () => {
    const links = contactLinks('+237 600 90 11 12', 'Bonjour, Paul');
    expect(links.tel).toBe('tel:+237600901112');
    expect(links.whatsapp).toBe('https://wa.me/237600901112?text=Bonjour%2C%20Paul');
    expect(contactLinks('+237 600 90 11 12').whatsapp).toBe('https://wa.me/237600901112');
  });

  it('adds Cameroon’s code to a number typed the local way, nine digits', () => {
    expect(contactLinks('6 77 12 34 56').tel).toBe('tel:+237677123456');
    expect(contactLinks('677123456').whatsapp).toBe('https://wa.me/237677123456');
  });
});
