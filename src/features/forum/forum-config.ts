import type { Role } from '@/domain/entities';
import { acceptsAttachments, asksSubject, FORUM_DEFINITIONS, forumPathOf, type ForumPageId } from '@/domain/forums';

/**
 * What differs between the two forums (spec §2): the page id their questions carry, the wording,
 * who they are for, and whether questions may carry PDF attachments. One <ForumPage> renders both.
 * The name, the address, the audience and the attachments come from src/domain/forums.ts; the
 * introduction and the example question are this page's own.
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
  /** Whether a question is asked with a subject, and the forum listed by subject and class. */
  subjects: boolean;
  /** The text area's placeholder: an example of a good question. */
  placeholder: string;
}

/** What only the forum's page says. */
const WORDING: { readonly [K in ForumPageId]: Pick<ForumConfig, 'intro' | 'placeholder'> } = {
  EncadreurEleve: {
    intro:
      'Posez vos questions de cours et d’exercices : les encadreurs et les autres élèves vous répondent. Vous pouvez joindre un sujet en PDF ou la photo de votre exercice.',
    placeholder: 'Par exemple : comment factoriser x² − 9 ? Je bloque à l’exercice 3 de la fiche.',
  },
  ParentEncadreur: {
    intro:
      'Parents et encadreurs échangent ici sur le suivi des enfants : progrès, difficultés, organisation des séances.',
    placeholder: 'Par exemple : comment aider mon enfant à réviser le soir sans y passer la nuit ?',
  },
};

function forum(pageId: ForumPageId): ForumConfig {
  const { title, audience } = FORUM_DEFINITIONS[pageId];
  return {
    pageId,
    path: forumPathOf(pageId),
    title,
    audience,
    attachments: acceptsAttachments(pageId),
    subjects: asksSubject(pageId),
    ...WORDING[pageId],
  };
}

export const FORUMS: { readonly [K in ForumPageId]: ForumConfig } = {
  EncadreurEleve: forum('EncadreurEleve'),
  ParentEncadreur: forum('ParentEncadreur'),
};
