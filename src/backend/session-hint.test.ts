// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  flaggedMember,
  flagSignedIn,
  flagSignedOut,
  maySignedIn,
  SESSION_FLAG,
  showSessionOnPage,
} from './session-hint';

describe('the session flag, read without loading a backend', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says no session when no adapter flagged one, whatever an SDK keeps', async () => {
    localStorage.setItem('firebase:authUser:cle-api:[DEFAULT]', '{}');
    expect(await maySignedIn()).toBe(false);
  });

  it('names the tab’s member first, else the one kept on the device', async () => {
    flagSignedIn('uid-marie', 'device');
    expect(flaggedMember()).toBe('uid-marie');
    flagSignedIn('uid-awa', 'tab');
    expect(flaggedMember()).toBe('uid-awa');
    expect(sessionStorage.getItem(SESSION_FLAG)).toBe('uid-awa');
    expect(localStorage.getItem(SESSION_FLAG)).toBe('uid-marie');
    expect(await maySignedIn()).toBe(true);
  });

  it('at sign-out, removes the tab’s flag and leaves another member kept on the device', () => {
    flagSignedIn('uid-marie', 'device');
    flagSignedIn('uid-awa', 'tab');
    flagSignedOut('uid-awa');
    expect(flaggedMember()).toBe('uid-marie');
  });

  it('at sign-out of the device’s member in a tab of the device’s session, removes the device’s flag', () => {
    flagSignedIn('uid-marie', 'device');
    flagSignedOut('uid-marie');
    expect(flaggedMember()).toBeNull();
  });

  it('with nobody signed in, clears whatever flag was left', () => {
    flagSignedIn('uid-marie', 'device');
    flagSignedIn('uid-awa', 'tab');
    flagSignedOut();
    expect(flaggedMember()).toBeNull();
  });

  it('marks the page as index.html does, and forgets the trace earlier versions kept', () => {
    localStorage.setItem('commission-etudes.membre', '1');
    showSessionOnPage(true);
    expect(document.documentElement.dataset.session).toBe('membre');
    expect(localStorage.getItem('commission-etudes.membre')).toBeNull();
    showSessionOnPage(false);
    expect(document.documentElement.dataset.session).toBeUndefined();
  });
});
