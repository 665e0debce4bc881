import { useEffect, useState } from 'react';

/**
 * A text kept in this tab's sessionStorage while it is typed, so that nothing is lost when the
 * visitor goes to log in and comes back, or reloads. Cleared once the text is sent.
 */
export function useDraft(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => {
    try {
      return sessionStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  });

  useEffect(() => {
    try {
      if (text === '') sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, text);
    } catch {
      // Storage refused (private mode, quota): the draft simply lives as long as the page.
    }
  }, [key, text]);

  return [text, setText];
}
