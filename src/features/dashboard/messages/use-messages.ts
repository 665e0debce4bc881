import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, Message } from '@/domain/entities';
import { useBackend } from '@/hooks/backend';
import { usePagedList, type SubscribePages } from '@/hooks/paged-list';
import { useCommand } from '@/hooks/use-command';

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
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );

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

/** Deleting a received message. */
export function useDeleteMessage() {
  const { messages } = useBackend();
  return useCommand((id: string) => messages.remove(id), 'Suppression du message impossible :');
}
