import type { ForumFilter } from '@/domain/forum-filter';
import { wordSearch, type WordSearch } from '@/domain/search-words';
import { SUBJECTS, type SubjectKey } from '@/domain/subjects';

/**
 * What a forum's list shows, as its address says it (issue 25), so that a filtered view can be
 * sent to a friend: /EncadreurEleve?matiere=mathematique&vue=sans-reponse, or
 * /EncadreurEleve?q=équation for a search. Unknown values are ignored, and so is `classe`, which
 * older links carry: a pupil's question holds no class any more (issue 33, minors are not public),
 * so there is none to filter on.
 */
export const VIEWS = {
  toutes: 'Toutes les questions',
  'sans-reponse': 'Sans réponse',
  'mes-questions': 'Mes questions',
} as const;
export type ViewName = keyof typeof VIEWS;

export interface ForumView {
  /** A subject's key (domain/subjects.ts). */
  matiere: SubjectKey | null;
  vue: ViewName;
  /** The search box's words, as typed. */
  q: string;
}

export const ALL: ForumView = { matiere: null, vue: 'toutes', q: '' };

const isView = (value: string | null): value is ViewName => value !== null && value in VIEWS;

export function readView(params: URLSearchParams): ForumView {
  const matiere = params.get('matiere');
  const vue = params.get('vue');
  return {
    matiere: SUBJECTS.find((subject) => subject.key === matiere)?.key ?? null,
    vue: isView(vue) ? vue : 'toutes',
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The address's search part for a view: only what differs from the whole forum. */
export function viewParams(view: ForumView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) {
    params.set('q', view.q.trim());
    return params;
  }
  if (view.matiere) params.set('matiere', view.matiere);
  if (view.vue !== 'toutes') params.set('vue', view.vue);
  return params;
}

export function isFiltered(view: ForumView): boolean {
  return viewParams(view).size > 0;
}

/** What the backend is asked for a view, and the words every result must hold (a search). */
export function queryOf(view: ForumView, viewerId: string | null): { filter: ForumFilter; search: WordSearch | null } {
  const search = wordSearch(view.q);
  if (search) return { filter: { word: search.word }, search };
  return {
    filter: {
      matiere: SUBJECTS.find((subject) => subject.key === view.matiere)?.label ?? null,
      unanswered: view.vue === 'sans-reponse',
      followedBy: view.vue === 'mes-questions' ? viewerId : null,
    },
    search: null,
  };
}
