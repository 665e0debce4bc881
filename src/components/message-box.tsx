import { useRef, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { useMessageDraft } from './message-draft';
import { CountedTextarea } from './ui/counted-textarea';
import { Dialog } from './ui/dialog';
import { DialogFormFooter } from './ui/dialog-form-footer';

export interface MessageBoxProps {
  /** Who the message goes to, as the sender knows them. */
  recipientName: string;
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
export function MessageBox({ recipientName, onSend, sending, error, onSent, onClose }: MessageBoxProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const draft = useMessageDraft(area);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !draft.ready()) return;
    if (await onSend(draft.text)) {
      onClose();
      onSent();
    } else {
      // The text stays, and so does the keyboard user's place.
      area.current?.focus();
    }
  }

  return (
    <Dialog open onClose={onClose} title={`Écrire à ${recipientName}`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CountedTextarea
          label="Votre message"
          value={draft.text}
          onChange={draft.change}
          max={MESSAGE_MAX_LENGTH}
          rows={6}
          hint={draft.hint}
          textareaRef={area}
        />
        <DialogFormFooter error={error} onCancel={onClose} sending={sending} disabled={draft.tooLong} label="Envoyer" />
      </form>
    </Dialog>
  );
}
