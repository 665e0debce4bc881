/** Where Firestore keeps parents and children (issue 33): read by the family's store and by the messages' one. */
export const LINK_CODES = 'codesLiaison';
export const LINKS = 'liens';
export const FAMILIES = 'familles';
