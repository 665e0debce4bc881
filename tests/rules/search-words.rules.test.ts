/**
 * firestore.rules, the words a question is found by (`mots`, issue 32): a search asks Firestore for
 * the questions holding one word (`array-contains`), so the rules accept only words of the
 * question's own text or subject (validWords), as searchWords (src/domain/search-words.ts) takes
 * them — at creation and at every edit of the text. Stuffing popular words, or anything that is not
 * one of its words, is refused.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, updateDoc, where, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '@/backend/firebase/questions';
import { QUESTION_MAX_LENGTH } from '@/domain/limits';
import { SEARCH_WORDS_MAX, searchWords, wordSearch } from '@/domain/search-words';
import { outgoingQuestion, questionEdit, storedQuestion } from './permission-table/scenario';
import { ask } from './posting';
import { emulator, useRulesEnvironment, type Member } from './rules-env';

/** Words many pupils search for: what a spammer would stuff into their question's `mots`. */
const POPULAR = ['pythagore', 'dissertation', 'probatoire', 'equation', 'fraction', 'bac', 'thales', 'derivee'];

describe.skipIf(!emulator)('firestore.rules — the words a question is found by', () => {
  const world = useRulesEnvironment();

  describe('a new question', () => {
    it.each([
      [
        'accents, capitals, an apostrophe, « œ », plurals and digits',
        'pupil',
        {
          question: 'Comment résoudre les Équations du 2nd degré ? L’œuvre de Thalès, 12 exercices, les travaux',
          matiere: 'Mathématiques',
        },
      ],
      ['a hyphenated subject', 'pupil', { question: 'Les forces et les vecteurs', matiere: 'Physique-Chimie' }],
      [
        'a subject with an apostrophe',
        'pupil',
        { question: 'Patrons et coutures', matiere: 'Industrie d’habillement' },
      ],
      ['no subject', 'parent', { pageId: 'ParentEncadreur', question: 'Quels horaires pour les cours du samedi ?' }],
      ['accents typed apart from their letter', 'pupil', { question: 'E\u0301quations du second degre\u0301' }],
      ['letters outside the table', 'pupil', { question: 'Łódź, ΣΟΦΙΑ : aire en cm² de 3x²' }],
    ] as const)('accepts exactly searchWords(text, subject): %s', async (_case, author: Member, input) => {
      const asked = outgoingQuestion(author, input);
      expect(asked.mots).toEqual(searchWords(asked.question, asked.matiere));
      await assertSucceeds(ask(world.db[author], asked));
    });

    it('stores « Équations », « œuvre », « Physique-Chimie » as words a search finds', async () => {
      const asked = outgoingQuestion('pupil', {
        question: 'Les Équations et l’œuvre de Thalès',
        matiere: 'Physique-Chimie',
      });
      expect(asked.mots).toEqual(['equation', 'oeuvre', 'thale', 'physique', 'chimie']);
      const ref = await assertSucceeds(ask(world.db.pupil, asked));
      for (const typed of ['équations', 'OEUVRE', 'chimie']) {
        const found = query(
          collection(world.db.signedOut, QUESTIONS),
          where('mots', 'array-contains', wordSearch(typed)!.word),
        );
        expect(
          (await getDocs(found)).docs.map((item) => item.id),
          typed,
        ).toEqual([ref.id]);
      }
    });

    it(`accepts a text of ${QUESTION_MAX_LENGTH} characters and its ${SEARCH_WORDS_MAX} words`, async () => {
      const words = Array.from({ length: 1000 }, (_, at) => `révisions${at}`).join(' ');
      const asked = outgoingQuestion('pupil', { question: words.slice(0, QUESTION_MAX_LENGTH) });
      expect(asked.question).toHaveLength(QUESTION_MAX_LENGTH);
      expect(asked.mots).toHaveLength(SEARCH_WORDS_MAX);
      await assertSucceeds(ask(world.db.pupil, asked));
    });

    it('refuses a word its text and subject do not hold: stuffed popular words, another subject’s', async () => {
      const asked = outgoingQuestion('pupil', { question: 'Comment simplifier une fraction ?', matiere: 'Biologie' });
      await assertFails(ask(world.db.pupil, { ...asked, mots: [...asked.mots, 'pythagore'] }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: POPULAR }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: ['fraction', 'mathematique'] }));
      // Not its words either: one with an s it does not have, part of one, two glued together.
      await assertFails(ask(world.db.pupil, { ...asked, mots: ['fractions'] }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: ['fract'] }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: ['unefraction'] }));
      await assertSucceeds(ask(world.db.pupil, asked));
    });

    it('refuses a list holding what is not a word: a number, a 200 KB string, a duplicate, a map', async () => {
      const asked = outgoingQuestion('pupil');
      await assertFails(ask(world.db.pupil, { ...asked, mots: [...asked.mots, 42] }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: [...asked.mots, null] }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: [...asked.mots, 'a'.repeat(200_000)] }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: [...asked.mots, asked.mots[0]] }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: [...asked.mots, { mot: 'pythagore' }] }));
      await assertSucceeds(ask(world.db.pupil, asked));
    });

    it('accepts fewer of its words, or none: only its own author’s question is harder to find', async () => {
      const asked = outgoingQuestion('pupil');
      await assertSucceeds(ask(world.db.pupil, { ...asked, mots: [...asked.mots].reverse().slice(1) }));
      await assertSucceeds(ask(world.db.pupil, { ...asked, mots: [] }));
    });
  });

  describe('an edit of the text', () => {
    const ref = (id: string) => doc(world.db.pupil, QUESTIONS, id);
    /** Awa's question on fractions (Mathématiques), and one written before subjects and words. */
    async function seed() {
      const legacy: DocumentData = storedQuestion('pupil', { question: 'Comment résoudre une équation ?' });
      delete legacy.mots;
      delete legacy.matiere;
      await world.seed({
        'questions/awa': storedQuestion('pupil', { question: 'Comment simplifier une fraction ?' }),
        'questions/ancienne': legacy,
      });
    }

    it('accepts the words of the new text and of the stored subject', async () => {
      await seed();
      const edit = questionEdit('Et les Équations de l’œuvre de Thalès, exercices 2 et 3 ?');
      expect(edit.mots).toEqual(['equation', 'oeuvre', 'thale', 'exercice', 'mathematique']);
      await assertSucceeds(updateDoc(ref('awa'), edit));
      expect((await getDoc(ref('awa'))).data()?.mots).toEqual(edit.mots);
      // A question without a subject: the words of its text alone.
      await assertSucceeds(updateDoc(ref('ancienne'), questionEdit('Et une inéquation ?', null)));
    });

    it('refuses the former text’s words, a stuffed word, or a word of a subject it does not have', async () => {
      await seed();
      const edit = questionEdit('Et une racine carrée ?');
      // The text alone: its words would still be the former text's (« simplifier », « fraction »).
      await assertFails(updateDoc(ref('awa'), { question: edit.question }));
      await assertFails(updateDoc(ref('awa'), { ...edit, mots: [...edit.mots, 'fraction'] }));
      await assertFails(updateDoc(ref('awa'), { ...edit, mots: [...edit.mots, ...POPULAR] }));
      // The words alone, stuffed, the text left as it was.
      await assertFails(
        updateDoc(ref('awa'), { mots: [...searchWords('Comment simplifier une fraction ?'), 'pythagore'] }),
      );
      await assertFails(updateDoc(ref('ancienne'), questionEdit('Et une inéquation ?', 'Mathématiques')));
      await assertSucceeds(updateDoc(ref('awa'), edit));
    });

    it('refuses a list holding what is not a word: a number, a 200 KB string, a duplicate', async () => {
      await seed();
      const edit = questionEdit('Et une racine carrée ?');
      await assertFails(updateDoc(ref('awa'), { ...edit, mots: [...edit.mots, 42] }));
      await assertFails(updateDoc(ref('awa'), { ...edit, mots: [...edit.mots, 'a'.repeat(200_000)] }));
      await assertFails(updateDoc(ref('awa'), { ...edit, mots: [...edit.mots, edit.mots[0]] }));
      await assertFails(updateDoc(ref('awa'), { ...edit, mots: 'racine' }));
      await assertSucceeds(updateDoc(ref('awa'), edit));
    });
  });
});
