import { EMAIL_CODE_LIFETIME_MS, changeEmailEmail, verificationEmail } from '@/domain/email-verification';
import type { StoredProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import type { EmailCodeRecord, LocalDatabase } from './db';
import { deliverLocally } from './mailbox';

/**
 * Confirming an address in local mode (issue 15), as Firebase does with its action codes: a
 * random code, kept with what it confirms, carried by an e-mail that goes into the local mailbox.
 */

/** A code nobody can guess: 32 random bytes, hexadecimal. */
export function randomCode(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Issues a code confirming `email` for `uid` and puts its e-mail in the local mailbox (sent to `email`). */
export async function sendEmailCode(
  db: LocalDatabase,
  record: Omit<EmailCodeRecord, 'code' | 'expiresAt'>,
  sentAt: Date,
): Promise<void> {
  const code = randomCode();
  const email =
    record.mode === 'verifyEmail' ? verificationEmail(record.email, code) : changeEmailEmail(record.email, code);
  await db.transaction('rw', db.emailCodes, db.mailbox, async () => {
    await db.emailCodes.add({ ...record, code, expiresAt: new Date(sentAt.getTime() + EMAIL_CODE_LIFETIME_MS) });
    await deliverLocally(db, { ...email, date: sentAt });
  });
}

/**
 * Follows a link: its code (single use) confirms the address it names, which becomes the account's
 * and the profile's when it was a new one. A code for an address the account no longer has (it
 * changed since) is refused as used.
 */
export async function applyEmailCode(db: LocalDatabase, code: string, now: Date): Promise<void> {
  await db.transaction('rw', db.emailCodes, db.accounts, db.users, async () => {
    const record = await db.emailCodes.get(code);
    if (!record) throw new BackendError('auth/invalid-action-code');
    await db.emailCodes.delete(code);
    if (record.expiresAt.getTime() <= now.getTime()) throw new BackendError('auth/expired-action-code');
    const account = await db.accounts.get(record.uid);
    if (!account) throw new BackendError('auth/invalid-action-code');
    if (record.mode === 'verifyEmail') {
      if (account.email !== record.email) throw new BackendError('auth/invalid-action-code');
    } else {
      const holder = await db.accounts.where('email').equals(record.email).first();
      if (holder && holder.uid !== account.uid) throw new BackendError('auth/email-already-in-use');
      await db.accounts.update(account.uid, { email: record.email });
    }
    // The profile follows the account: its address, confirmed (a listed tutor's card follows, directory.ts).
    await db.users.update(account.uid, { email: record.email, emailVerifie: true } as Partial<StoredProfile>);
  });
}
