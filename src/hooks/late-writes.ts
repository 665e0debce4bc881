import { useSyncExternalStore } from 'react';
import { followOutbox } from '@/backend/outbox';
import type { ErrorCode } from '@/domain/errors';

/**
 * Writes the screen stopped waiting for (sent offline, or given up on a stalled connection) that
 * the server refused later, when the network came back: shown to their author with their text to
 * copy back, since the form was emptied long ago (backend/outbox.ts says how they are followed).
 */

/** What the author wrote, as the screen knows it: « Votre question », and its text. */
export interface WrittenText {
  what: string;
  text: string;
}

export interface LateRefusal extends WrittenText {
  key: number;
  code: ErrorCode;
}

/** The writes issued while a command ran, by outbox id: first claimed, first kept. */
const claimed = new Map<number, WrittenText>();
let refusals: readonly LateRefusal[] = [];
const watchers = new Set<() => void>();
let following = false;

function publish(next: readonly LateRefusal[]) {
  refusals = next;
  for (const watcher of [...watchers]) watcher();
}

function follow() {
  if (following) return;
  following = true;
  followOutbox((event) => {
    if (event.state === 'waiting') return;
    const written = claimed.get(event.id);
    claimed.delete(event.id);
    if (event.state === 'sent') return;
    console.error(`Écriture refusée par le serveur après coup (${event.description}) :`, event.error);
    publish([
      ...refusals,
      {
        key: event.id,
        code: event.error.code,
        what: written?.what ?? 'ce que vous avez envoyé',
        text: written?.text ?? '',
      },
    ]);
  });
}

/**
 * Runs a write of the user's `written` text; if the adapter lets it go unanswered (offline,
 * stalled), a later refusal is shown with that text.
 */
export async function withWrittenText<T>(written: WrittenText, action: () => Promise<T>): Promise<T> {
  follow();
  const stop = followOutbox((event) => {
    if (event.state === 'waiting' && !claimed.has(event.id)) claimed.set(event.id, written);
  });
  try {
    return await action();
  } finally {
    stop();
  }
}

function subscribe(watcher: () => void) {
  follow();
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

const current = () => refusals;

/** The late refusals to show, and how to put one away once read. */
export function useLateRefusals(): { refusals: readonly LateRefusal[]; dismiss: (key: number) => void } {
  return {
    refusals: useSyncExternalStore(subscribe, current, current),
    dismiss: (key) => publish(refusals.filter((refusal) => refusal.key !== key)),
  };
}

/** At sign-out: the refusals shown hold the member's words, never offered to the next person. */
export function forgetLateRefusals(): void {
  claimed.clear();
  if (refusals.length > 0) publish([]);
}
