import { useEffect } from 'react';
import { useBackend } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { messageErrorText } from '@/lib/message-errors';

/** Someone a private message goes to: their user id, and their name as the sender was shown it. */
export interface Recipient {
  id: string;
  name: string;
}

/**
 * Sending a private message to `to` (null while no message box is open), as a MessageBox's props:
 * the command, and its failure in French (the text stays typed). Writing to someone else, or
 * closing the box, forgets the last failure. A message sent offline and refused later is shown
 * with its text (hooks/late-writes.ts).
 */
export function useMessageSender(to: Recipient | null): {
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  error: string | null;
} {
  const { messages } = useBackend();
  const send = useCommand(
    (recipient: Recipient, text: string) => messages.send({ to: recipient.id, toName: recipient.name, text }),
    'Envoi du message impossible :',
    { written: (_recipient, text) => ({ what: 'votre message privé', text }) },
  );
  const { reset } = send;
  useEffect(reset, [to?.id, reset]);
  return {
    onSend: (text) => (to ? send.run(to, text) : Promise.resolve(false)),
    sending: send.busy,
    error: send.error ? messageErrorText('send', send.error.code, send.error) : null,
  };
}
