import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badFrenchSpacing } from '@tests/setup/typography';
import { BACK_ONLINE, OFFLINE_FIREBASE, OFFLINE_LOCAL, OfflineBanner } from './offline-banner';

let online = true;

/** What the browser does when the network goes or comes back: navigator.onLine, then the event. */
function network(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

describe('the offline banner', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.useRealTimers());

  it('says nothing, and adds no status, while the browser is online', () => {
    render(<OfflineBanner localMode={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is there from the start when the page opens offline', () => {
    online = false;
    render(<OfflineBanner localMode={false} />);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_FIREBASE);
  });

  it('on Firebase, says that what is sent waits for the network', () => {
    render(<OfflineBanner localMode={false} />);
    network(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vous êtes hors ligne. Les pages ouvertes restent lisibles ; ce que vous envoyez partira dès le retour du réseau, si vous gardez cette page ouverte.',
    );
  });

  it('in local mode, says that the site keeps working', () => {
    render(<OfflineBanner localMode />);
    network(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vous êtes hors ligne. Le site continue de fonctionner : en mode local, tout est enregistré dans ce navigateur.',
    );
  });

  it('says « Connexion rétablie. » for three seconds when the network comes back', () => {
    vi.useFakeTimers();
    render(<OfflineBanner localMode />);
    network(false);
    network(true);
    expect(screen.getByRole('status').textContent).toBe(BACK_ONLINE);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Connexion rétablie.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says offline again if the network drops while « Connexion rétablie. » shows', () => {
    render(<OfflineBanner localMode />);
    network(false);
    network(true);
    network(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_LOCAL);
  });

  it('sits inside a live region that is always there, so that it is announced', () => {
    const { container } = render(<OfflineBanner localMode />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    network(false);
    expect(region).toContainElement(screen.getByRole('status'));
  });

  it('writes French typography', () => {
    for (const text of [OFFLINE_FIREBASE, OFFLINE_LOCAL, BACK_ONLINE]) expect(badFrenchSpacing(text)).toEqual([]);
  });
});
