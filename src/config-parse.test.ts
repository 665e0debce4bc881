import { describe, expect, it } from 'vitest';
import { parseConfig, parseShowSampleTutors } from './config-parse';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('configuration', () => {
  it('runs the local backend when nothing is configured', () => {
    expect(parseConfig({})).toEqual({ backend: 'local' });
    expect(parseConfig({ VITE_FIREBASE_API_KEY: '  ' })).toEqual({ backend: 'local' });
  });

  it('runs Firebase when its four variables are set', () => {
    const config = parseConfig({ ...firebase, VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(config).toMatchObject({
      backend: 'firebase',
      firebase: { projectId: 'demo', authEmulatorHost: '127.0.0.1:9099' },
      cloudinary: null,
      deleteFileEndpoint: '/api/deleteFile',
      signUploadEndpoint: '/api/signUpload',
    });
  });

  it('reads Cloudinary’s cloud, signed preset and API key, and the two server functions’ addresses', () => {
    const config = parseConfig({
      ...firebase,
      VITE_CLOUDINARY_CLOUD_NAME: 'commission',
      VITE_CLOUDINARY_UPLOAD_PRESET: 'forum-pdf',
      VITE_CLOUDINARY_API_KEY: '874837483274837',
      VITE_DELETE_FILE_ENDPOINT: 'https://fonctions.vercel.app/api/deleteFile',
      VITE_SIGN_UPLOAD_ENDPOINT: 'https://fonctions.vercel.app/api/signUpload',
    });
    expect(config).toMatchObject({
      backend: 'firebase',
      cloudinary: { cloudName: 'commission', uploadPreset: 'forum-pdf', apiKey: '874837483274837', imagePreset: null },
      deleteFileEndpoint: 'https://fonctions.vercel.app/api/deleteFile',
      signUploadEndpoint: 'https://fonctions.vercel.app/api/signUpload',
    });
  });

  it('turns notifications on with a well-formed public VAPID key, and names a malformed one', () => {
    const key = `B${'x'.repeat(86)}`;
    expect(parseConfig(firebase)).toMatchObject({ backend: 'firebase', push: null });
    expect(parseConfig({ ...firebase, VITE_VAPID_PUBLIC_KEY: key })).toMatchObject({
      push: { publicKey: key, notifyEndpoint: '/api/notify' },
    });
    const invalid = parseConfig({ ...firebase, VITE_VAPID_PUBLIC_KEY: 'la-cle-privee' });
    expect(invalid).toMatchObject({ backend: 'invalid' });
    expect(invalid.backend === 'invalid' && invalid.problems[0]).toMatch(
      /^VITE_VAPID_PUBLIC_KEY doit être la clé publique VAPID/,
    );
  });

  it('reads the photos’ preset when set (issue 36), null otherwise, and wants the other three with it', () => {
    const cloudinary = {
      VITE_CLOUDINARY_CLOUD_NAME: 'commission',
      VITE_CLOUDINARY_UPLOAD_PRESET: 'forum-pdf',
      VITE_CLOUDINARY_API_KEY: '874837483274837',
    };
    expect(parseConfig({ ...firebase, ...cloudinary, VITE_CLOUDINARY_IMAGE_PRESET: ' forum-photos ' })).toMatchObject({
      cloudinary: { cloudName: 'commission', uploadPreset: 'forum-pdf', imagePreset: 'forum-photos' },
    });
    expect(parseConfig({ ...firebase, ...cloudinary, VITE_CLOUDINARY_IMAGE_PRESET: '' })).toMatchObject({
      cloudinary: { imagePreset: null },
    });
    expect(parseConfig({ ...firebase, VITE_CLOUDINARY_IMAGE_PRESET: 'forum-photos' })).toEqual({
      backend: 'invalid',
      missing: ['VITE_CLOUDINARY_CLOUD_NAME', 'VITE_CLOUDINARY_UPLOAD_PRESET', 'VITE_CLOUDINARY_API_KEY'],
      problems: [],
    });
  });

  it('names the API key when Cloudinary is configured without it (signed uploads need it)', () => {
    const config = parseConfig({
      ...firebase,
      VITE_CLOUDINARY_CLOUD_NAME: 'commission',
      VITE_CLOUDINARY_UPLOAD_PRESET: 'forum-pdf',
    });
    expect(config).toEqual({ backend: 'invalid', missing: ['VITE_CLOUDINARY_API_KEY'], problems: [] });
  });

  it('names the missing variables of a partial Firebase configuration', () => {
    const { VITE_FIREBASE_PROJECT_ID: _projectId, VITE_FIREBASE_APP_ID: _appId, ...partial } = firebase;
    expect(parseConfig(partial)).toEqual({
      backend: 'invalid',
      missing: ['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'],
      problems: [],
    });
  });

  it('refuses a malformed emulator host and a half Cloudinary configuration', () => {
    const config = parseConfig({
      ...firebase,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost',
      VITE_CLOUDINARY_CLOUD_NAME: 'demo',
    });
    expect(config).toMatchObject({
      backend: 'invalid',
      missing: ['VITE_CLOUDINARY_UPLOAD_PRESET', 'VITE_CLOUDINARY_API_KEY'],
    });
    expect(config.backend === 'invalid' && config.problems[0]).toContain('VITE_FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('lets VITE_BACKEND force the local backend, and refuses another value', () => {
    expect(parseConfig({ ...firebase, VITE_BACKEND: 'local' })).toEqual({ backend: 'local' });
    expect(parseConfig({ VITE_BACKEND: 'mongo' })).toMatchObject({ backend: 'invalid' });
  });

  it('shows the sample tutors unless VITE_ANNUAIRE_EXEMPLES says « non »', () => {
    expect(parseShowSampleTutors({})).toBe(true);
    expect(parseShowSampleTutors({ VITE_ANNUAIRE_EXEMPLES: 'oui' })).toBe(true);
    expect(parseShowSampleTutors({ VITE_ANNUAIRE_EXEMPLES: ' NON ' })).toBe(false);
  });
});
