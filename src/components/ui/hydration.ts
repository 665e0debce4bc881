import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

/*
 * A prerendered page is on screen before React adopts it (src/main.tsx): a reader on a slow phone
 * may start typing, or press « Se connecter », before any handler exists. Two guards, used by the
 * fields and the forms of the prerendered pages (login, sign-up, forgotten password).
 */

const never = () => () => undefined;

/**
 * False in the prerendered HTML and while React adopts it, true from then on (and at once on a
 * page rendered in the browser). A form's submit button waits for it: pressed earlier, the
 * browser would send the form itself, as a GET with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the reader typed into a controlled field before React adopted the page is kept: React
 * leaves the text on screen but its state empty. Once adopted, the field tells its onChange, as
 * if the reader had just typed it (React's value tracker is reset, then the typed value set past
 * it, then an input event dispatched). Does nothing when the field shows its state's value.
 */
export function useTypedBeforeHydration<T extends Field>(value: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const initial = useRef(value);
  useEffect(() => {
    const field = ref.current;
    const expected = initial.current === undefined || initial.current === null ? null : String(initial.current);
    if (!field || expected === null || field.value === expected) return;
    const typed = field.value;
    const prototype = Object.getPrototypeOf(field) as object;
    const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!nativeSetter) return;
    field.value = expected; // through React's tracker: it now believes the field holds its state
    nativeSetter.call(field, typed); // past the tracker: the reader's text
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }, []);
  return ref;
}
