import { errorCode } from '@/domain/errors';

/** The error code `attempt` is refused with, or null when it succeeds (use-case tests). */
export async function refusalCode(attempt: Promise<unknown>): Promise<string | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    return errorCode(error);
  }
}
