import type { Block } from './blog/blocks';

/**
 * A page of the site that members accept (issue 33): « Protection des données » and the « Charte
 * de l'encadreur ». Its text is written as the blog's articles are (blog/blocks.ts: paragraphs,
 * lists, **gras**, [liens](/contact)), with ordinary spaces and apostrophes.
 */
export interface TextPage {
  /**
   * The version members accept: the day the text was written, 'YYYY-MM-DD', shown on the page
   * (« Version du 28 novembre 2026 »). It is src/domain/consent.ts's, which firestore.rules repeat:
   * a change of what members agree to takes a new date there (and they are asked again).
   */
  version: string;
  /** The page's title (its h1 and the tab's title). */
  title: string;
  /** One sentence, for search engines and link previews. */
  description: string;
  /** Under the title. */
  intro: string;
  /** The parts of the text, each under its own title, in reading order. */
  sections: readonly TextSection[];
  /** After the parts, under no title of its own. */
  closing?: readonly Block[];
}

export interface TextSection {
  /** The part's anchor (/ProtectionDesDonnees#duree). */
  id: string;
  title: string;
  blocks: readonly Block[];
}
