import { type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useMessageDraft } from '@/components/message-draft';
import { useMessageSender, type Recipient } from '@/components/sending/use-message-sender';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { awaitsAuthorisation } from '@/domain/authorisation';
import type { UserProfile } from '@/domain/entities';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { AWAITING_AUTHORISATION_TEXT } from '@/lib/authorisation-texts';
import { MESSAGE_SENT } from '@/lib/message-errors';

interface ReplyFormProps {
  user: UserProfile;
  recipient: Recipient;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  onSent: (message: string) => void;
}

/**
 * The field at the bottom of an open conversation. Blank text is not sent; a text over the limit
 * is kept and flagged; a failure keeps the text and says why. Ctrl+Entrée (⌘+Entrée) sends too.
 */
export function ReplyForm({ user, recipient, fieldRef, onSent }: ReplyFormProps) {
  const draft = useMessageDraft(fieldRef);
  const { onSend, sending, error } = useMessageSender(recipient);

  if (user.suspendu) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        Votre compte est suspendu&nbsp;: vous pouvez lire vos messages, pas en écrire.
      </p>
    );
  }
  if (awaitsAuthorisation(user)) return <p className="mt-4 text-sm text-slate-700">{AWAITING_AUTHORISATION_TEXT}</p>;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending || !draft.ready()) return;
    if (await onSend(draft.text)) {
      draft.clear();
      onSent(MESSAGE_SENT);
    }
    fieldRef.current?.focus();
  }

  function shortcut(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  }

  return (
    <form onSubmit={submit} onKeyDown={shortcut} noValidate className="mt-4 space-y-3">
      <CountedTextarea
        label={`Votre message à ${recipient.name}`}
        value={draft.text}
        onChange={draft.change}
        max={MESSAGE_MAX_LENGTH}
        rows={3}
        hint={draft.hint}
        textareaRef={fieldRef}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex justify-end">
        <button type="submit" disabled={sending || draft.tooLong} className={buttonClasses('primary')}>
          {sending ? 'Envoi…' : 'Envoyer'}
        </button>
      </div>
    </form>
  );
}
