import { afterEach, describe, expect, it, vi } from 'vitest';
import setup from '../setup/firestore-emulator.global';

/**
 * The rules suites' global setup (tests/setup/firestore-emulator.global.ts): on a developer's
 * machine without the Firestore emulator it lets the suites skip; under CI=1 it fails the run,
 * so that CI never passes with zero rule assertions.
 */
describe('Firestore emulator global setup', () => {
  afterEach(() => vi.unstubAllEnvs());

  function withoutEmulator(ci: boolean) {
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', '');
    vi.stubEnv('FIRESTORE_EMULATOR_BIN', '/nonexistent/cloud_firestore_emulator');
    vi.stubEnv('CI', ci ? '1' : '');
  }

  it('fails the run under CI=1 when the emulator is missing, saying what to install', async () => {
    withoutEmulator(true);
    await expect(setup()).rejects.toThrow(/google-cloud-cli-firestore-emulator/);
  });

  it('lets the suites skip on a machine without it, saying why', async () => {
    withoutEmulator(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(setup()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('seront ignorés'));
  });
});
