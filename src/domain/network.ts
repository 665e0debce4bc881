/**
 * How long a write waits for the server on a connection that is up but does not answer (mobile
 * data that stalls) before the screen gives up and says so, the text kept. Used by the Firebase
 * adapter (backend/firebase/queued.ts) and stated to the user (lib/network-errors.ts, docs/fonctionnement.md).
 */
export const WRITE_TIMEOUT_MS = 20_000;
