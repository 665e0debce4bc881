import type { Attachment } from '@/domain/entities';

/**
 * Whether a stored attachment is `attachment`: the same public id (the file's identity, whatever
 * link the caller holds for it); only an old attachment stored without one is known by its URL.
 * Both adapters take attachments out by this test.
 */
export function isSameAttachment(stored: unknown, attachment: Attachment): boolean {
  if (!stored || typeof stored !== 'object') return false;
  const { publicId, url } = stored as Partial<Record<keyof Attachment, unknown>>;
  return attachment.publicId ? publicId === attachment.publicId : url === attachment.url;
}
