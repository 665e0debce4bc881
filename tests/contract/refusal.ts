import { BackendError } from '@/domain/errors';

/** The BackendError `attempt` rejects with; fails the test when it resolves or throws anything else. */
export async function refusal(attempt: Promise<unknown>): Promise<BackendError> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw new Error(`BackendError attendue, reçu : ${String(error)}`, { cause: error });
  }
  throw new Error('Un refus était attendu, l’appel a réussi.');
}

/** How far a client clock may run ahead of the server's (CLOCK_MARGIN_MS, firebase/posting.ts): a wait may be this much longer. */
export const CLOCK_MARGIN_SECONDS = 2;
