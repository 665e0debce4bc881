/** The shape Firebase Auth accepts for an address: something@domain.tld, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
