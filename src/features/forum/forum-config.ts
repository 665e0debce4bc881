import type { Role } from '@/backend/types';
import type { ForumPageId } from '@/domain/forums';
import { paths } from '@/lib/paths';

/**
 * What differs between the two forums (spec §2): the page id their questions carry, the wording,
 * who they are for, and whether questions may carry PDF attachments. One <ForumPage> renders both.
 */
export interface ForumConfig {
  /** The canonical last segment of the forum's path, whatever letter case the visitor typed. */
  pageId: ForumPageId;
  /** The forum's address as the spec spells it. */
  path: string;
  title: string;
  /** One sentence under the title. */
  intro: string;
  /** The roles the forum is meant for (shown, never enforced: routes are not gated by role). */
  audience: readonly Role[];
  attachments: boolean;
  /** The text area's placeholder: an example of a good question. */
  placeholder: string;
}

export const FORUMS = {
  EncadreurEleve: {
    pageId: 'EncadreurEleve',
    path: paths.forum.encadreurEleve,
    title: 'Forum encadreurs et élèves',
    intro:
      'Posez vos questions de cours et d’exercices : les encadreurs et les autres élèves vous répondent. Vous pouvez joindre un sujet en PDF.',
    audience: ['eleve', 'encadreur'],
    attachments: true,
    placeholder: 'Par exemple : comment factoriser x² − 9 ? Je bloque à l’exercice 3 de la fiche.',
  },
  ParentEncadreur: {
    pageId: 'ParentEncadreur',
    path: paths.forum.parentEncadreur,
    title: 'Forum parents et encadreurs',
    intro:
      'Parents et encadreurs échangent ici sur le suivi des enfants : progrès, difficultés, organisation des séances.',
    audience: ['parent', 'encadreur'],
    attachments: false,
    placeholder: 'Par exemple : comment aider mon enfant à réviser le soir sans y passer la nuit ?',
  },
} as const satisfies Record<ForumPageId, ForumConfig>;
