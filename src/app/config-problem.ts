import { CONFIG_REFUSED } from '@/backend';
import { errorCode } from '@/domain/errors';

/**
 * When the backend could not start, whether the configuration is to blame, and if so the line the
 * configuration page shows (null otherwise: a chunk that did not download, for instance, is for the
 * site's own error page). A configuration refused by the Firebase SDK comes from loadBackend coded
 * 'config/refused' with the SDK's error as its cause; an SDK error met elsewhere is recognised by
 * its code ('invalid-argument', 'app/…').
 */
export function configurationProblem(error: unknown): string | null {
  const code = errorCode(error);
  if (code !== CONFIG_REFUSED && code !== 'invalid-argument' && !code.startsWith('app/')) return null;
  const source = code === CONFIG_REFUSED && error instanceof Error && error.cause !== undefined ? error.cause : error;
  const sourceCode = errorCode(source);
  const message = (source instanceof Error ? source.message : String(source)).trim();
  const detail = sourceCode === 'unknown' || message.includes(sourceCode) ? message : `${message} (${sourceCode})`;
  return `Firebase a refusé la configuration\u00a0: ${detail || sourceCode}`;
}
