import { useSyncExternalStore } from 'react';

/*
 * A prerendered page is on screen before React adopts it (src/boot.tsx): a reader on a slow phone
 * could start typing, or press « Se connecter », before any handler exists. React would then keep
 * the typed text on screen but not in the form's state, and the browser would send the form
 * itself (a GET, the password in the address). So, until React has adopted the page, the fields
 * of the prerendered forms take no typing and their button waits: nothing typed is lost.
 */

const never = () => () => undefined;

/**
 * False in the prerendered HTML and while React adopts it (React reads the « server » value
 * then), true from the next render on; true at once in a page rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * What the address says beyond its path (the query, the history's state) is unknown to the
 * prerendered HTML, written once per path: `/Encadreurs.html` is the « Tous » tab, whatever
 * `?matiere=` a shared link carries. While React adopts the page it must render exactly that HTML,
 * or it throws it away and renders again (the reader's click is lost, the focus too). So such a
 * value is the prerendered one (`prerendered`) during hydration, the real one from the next render.
 */
export function useOnceHydrated<T>(value: T, prerendered: T): T {
  return useHydrated() ? value : prerendered;
}
