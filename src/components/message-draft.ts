import { useState, type RefObject } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { messageTextProblem } from '@/domain/message-text';

const BLANK = 'Écrivez votre message avant de l’envoyer.';

/**
 * A private message being written, in a MessageBox or a conversation's reply field: the text, the
 * hint under the field, and whether it is too long to send (kept and flagged, never cut).
 */
export function useMessageDraft(area: RefObject<HTMLTextAreaElement | null>) {
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  return {
    text,
    hint,
    tooLong: text.trim().length > MESSAGE_MAX_LENGTH,
    change(value: string) {
      setText(value);
      setHint(null);
    },
    clear() {
      setText('');
    },
    /** True when the text may be sent; otherwise says why and puts the keyboard back in the field. */
    ready(): boolean {
      const problem = messageTextProblem(text);
      if (!problem) return true;
      setHint(problem === 'blank' ? BLANK : null);
      area.current?.focus();
      return false;
    },
  };
}
