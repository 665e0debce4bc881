// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_FLAG } from '@/backend/session-hint';
import { FORUM_PAGE_IDS, forumPathOf } from '@/domain/forums';
import { PAGE_SIZE } from '@/domain/limits';
import { takeEarlyResponse } from './backend/early-responses';
import { runQueryRequest } from './backend/firestore-rest';
import { forumFirstPageQuery, questionRequest } from './backend/forum-requests';
import { EARLY_FORUMS, EARLY_PAGE_SIZE, EARLY_SESSION_FLAG, startScreenEarly } from './early-screen';

const env = { projectId: 'demo-commission', apiKey: 'cle-demo', firestoreEmulatorHost: '127.0.0.1:8080' };
const settings = { projectId: 'demo-commission', apiKey: 'cle-demo', firestoreEmulatorHost: '127.0.0.1:8080' };

/** An address as `location` gives it. */
const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('a forum’s first page, asked by the page’s first script', () => {
  it('knows the forums, the page size and the session flag the app knows', () => {
    for (const pageId of FORUM_PAGE_IDS) expect(EARLY_FORUMS.exec(forumPathOf(pageId))?.[1]).toBe(pageId);
    expect(EARLY_FORUMS.test('/TableauEleve')).toBe(false);
    expect(EARLY_PAGE_SIZE).toBe(PAGE_SIZE);
    expect(EARLY_SESSION_FLAG).toBe(SESSION_FLAG);
  });

  it('sends, for a visitor of a forum in Firebase mode, the request the forum’s reader makes, which takes it once', () => {
    const fetching = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    startScreenEarly(at('/EncadreurEleve'), env);
    const request = runQueryRequest(settings, forumFirstPageQuery('EncadreurEleve', PAGE_SIZE));
    expect(fetching).toHaveBeenCalledWith(request.url, expect.objectContaining({ method: 'POST', body: request.body }));
    expect(takeEarlyResponse(request)).toBeInstanceOf(Promise);
    expect(takeEarlyResponse(request)).toBeUndefined();
  });

  it('sends nothing for a member (their session comes first), in local mode, on another screen or a filtered view', () => {
    const fetching = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    sessionStorage.setItem(SESSION_FLAG, 'uid-1');
    startScreenEarly(at('/EncadreurEleve'), env);
    sessionStorage.clear();
    startScreenEarly(at('/EncadreurEleve'), { ...env, backend: 'local' });
    startScreenEarly(at('/EncadreurEleve'), {});
    startScreenEarly(at('/TableauEleve'), env);
    startScreenEarly(at('/EncadreurEleve', '?matiere=mathematiques'), env);
    expect(fetching).not.toHaveBeenCalled();
  });
});

describe('a question’s page, asked by the page’s first script', () => {
  it('sends the request of the question’s document that its page makes', () => {
    const fetching = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    startScreenEarly(at('/ParentEncadreur/question/q%C3%A9-1'), env);
    const request = questionRequest(settings, 'qé-1');
    expect(fetching).toHaveBeenCalledWith(request.url, expect.not.objectContaining({ method: 'POST' }));
    expect(takeEarlyResponse(request)).toBeInstanceOf(Promise);
  });
});
