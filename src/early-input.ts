/*
 * A prerendered page can be clicked before React has adopted it: a tab, « Inscription », a menu
 * button would do nothing, and the reader would think the site broken. Until the app says it is
 * live (the APP_LIVE event, sent by the root layout once mounted), clicks on the page's controls
 * and the keys that move between them are held, then replayed in order. Links are left alone,
 * they work without the app (each address has its page), unless something is already held: a
 * tab chosen, then a card's link, must happen in that order. Typing needs no help: the prerendered
 * fields take none until then (components/ui/hydration.ts).
 */

export const APP_LIVE = 'commission:app-live';

const CONTROLS = 'button, [role="tab"], [role="button"], summary, input[type="checkbox"], input[type="radio"]';
const MOVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

export function holdEarlyInput(): void {
  const held: (() => void)[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const link = target.closest<HTMLElement>('a[href]');
    if (link && held.length === 0) return;
    if (event.type === 'click') {
      const control = link ?? target.closest<HTMLElement>(CONTROLS);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(() => control.isConnected && control.click());
    } else if (event instanceof KeyboardEvent && MOVING_KEYS.has(event.key) && !target.closest('input, textarea, select')) {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      event.preventDefault();
      event.stopPropagation();
      held.push(() => {
        const element = target.isConnected ? target : document.activeElement;
        if (!element) return;
        if (element instanceof HTMLElement && document.activeElement !== element) element.focus();
        element.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
      });
    }
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', hold, true);
  window.addEventListener(
    APP_LIVE,
    () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('keydown', hold, true);
      for (const replay of held.splice(0)) replay();
    },
    { once: true },
  );
}
