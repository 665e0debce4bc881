import { useCallback, useEffect, useRef, useState } from 'react';
import { messageErrorText } from '@/lib/message-errors';
import type { Conversation, Message } from '@/domain/entities';
import { useBackend } from './backend';
import { usePagedList, type SubscribePages } from './paged-list';
import { useCommand } from './use-command';

/** Someone a private message goes to: their user id, and their name as the sender was shown it. */
export interface Recipient {
  id: string;
  name: string;
}

/**
 * `uid`'s conversations, the latest first, each with its unread count, live, one page at a time
 * (`more()` reads the next older one). Suspends while the backend loads.
 */
export function useConversations(uid: string) {
  const { messages } = useBackend();
  const subscribe = useCallback<SubscribePages<Conversation>>(
    (onChange, onError) => messages.subscribeConversations(uid, onChange, onError),
    [messages, uid],
  );
  return usePagedList(subscribe, 'Les conversations n’ont pas pu être lues :');
}

/** The messages between `uid` and `withId`, the newest first, live, one page at a time. */
export function useThread(uid: string, withId: string) {
  const { messages } = useBackend();
  const subscribe = useCallback<SubscribePages<Message>>(
    (onChange, onError) => messages.subscribeThread(uid, withId, onChange, onError),
    [messages, uid, withId],
  );
  return usePagedList(subscribe, 'La conversation n’a pas pu être lue :');
}

/**
 * Marks the open conversation read whenever it shows a message to `uid` not opened yet, while
 * the tab is in view (a message arriving in a hidden tab waits until the member comes back).
 */
export function useMarkRead(uid: string, withId: string, shown: readonly Message[]) {
  const { messages } = useBackend();
  const waiting = shown.some((message) => message.to === uid && !message.read);
  const marking = useRef(false);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');

  useEffect(() => {
    const follow = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);

  useEffect(() => {
    if (!waiting || !visible || marking.current) return;
    marking.current = true;
    messages
      .markRead(withId)
      .catch((error: unknown) => console.error('Les messages n’ont pas pu être marqués comme lus :', error))
      .finally(() => {
        marking.current = false;
      });
  }, [messages, withId, waiting, visible]);
}

/**
 * Sending a private message to `to` (null while no message box is open), as a MessageBox's props:
 * the command, and its failure in French (the text stays typed). Writing to someone else, or
 * closing the box, forgets the last failure. A message sent offline and refused later is shown
 * with its text (hooks/late-writes.ts).
 */
export function useMessageSender(to: Recipient | null): { onSend: (text: string) => Promise<boolean>; sending: boolean; error: string | null } {
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

/** Deleting a received message. */
export function useDeleteMessage() {
  const { messages } = useBackend();
  return useCommand((id: string) => messages.remove(id), 'Suppression du message impossible :');
}
