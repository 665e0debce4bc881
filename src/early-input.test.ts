// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_LIVE, holdEarlyInput } from './early-input';

/** A prerendered page's controls, and the clicks that reach the page (held ones do not). */
function page() {
  document.body.innerHTML = `
    <div>
      <button type="button">Ouvrir le menu</button>
      <div role="tablist"><button role="tab" type="button">Tous</button></div>
      <a href="#blog">Blog</a>
    </div>`;
  const [button, tab] = document.querySelectorAll('button');
  const seen: string[] = [];
  document.body.firstElementChild!.addEventListener('click', (event) =>
    seen.push((event.target as HTMLElement).textContent!),
  );
  return { button: button!, tab: tab!, link: document.querySelector('a')!, seen };
}

/** The app says it is live; the held input is replayed, each once the work before is done. */
function goLive() {
  window.dispatchEvent(new Event(APP_LIVE));
  vi.runAllTimers();
}

describe('input given to a prerendered page before the app is live', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    goLive(); // releases the listeners of a test that did not
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('holds clicks on controls and replays them, in order, once the app says it is live', () => {
    const { button, tab, seen } = page();
    holdEarlyInput();
    tab.click();
    button.click();
    expect(seen).toEqual([]);
    goLive();
    expect(seen).toEqual(['Tous', 'Ouvrir le menu']);
    button.click();
    expect(seen).toEqual(['Tous', 'Ouvrir le menu', 'Ouvrir le menu']);
  });

  it('replays the arrow keys on the element that had the focus', () => {
    const { tab } = page();
    holdEarlyInput();
    tab.focus();
    const keys = vi.fn();
    tab.addEventListener('keydown', (event) => keys(event.key));
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    expect(keys.mock.calls).toEqual([['a']]);
    goLive();
    expect(keys.mock.calls).toEqual([['a'], ['ArrowRight']]);
    expect(document.activeElement).toBe(tab);
  });

  it('holds Escape pressed on a link (a menu closes only once the app is live)', () => {
    const { link } = page();
    holdEarlyInput();
    link.focus();
    const keys = vi.fn();
    link.addEventListener('keydown', (event) => keys(event.key));
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(keys).not.toHaveBeenCalled();
    goLive();
    expect(keys.mock.calls).toEqual([['Escape']]);
  });

  it('lets links work at once, unless a click is already waiting: the order is kept', () => {
    const { button, link, seen } = page();
    holdEarlyInput();
    link.click();
    expect(seen).toEqual(['Blog']);
    button.click();
    link.click();
    expect(seen).toEqual(['Blog']);
    goLive();
    expect(seen).toEqual(['Blog', 'Ouvrir le menu', 'Blog']);
  });

  it('replays each input once the app has applied the one before (a tab chosen, then a link that carries it)', async () => {
    const { tab, link } = page();
    holdEarlyInput();
    // As React does: the tab's click is rendered a moment later, and the link then carries the tab.
    tab.addEventListener(
      'click',
      () => void Promise.resolve().then(() => link.setAttribute('href', '#encadreurs?matiere=math')),
    );
    const followed: string[] = [];
    link.addEventListener('click', () => followed.push(link.getAttribute('href')!));
    tab.click();
    link.click();
    expect(followed).toEqual([]);
    window.dispatchEvent(new Event(APP_LIVE));
    await vi.runAllTimersAsync();
    expect(followed).toEqual(['#encadreurs?matiere=math']);
  });

  it('keeps holding what comes while the held input is replayed, behind it', () => {
    const { button, tab, seen } = page();
    holdEarlyInput();
    tab.click();
    button.click();
    window.dispatchEvent(new Event(APP_LIVE));
    expect(seen).toEqual(['Tous']);
    tab.click();
    expect(seen).toEqual(['Tous']);
    vi.runAllTimers();
    expect(seen).toEqual(['Tous', 'Ouvrir le menu', 'Tous']);
    button.click();
    expect(seen).toEqual(['Tous', 'Ouvrir le menu', 'Tous', 'Ouvrir le menu']);
  });
});
