import { legacyReplyId } from './question-records';

type Stored = Record<string, unknown>;

function publicIdOf(item: unknown): unknown {
  return item && typeof item === 'object' ? (item as Stored).publicId : undefined;
}

/**
 * What takes photo `publicId` out of a stored question (replyId null) or out of one of its replies
 * (issue 36), as both adapters write it and firestore.rules check it: every other value exactly as
 * stored (the rules compare them whole), a reply left without photos losing its `photos` key. Null
 * when the photo is not there. Generic over how a store keeps dates: items are copied, not read.
 */
export function photoRemoval(
  data: { photos?: unknown; replies?: unknown },
  replyId: string | null,
  publicId: string,
): { photos: unknown[] } | { replies: unknown[] } | null {
  if (replyId === null) {
    const stored: unknown[] = Array.isArray(data.photos) ? data.photos : [];
    const photos = stored.filter((item) => publicIdOf(item) !== publicId);
    return photos.length < stored.length ? { photos } : null;
  }
  const replies: unknown[] = Array.isArray(data.replies) ? data.replies : [];
  let changed = false;
  const written = replies.map((item, at) => {
    if (!item || typeof item !== 'object') return item;
    const { photos, ...rest } = item as Stored;
    const id = typeof rest.id === 'string' && rest.id !== '' ? rest.id : legacyReplyId(at);
    if (id !== replyId || !Array.isArray(photos)) return item;
    const kept = photos.filter((photo) => publicIdOf(photo) !== publicId);
    if (kept.length === photos.length) return item;
    changed = true;
    return kept.length > 0 ? { ...rest, photos: kept } : rest;
  });
  return changed ? { replies: written } : null;
}
