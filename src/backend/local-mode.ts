/*
 * What the local backend offers besides the port, for its demonstration in one browser: nothing of
 * it exists on the hosted site (backend/types.ts names them as optional parts of a Backend).
 */
import type { BackendError } from '@/domain/errors';
import type { Unsubscribe } from './types';

/** Local mode only: a demonstration in one browser, where the association cannot run its command. */
export interface DemoService {
  /** « Devenir responsable (mode local) »: the signed-in member gains or loses the responsable role. */
  setResponsable(responsable: boolean): Promise<void>;
}

/** An e-mail the site would have sent, kept in the local mailbox (local mode cannot send any). */
export interface LocalEmail {
  id: string;
  /** The recipient's address. */
  to: string;
  subject: string;
  /** The message in French, plain text. */
  body: string;
  /** The link the message carries: a path of this site (/MotDePasse?mode=…&oobCode=…). */
  link: string;
  date: Date;
}

/**
 * Local mode only: the mailbox of /BoiteLocale, as the Auth emulator shows developers the e-mails it
 * would send, so that every journey that goes through an e-mail stays whole in one browser.
 */
export interface MailboxService {
  /** Every e-mail of this browser, newest first, live. */
  subscribe(onChange: (emails: LocalEmail[]) => void, onError?: (error: BackendError) => void): Unsubscribe;
}
