import { describe, expect, it } from 'vitest';
import { CONFIG_REFUSED } from '@/backend';
import { BackendError } from '@/domain/errors';
import { badFrenchSpacing } from '@tests/setup/typography';
import { configurationProblem } from './config-problem';

/** An error as the Firebase SDK throws them: an Error with a code. */
function sdkError(code: string, message: string) {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

const refused = (cause: unknown) => new BackendError(CONFIG_REFUSED, 'refused', { cause });

describe('configurationProblem', () => {
  it('names what the SDK refused at start-up, with its code', () => {
    expect(configurationProblem(refused(new BackendError('invalid-argument', 'projectId manquant')))).toBe(
      'Firebase a refusé la configuration\u00a0: projectId manquant (invalid-argument)',
    );
    // The SDK's message often holds its code already: it is not repeated.
    expect(
      configurationProblem(refused(sdkError('auth/invalid-api-key', 'Firebase: Error (auth/invalid-api-key).'))),
    ).toBe('Firebase a refusé la configuration\u00a0: Firebase: Error (auth/invalid-api-key).');
    expect(configurationProblem(refused(new TypeError('Cannot read properties of undefined')))).toBe(
      'Firebase a refusé la configuration\u00a0: Cannot read properties of undefined',
    );
  });

  it('recognises the SDK’s configuration codes met outside loadBackend', () => {
    expect(
      configurationProblem(sdkError('invalid-argument', '"projectId" not provided in firebase.initializeApp.')),
    ).toBe(
      'Firebase a refusé la configuration\u00a0: "projectId" not provided in firebase.initializeApp. (invalid-argument)',
    );
    expect(
      configurationProblem(
        sdkError('app/duplicate-app', "Firebase: Firebase App named '[DEFAULT]' already exists (app/duplicate-app)."),
      ),
    ).toMatch(/^Firebase a refusé la configuration\u00a0: .*\(app\/duplicate-app\)\.$/);
  });

  it('leaves any other failure to the site’s error page', () => {
    expect(
      configurationProblem(new TypeError('Failed to fetch dynamically imported module: /assets/firebase.js')),
    ).toBeNull();
    expect(configurationProblem(new BackendError('unavailable'))).toBeNull();
    expect(
      configurationProblem(sdkError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).')),
    ).toBeNull();
    expect(configurationProblem('boom')).toBeNull();
  });

  it('writes French typography', () => {
    expect(badFrenchSpacing(configurationProblem(refused(new BackendError('invalid-argument', 'x')))!)).toEqual([]);
  });
});
