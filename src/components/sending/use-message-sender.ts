import { useEffect, useState } from 'react';
import { awaitsAuthorisation } from '@/domain/authorisation';
import type { Role } from '@/domain/entities';
import { errorCode } from '@/domain/errors';
import { useBackend } from '@/hooks/backend';
import { useSession } from '@/hooks/session';
import { useCommand } from '@/hooks/use-command';
import { AWAITING_AUTHORISATION_TEXT } from '@/lib/authorisation-texts';
import { messageErrorText, MINOR_PROTECTED_MESSAGE } from '@/lib/message-errors';

/**
 * Someone a private message goes to: their user id, their name as the sender was shown it, and,
 * when the sender knows it, their role and « Encadreur validé » (a conversation that starts keeps
 * who is a pupil and who is the adult, issue 33).
 */
export interface Recipient {
  id: string;
  name: string;
  role?: Role;
  validated?: boolean;
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
    (recipient: Recipient, text: string) =>
      messages.send({
        to: recipient.id,
        toName: recipient.name,
        ...(recipient.role && { toRole: recipient.role, toValidated: recipient.validated === true }),
        text,
      }),
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

/**
 * Whether the signed-in member may write to `to` (issue 33: an adult with no reason may not start a
 * conversation with a pupil), asked once when the box opens for a pupil: 'checking' meanwhile (the
 * box waits, so that nothing typed is lost to a refusal), then 'allowed', or the refusal in French.
 * Anyone else is allowed at once (the send would say any other refusal). A pupil whose account
 * waits for a parent's authorisation is told so before typing, whoever they write to.
 */
export function useWriteRefusal(to: Recipient | null): 'checking' | 'allowed' | string {
  const { messages } = useBackend();
  const session = useSession();
  const waiting = session.status === 'signed-in' && awaitsAuthorisation(session.user);
  const pupil = to?.role === 'eleve' && !waiting ? to.id : null;
  const [answer, setAnswer] = useState<{ id: string; value: 'allowed' | string } | null>(null);
  useEffect(() => {
    if (!pupil) return;
    let active = true;
    messages.mayWrite(pupil, 'eleve').then(
      () => {
        if (active) setAnswer({ id: pupil, value: 'allowed' });
      },
      (error: unknown) => {
        if (!active) return;
        // Any other failure (the network): the box opens, and the send will say what went wrong.
        const refused = errorCode(error) === 'message/minor-protected';
        setAnswer({ id: pupil, value: refused ? MINOR_PROTECTED_MESSAGE : 'allowed' });
      },
    );
    return () => {
      active = false;
    };
  }, [messages, pupil]);
  if (waiting) return AWAITING_AUTHORISATION_TEXT;
  if (!pupil) return 'allowed';
  return answer && answer.id === pupil ? answer.value : 'checking';
}
