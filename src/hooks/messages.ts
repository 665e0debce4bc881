import { useCallback } from 'react';
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
