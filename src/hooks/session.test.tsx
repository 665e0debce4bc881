import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/types';
import { readDraft, writeDraft } from '@/lib/drafts';
import { people } from '@tests/setup/people';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';
import { BackendProvider, useBackendHandle, useBackendPromise } from './backend';
import { SessionProvider, useSession } from './session';

function Status() {
  const session = useSession();
  return <p>{session.status === 'signed-in' ? `connecté : ${session.user.prenom}` : session.status}</p>;
}

function NeedsBackend() {
  useBackendPromise();
  return null;
}

function renderSession(loader: () => Promise<Backend>, maySignedIn: () => Promise<boolean>, extra?: ReactNode) {
  return render(
    <BackendProvider backend={loader} maySignedIn={maySignedIn} retryDelaysMs={[20]}>
      <SessionProvider>
        <Status />
        {extra}
      </SessionProvider>
    </BackendProvider>,
  );
}

describe('SessionProvider', () => {
  it('signs out at once a visitor with no trace of a session, without loading the backend', async () => {
    const loader = vi.fn(async () => createTestBackend());
    renderSession(loader, async () => false);
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads the backend after the first paint when a session may exist, and restores it', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    const loader = vi.fn(async () => backend);
    renderSession(loader, async () => true);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('connecté : Marie')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('follows the backend as soon as a screen loads it, even for a visitor', async () => {
    const backend = createTestBackend();
    const loader = vi.fn(async () => backend);
    renderSession(loader, async () => false, <NeedsBackend />);
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    await act(() =>
      backend.auth.signUp(people.eleve).then(() => backend.auth.signIn(people.eleve.email, people.eleve.password)),
    );
    expect(await screen.findByText('connecté : Awa')).toBeInTheDocument();
  });

  it('forgets the drafts of this tab when the member signs out, but keeps a visitor’s across their login', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp(people.eleve);
    renderSession(
      async () => backend,
      async () => false,
      <NeedsBackend />,
    );
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    // A visitor types, then logs in to send it: the text waits for them.
    writeDraft('forum:EncadreurEleve', 'Comment calculer une dérivée ?');
    await act(() => backend.auth.signIn(people.eleve.email, people.eleve.password));
    expect(await screen.findByText('connecté : Awa')).toBeInTheDocument();
    expect(readDraft('forum:EncadreurEleve')).toBe('Comment calculer une dérivée ?');

    await act(() => backend.auth.signOut());
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(readDraft('forum:EncadreurEleve')).toBe('');
  });

  it('keeps a member signed in when the download of the service fails once: it is tried again', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    const dropped = new TypeError('Failed to fetch dynamically imported module: /assets/local.js');
    const loader = vi.fn<() => Promise<Backend>>().mockRejectedValueOnce(dropped).mockResolvedValue(backend);
    const seen: string[] = [];
    function Witness() {
      seen.push(useSession().status);
      return null;
    }
    renderSession(loader, async () => true, <Witness />);
    expect(await screen.findByText('connecté : Marie')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(seen).not.toContain('signed-out');
  });

  it('asks again after every try failed: a later screen downloads the service anew', async () => {
    const backend = createTestBackend();
    const loader = vi
      .fn<() => Promise<Backend>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(backend);
    const grabbed: (() => Promise<Backend>)[] = [];
    function Grab() {
      const { load } = useBackendHandle();
      useEffect(() => void grabbed.push(load), [load]);
      return null;
    }
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSession(loader, async () => false, <Grab />);
    await waitFor(() => expect(grabbed).toHaveLength(1));
    const load = grabbed[0]!;
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe(backend);
  });
});
