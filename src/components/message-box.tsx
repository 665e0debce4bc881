import { useRef, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { messageTextProblem } from '@/domain/message-text';
import { CountedTextarea } from './ui/counted-textarea';
import { Dialog } from './ui/dialog';
import { DialogFormFooter } from './ui/dialog-form-footer';

export interface MessageBoxProps {
  /** Who the message goes to, as the sender knows them. */
  recipientName: string;
  /** "Répondre à …" from an inbox, "Écrire à …" elsewhere. */
  mode?: 'reply' | 'write';
  /** Sends the text; resolves true once sent (the failure's French is then in `error`). */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  /** Why the last send failed, in French. */
  error: string | null;
  /** Called after a successful send, once the box has closed. */
  onSent: () => void;
  onClose: () => void;
}

/**
 * A modal box to write a private message: a labelled text area with a character count, Envoyer
 * and Annuler. Blank text is not sent; a text over the limit is kept and flagged, never cut; a
 * failure keeps the text and says why. Open it by rendering it; close it by not rendering it.
 */
export function MessageBox({ recipientName, mode = 'write', onSend, sending, error, onSent, onClose }: MessageBoxProps) {
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const tooLong = text.trim().length > MESSAGE_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problem = messageTextProblem(text);
    if (problem) {
      setHint(problem === 'blank' ? 'Écrivez votre message avant de l’envoyer.' : null);
      area.current?.focus();
      return;
    }
    if (await onSend(text)) {
      onClose();
      onSent();
    } else {
      // The text stays, and so does the keyboard user's place.
      area.current?.focus();
    }
  }

  const title = `${mode === 'reply' ? 'Répondre à' : 'Écrire à'} ${recipientName}`;

  return (
    <Dialog open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CountedTextarea
          label="Votre message"
          value={text}
          onChange={(value) => {
            setText(value);
            setHint(null);
          }}
          max={MESSAGE_MAX_LENGTH}
          rows={6}
          hint={hint}
          textareaRef={area}
        />
        <DialogFormFooter error={error} onCancel={onClose} sending={sending} disabled={tooLong} label="Envoyer" />
      </form>
    </Dialog>
  );
}
