import { useCallback } from 'react';
import { BackendError, errorCode } from '@/backend/types';
import { messageErrorText } from '@/lib/message-errors';
import type { Message } from '@/backend/types';
import { useBackend } from './backend';
import { useLiveList, type LiveList, type Subscribe } from './live-list';

/** The messages `uid` has received, newest first, kept up to date live. Suspends while the backend loads. */
export function useInbox(uid: string): LiveList<Message> {
  const { messages } = useBackend();
  const subscribe = useCallback<Subscribe<Message>>(
    (onChange, onError) => messages.subscribeInbox(uid, onChange, onError),
    [messages, uid],
  );
  return useLiveList(subscribe, 'La boîte de réception n’a pas pu être lue :');
}

/**
 * Sends a private message as the signed-in member; a failure is logged and thrown again as an
 * Error carrying the French explanation, which MessageBox shows (the text stays typed).
 */
export function useSendMessage(): (to: string, text: string) => Promise<void> {
  const { messages } = useBackend();
  return useCallback(
    async (to, text) => {
      try {
        await messages.send({ to, text });
      } catch (failure) {
        console.error('Envoi du message impossible :', failure);
        const details = failure instanceof BackendError ? failure : null;
        throw new Error(messageErrorText('send', errorCode(failure), details), { cause: failure });
      }
    },
    [messages],
  );
}
