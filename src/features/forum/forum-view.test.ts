import { describe, expect, it } from 'vitest';
import { isFiltered, queryOf, readView, viewParams } from './forum-view';

const view = (search: string) => readView(new URLSearchParams(search));

describe('a forum view in the address', () => {
  it('reads the subject and the view, ignoring unknown values and an older link’s class (issue 33)', () => {
    expect(view('matiere=mathematique&classe=3e&vue=sans-reponse')).toEqual({
      matiere: 'mathematique',
      vue: 'sans-reponse',
      q: '',
    });
    expect(view('matiere=astrologie&classe=CM9&vue=secret')).toEqual({
      matiere: null,
      vue: 'toutes',
      q: '',
    });
  });

  it('writes back only what differs from the whole forum, a search alone', () => {
    expect(viewParams(view('matiere=biologie&vue=toutes')).toString()).toBe('matiere=biologie');
    // A pupil's question holds no class any more: an older link's class filters nothing.
    expect(viewParams(view('classe=Terminale&vue=sans-reponse')).toString()).toBe('vue=sans-reponse');
    expect(viewParams(view('q=+équation+&matiere=biologie')).toString()).toBe('q=%C3%A9quation');
    expect(isFiltered(view(''))).toBe(false);
    expect(isFiltered(view('vue=mes-questions'))).toBe(true);
  });

  it('asks the backend for the subject’s name, the member’s questions, or the search’s longest word', () => {
    expect(queryOf(view('matiere=physique&vue=mes-questions'), 'uid-awa').filter).toEqual({
      matiere: 'Physique-Chimie',
      unanswered: false,
      followedBy: 'uid-awa',
    });
    expect(queryOf(view('vue=sans-reponse'), null).filter.unanswered).toBe(true);
    const { filter, search } = queryOf(view('q=équations du second degré'), null);
    expect(filter).toEqual({ word: 'equation' });
    expect(search?.all).toEqual(['equation', 'second', 'degre']);
  });
});
