/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { deleteFileDevPlugin } from './api/_dev/vite-plugin.js';

const src = fileURLToPath(new URL('./src', import.meta.url));
const tests = fileURLToPath(new URL('./tests', import.meta.url));

// Mode "e2e" builds the site exactly as a fresh clone would run it: no .env file is read, so the
// browser tests always exercise the built-in local backend, whatever a developer keeps in .env.local.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), deleteFileDevPlugin()],
  resolve: { alias: { '@': src, '@tests': tests } },
  envDir: mode === 'e2e' ? false : '.',
  build: {
    outDir: mode === 'e2e' ? 'dist-e2e' : 'dist',
    target: 'es2022',
    sourcemap: false,
    // The Firebase SDK chunk (~185 KB gzip) is loaded on demand, never by a content page.
    chunkSizeWarningLimit: 700,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // The backend contract on the local adapter (tests/contract/describe-backend.ts).
          include: ['src/**/*.test.{ts,tsx}', 'api/**/*.test.ts', 'tests/config/**/*.test.ts', 'tests/contract/local.contract.test.ts'],
          setupFiles: ['tests/setup/vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/emulator/**/*.test.ts'],
          globalSetup: ['tests/setup/auth-emulator.global.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // firestore.rules against a Firestore emulator; skipped, with the reason, when none answers.
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          globalSetup: ['tests/setup/firestore-emulator.global.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The backend contract on the Firebase adapter: the Auth and Firestore emulators, the real
          // firestore.rules, api/deleteFile.ts in-process. Skipped, with the reason, without
          // emulators (under CI=1 that fails). Same project id as the rules suites: never run both
          // in one invocation (package.json, test:unit).
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/firebase.contract.test.ts'],
          globalSetup: ['tests/setup/firestore-emulator.global.ts', 'tests/setup/auth-emulator.global.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // A live list answers over the network: more than expect.poll's default second on a busy machine.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        extends: true,
        test: {
          // Firestore document reads per visit, metered on the emulators (tests/reads/, npm run bench).
          name: 'reads',
          environment: 'node',
          include: ['tests/reads/**/*.test.ts'],
          globalSetup: ['tests/setup/firestore-emulator.global.ts', 'tests/setup/auth-emulator.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Builds the production site (Vite's build(), in a temporary folder) and searches it for secrets.
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
    ],
  },
}));
