import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * A prerendered page is on screen before React adopts it (src/main.tsx): a reader on a slow phone
 * may start typing, or press « Se connecter », before any handler exists. Two guards, used by the
 * fields and the forms of the prerendered pages (login, sign-up, forgotten password).
 */

/**
 * False in the prerendered HTML and while React adopts it, true from then on. A form's submit
 * button waits for it: pressed earlier, the browser would send the form itself, as a GET with the
 * password in the address. It turns true in a task after the fields' own
 * (useTypedBeforeHydration, effects run children first), so that a click can never send a form
 * whose fields have not yet told what was typed before.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHydrated(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return hydrated;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the reader typed into a controlled field before React adopted the page is kept: React
 * leaves the text on screen but its state empty. Once adopted, the field tells its onChange, as
 * if the reader had just typed it (React's value tracker is reset, then the typed value set past
 * it, then an input event dispatched). The text is read when React attaches the field, before any
 * field's onChange re-renders the form (which would empty the fields not yet told). Does nothing
 * when the field shows its state's value.
 */
export function useTypedBeforeHydration<T extends Field>(value: unknown): (field: T | null) => void {
  const element = useRef<T | null>(null);
  const typed = useRef<string | null>(null);
  const initial = useRef(value);
  const attach = useCallback((field: T | null) => {
    element.current = field;
    if (field && typed.current === null) typed.current = field.value;
  }, []);
  useEffect(() => {
    const field = element.current;
    const text = typed.current;
    const expected = initial.current === undefined || initial.current === null ? null : String(initial.current);
    if (!field || text === null || expected === null || text === expected) return;
    const prototype = Object.getPrototypeOf(field) as object;
    const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!nativeSetter) return;
    // In a task of its own: another field's onChange may re-render the form (and empty this
    // field on screen) before; the text read at attach time is put back all the same.
    const timer = setTimeout(() => {
      field.value = expected; // through React's tracker: it now believes the field holds its state
      nativeSetter.call(field, text); // past the tracker: the reader's text
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return attach;
}
