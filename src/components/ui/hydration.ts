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
