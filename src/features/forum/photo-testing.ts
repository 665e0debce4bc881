/*
 * What the photos' component tests share (photo-picker.test.tsx, photo-gallery.test.tsx): photos
 * as the backends store them, the backend's file service with its photo methods stood in, the
 * forum's context around a lone component, and axe run in jsdom. Imported by tests only.
 */
import axe from 'axe-core';
import { vi } from 'vitest';
import type { Backend, FileService } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import type { Photo } from '@/domain/photos';
import { FORUMS } from './forum-config';
import type { ForumContextValue } from './forum-context';

/** A photo delivered by Cloudinary, as a question stores it (a page: 1,200 × 1,600). */
export function cloudinaryPhoto(name: string, more: Partial<Photo> = {}): Photo {
  const publicId = `forum/uid-awa/${name}`;
  return {
    url: `https://res.cloudinary.com/demo/image/upload/v1700000000/${publicId}`,
    publicId,
    width: 1200,
    height: 1600,
    bytes: 245_000,
    thumbBytes: 24_000,
    ...more,
  };
}

/**
 * The backend with its photo methods stood in (vi.fn, overridable): an upload that answers at
 * once, a deletion that succeeds, object URLs named after the photo. The rest is the backend's own.
 */
export function withPhotoFiles(backend: Backend, overrides: Partial<Pick<FileService, PhotoMethod>> = {}) {
  const photoFiles = {
    uploadPhoto: vi.fn<FileService['uploadPhoto']>(async (prepared) => ({
      ...cloudinaryPhoto(`envoi-${crypto.randomUUID()}`),
      width: prepared.width,
      height: prepared.height,
      bytes: prepared.blob.size,
      thumbBytes: prepared.thumb.size,
    })),
    remove: vi.fn<FileService['remove']>(async () => true),
    photoSource: vi.fn<FileService['photoSource']>(
      async (photo, size) => `blob:http://localhost/${photo.publicId}-${size}`,
    ),
  };
  Object.assign(photoFiles, overrides);
  const files = { ...backend.files, ...photoFiles };
  return { backend: { ...backend, files } satisfies Backend, files: photoFiles };
}
type PhotoMethod = 'uploadPhoto' | 'remove' | 'photoSource';

/** The forum's context for a component rendered alone: the tutor–pupil forum, read by `viewer`. */
export function forumContext(viewer: UserProfile | null): ForumContextValue {
  return {
    forum: FORUMS.EncadreurEleve,
    viewer,
    marks: null,
    names: null,
    namesPending: false,
    sessionKnown: true,
    writeTo: () => undefined,
    announce: () => undefined,
    report: () => undefined,
  };
}

/**
 * What axe finds wrong in `root`, one line per rule with the elements concerned. jsdom draws
 * nothing: the colour contrast is the browser journeys' to check; and a component rendered alone
 * stands outside the page's landmarks ('region'), which are the page's.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return violations.map((found) => `${found.id}: ${found.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
