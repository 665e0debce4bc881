import { useSyncExternalStore } from 'react';

/**
 * What the Network Information API tells (Chromium, on Android above all; Safari and Firefox have
 * none): whether the member asked their phone to save data, and how fast the connection is.
 */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

/** The connection types too slow for pictures nobody asked for: under 70 kbit/s or so. */
const SLOW_TYPES: readonly string[] = ['slow-2g', '2g'];

function connection(): NetworkInformation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Whether this browser asks to spare data now: saveData on, or a 2G connection. False where unknown. */
export function sparesData(): boolean {
  const network = connection();
  if (!network) return false;
  return network.saveData === true || SLOW_TYPES.includes(network.effectiveType ?? '');
}

function subscribe(onChange: () => void): () => void {
  const network = connection();
  network?.addEventListener('change', onChange);
  return () => network?.removeEventListener('change', onChange);
}

// Nothing is rendered on a server; were it ever, show what a browser without the API shows.
const onServer = () => false;

/**
 * Whether images must wait for a tap (issue 36): the phone asks to save data
 * (navigator.connection.saveData, « Économiseur de données ») or the connection is 2G, kept up to
 * date by the connection's `change` event. False where the API is missing: images load as usual.
 */
export function useDataThrift(): boolean {
  return useSyncExternalStore(subscribe, sparesData, onServer);
}
