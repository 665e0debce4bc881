/*
 * A prerendered page can be clicked before React has adopted it: a tab, « Inscription », a menu
 * button would do nothing, and the reader would think the site broken. Until the app says it is
 * live (the APP_LIVE event, sent beside the page once React has adopted it), clicks on the page's
 * controls and the keys that move between them are held. Links are left alone, they work without
 * the app (each address has its page), unless something is already held: a tab chosen, then a
 * card's link, must happen in that order. Keys are held on links too: Escape on a menu's link closes
 * the menu only once the app is live. The held input is then replayed in order, each once the
 * browser is idle again, so that each sees what the one before changed (the link carries the tab
 * once React has rendered the tab's address, in a transition). Typing needs no help: the
 * prerendered fields take none until then (components/ui/hydration.ts).
 */

export const APP_LIVE = 'commission:app-live';

const CONTROLS = 'button, [role="tab"], [role="button"], summary, input[type="checkbox"], input[type="radio"]';
const MOVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

/** Once the work the last input started is done (React renders a route change in a transition). */
function afterWork(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 300 });
  else setTimeout(task, 50);
}

export function holdEarlyInput(): void {
  const held: (() => void)[] = [];
  let replaying = false;
  const hold = (event: Event) => {
    if (replaying) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const link = target.closest<HTMLElement>('a[href]');
    // A click on a link works without the app; a key pressed on one (Escape in a menu) does not.
    if (link && held.length === 0 && event.type === 'click') return;
    if (event.type === 'click') {
      const control = link ?? target.closest<HTMLElement>(CONTROLS);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(() => control.isConnected && control.click());
    } else if (
      event instanceof KeyboardEvent &&
      MOVING_KEYS.has(event.key) &&
      !target.closest('input, textarea, select')
    ) {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      event.preventDefault();
      event.stopPropagation();
      held.push(() => {
        const element = target.isConnected ? target : document.activeElement;
        if (!element) return;
        if (element instanceof HTMLElement && document.activeElement !== element) element.focus();
        element.dispatchEvent(
          new KeyboardEvent('keydown', {
            key,
            code,
            shiftKey,
            ctrlKey,
            altKey,
            metaKey,
            bubbles: true,
            cancelable: true,
          }),
        );
      });
    }
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', hold, true);
  // Until the last held input is replayed, new ones queue behind it.
  const replayNext = () => {
    const next = held.shift();
    if (!next) {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('keydown', hold, true);
      return;
    }
    replaying = true;
    try {
      next();
    } finally {
      replaying = false;
    }
    afterWork(replayNext);
  };
  window.addEventListener(APP_LIVE, replayNext, { once: true });
}
