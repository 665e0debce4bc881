import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Nothing is rendered on a server; were it ever, assume the network is there.
const onlineOnServer = () => true;

/**
 * Whether the browser believes it has a network (navigator.onLine), kept up to date by the
 * `online` and `offline` events. False is reliable (no network at all); true only means a network
 * interface is up, not that the servers answer.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}
