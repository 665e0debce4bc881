/**
 * Whether someone may be signed in in this tab, told without loading either backend (Dexie
 * ≈ 33 KB, the Firebase SDK ≈ 185 KB gzip): a visitor who was never signed in reads content pages
 * without downloading a backend at all.
 *
 * The site's own flag, written by both adapters (never a read of an SDK's private storage): the
 * signed-in member's id under SESSION_FLAG, in this tab's sessionStorage for a session of the tab,
 * in localStorage for one kept on the device (« Rester connecté sur cet appareil »). The inline
 * script of index.html reads the same key before the first paint and marks
 * <html data-session="membre">, which keeps the visitor's links of the navigation bar hidden until
 * the session is known (no « Connection » flashing at a member); the script's text is hashed in the
 * Content-Security-Policy (firebase.json, vercel.json; tests/config/hosting.test.ts gives the hash).
 */
export const SESSION_FLAG = 'commission-etudes.session';

function read(storage: () => Storage): string | null {
  try {
    return storage().getItem(SESSION_FLAG);
  } catch {
    return null; // storage refused (private mode): no flag
  }
}

/** The member this tab is signed in as, by the flag: its own session first, else the device's. */
export function flaggedMember(): string | null {
  return read(() => sessionStorage) ?? read(() => localStorage);
}

export async function maySignedIn(): Promise<boolean> {
  return flaggedMember() !== null;
}

/** The adapters: `uid` is signed in, for this tab or for the device. */
export function flagSignedIn(uid: string, where: 'tab' | 'device'): void {
  try {
    if (where === 'device') localStorage.setItem(SESSION_FLAG, uid);
    else sessionStorage.setItem(SESSION_FLAG, uid);
  } catch {
    // storage refused: the hint simply says no (the backend then loads only when a screen needs it)
  }
}

/**
 * The adapters: `uid` signed out of this tab: the tab's flag goes, or the device's when the tab's
 * session was the device's (another tab's member kept on the device keeps theirs). Without `uid`
 * (nobody is signed in here), any flag left goes.
 */
export function flagSignedOut(uid?: string | null): void {
  try {
    const tab = sessionStorage.getItem(SESSION_FLAG);
    if (tab !== null) sessionStorage.removeItem(SESSION_FLAG);
    const device = localStorage.getItem(SESSION_FLAG);
    if (device !== null && (!uid || (tab === null && device === uid))) localStorage.removeItem(SESSION_FLAG);
  } catch {
    // nothing to remove
  }
}

/** The session's state on the page, as index.html's script sets it before the first paint. */
export function showSessionOnPage(signedIn: boolean): void {
  if (signedIn) document.documentElement.dataset.session = 'membre';
  else delete document.documentElement.dataset.session;
  try {
    // The trace earlier versions kept for the same purpose: nothing of a member, but useless now.
    localStorage.removeItem('commission-etudes.membre');
  } catch {
    // storage refused
  }
}
