import { useEffect, useState } from 'react';
import { readDraft, writeDraft } from '@/lib/drafts';

/**
 * A text kept in this tab while it is typed (lib/drafts.ts), so that nothing is lost when the
 * visitor goes to log in and comes back, or reloads. Cleared once the text is sent, and at sign-out.
 */
export function useDraft(name: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readDraft(name));

  useEffect(() => writeDraft(name, text), [name, text]);

  return [text, setText];
}
