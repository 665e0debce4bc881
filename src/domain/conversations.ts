/**
 * Private messages are grouped in conversations, one per pair of members. Both adapters, the
 * rules (firestore.rules, `conversationId`) and the screens compute a conversation's id the same
 * way: the two user ids in code-unit order, joined by « _ » (user ids never hold one).
 */

export const CONVERSATION_SEPARATOR = '_';

/** The id of the conversation between two different members; null for a member and themselves. */
export function conversationId(a: string, b: string): string | null {
  if (!a || !b || a === b) return null;
  return a < b ? `${a}${CONVERSATION_SEPARATOR}${b}` : `${b}${CONVERSATION_SEPARATOR}${a}`;
}

/** The two members of a conversation, in the order of its id. */
export function conversationMembers(id: string): [string, string] | null {
  const parts = id.split(CONVERSATION_SEPARATOR);
  if (parts.length !== 2 || !parts[0] || !parts[1] || parts[0] >= parts[1]) return null;
  return [parts[0], parts[1]];
}

/** The member `me` talks to in conversation `id`; null when `me` is not one of its members. */
export function correspondentOf(id: string, me: string): string | null {
  const members = conversationMembers(id);
  if (!members || !members.includes(me)) return null;
  return members[0] === me ? members[1] : members[0];
}

/** How many unread messages the navigation bar and the tab's title show: « 99+ » past 99. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** « 2 messages non lus », as the account button and the menu button say it. */
export function unreadPhrase(count: number): string {
  return count === 1 ? '1 message non lu' : `${unreadLabel(count)} messages non lus`;
}

/** The tab's title with the unread count in front, as messaging sites do: « (2) Tableau de bord · … ». */
export function titleWithUnread(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\+?\) /, '');
  return count > 0 ? `(${unreadLabel(count)}) ${bare}` : bare;
}
