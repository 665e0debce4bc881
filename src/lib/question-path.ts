import { isForumPageId } from '../domain/forums.js';
import { forumKeyOf, paths } from './paths.js';

/**
 * A question's own address (issue 25), in the forum it belongs to (the tutor–pupil forum for the
 * spec's default id). Apart from the table of pages, which every page downloads: only the forum's
 * screens link to a question.
 */
export function questionPath(pageId: string, id: string): string {
  return paths.question[forumKeyOf(isForumPageId(pageId) ? pageId : 'EncadreurEleve')](encodeURIComponent(id));
}
