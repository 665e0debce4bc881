/**
 * Texts being typed, kept in this tab's sessionStorage so that a reload, or a detour to log in,
 * loses nothing. They are the member's words: « Se déconnecter » forgets them all (forgetDrafts),
 * so that the next person on the phone is never offered them (docs/decisions/0020).
 */

const PREFIX = 'commission-etudes.brouillon:';

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null; // storage refused (private mode): drafts live as long as the page
  }
}

export function readDraft(name: string): string {
  try {
    return storage()?.getItem(PREFIX + name) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(name: string, text: string): void {
  try {
    if (text === '') storage()?.removeItem(PREFIX + name);
    else storage()?.setItem(PREFIX + name, text);
  } catch {
    // quota or refusal: the draft simply lives as long as the page
  }
}

/** Forgets every draft of this tab. */
export function forgetDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(PREFIX),
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // nothing more to do
  }
}
