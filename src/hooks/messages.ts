import { useCallback, useEffect } from 'react';
import { messageErrorText } from '@/lib/message-errors';
import type { Message } from '@/domain/entities';
import { useBackend } from './backend';
import { usePagedList, type SubscribePages } from './paged-list';
import { useCommand } from './use-command';

/**
 * The messages `uid` has received, newest first, kept up to date live, one page at a time
 * (`more()` reads the next older one). Suspends while the backend loads.
 */
export function useInbox(uid: string) {
  const { messages } = useBackend();
  const subscribe = useCallback<SubscribePages<Message>>(
    (onChange, onError) => messages.subscribeInbox(uid, onChange, onError),
    [messages, uid],
  );
  return usePagedList(subscribe, 'La boîte de réception n’a pas pu être lue :');
}

/**
 * Sending a private message to `to` (null while no message box is open), as a MessageBox's props:
 * the command, and its failure in French (the text stays typed). Opening a box for someone else,
 * or closing it, forgets the last failure. A message sent offline and refused later is shown with
 * its text (hooks/late-writes.ts).
 */
export function useMessageSender(to: string | null): { onSend: (text: string) => Promise<boolean>; sending: boolean; error: string | null } {
  const { messages } = useBackend();
  const send = useCommand(
    (recipient: string, text: string) => messages.send({ to: recipient, text }),
    'Envoi du message impossible :',
    { written: (_recipient, text) => ({ what: 'votre message privé', text }) },
  );
  const { reset } = send;
  useEffect(reset, [to, reset]);
  return {
    onSend: (text) => (to ? send.run(to, text) : Promise.resolve(false)),
    sending: send.busy,
    error: send.error ? messageErrorText('send', send.error.code, send.error) : null,
  };
}

/** Deleting a received message. */
export function useDeleteMessage() {
  const { messages } = useBackend();
  return useCommand((id: string) => messages.remove(id), 'Suppression du message impossible :');
}
