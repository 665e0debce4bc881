import { useEffect, useRef, useState, type RefObject } from 'react';
import { isWebUrl } from '@/domain/forums';
import { deliveredPhotoUrl, type Photo } from '@/domain/photos';
import { useBackendHandle } from '@/hooks/backend';

/**
 * The address an <img> shows for `photo` at `size`, once `wanted`: null while unknown (or not
 * wanted), 'missing' when there is none.
 *
 * A Cloudinary photo's address is computed here (deliveredPhotoUrl, what files.photoSource gives
 * for it): a question from the forum's quick first page shows its thumbnails before the backend
 * is there, and a visitor never downloads the Firebase SDK for them (docs/decisions/0030). Any
 * other address (local mode's `local-file:`) asks the backend, whose object URLs are its own: it
 * keeps one per photo and size for the page's life, and revokes it when the file is deleted.
 */
export function usePhotoSource(photo: Photo, size: 'thumb' | 'full', wanted: boolean): string | null | 'missing' {
  const { load } = useBackendHandle();
  const direct = isWebUrl(photo.url) ? deliveredPhotoUrl(photo.url, size) : null;
  const [resolved, setResolved] = useState<{ key: string; url: string } | null>(null);
  const key = `${photo.publicId}:${photo.url}:${size}`;
  // The live lists give a new object at each change: the effect follows the photo's identity.
  const latest = useRef(photo);
  useEffect(() => {
    latest.current = photo;
  });

  useEffect(() => {
    if (direct || !wanted) return;
    let active = true;
    load()
      .then((backend) => backend.files.photoSource(latest.current, size))
      .then(
        (url) => {
          if (active) setResolved({ key, url: url.startsWith('blob:') || isWebUrl(url) ? url : 'missing' });
        },
        (error: unknown) => {
          console.error('Photo introuvable :', error);
          if (active) setResolved({ key, url: 'missing' });
        },
      );
    return () => {
      active = false;
    };
  }, [direct, wanted, key, size, load]);

  if (!wanted) return null;
  // Any other address (javascript:, data:…) is never shown.
  return direct ?? (resolved?.key === key ? resolved.url : null);
}

/** How far beyond the screen a thumbnail starts loading: a short scroll ahead, no more (the page's budget). */
const AHEAD = '100px 0px';

/**
 * Whether the element has come near the screen (once true, it stays). `loading="lazy"` alone lets
 * Chrome fetch images several screens ahead: a forum page of twenty questions with photos would
 * download them all. Without IntersectionObserver (an old browser, jsdom), at once.
 */
export function useNearScreen(element: RefObject<Element | null>, watching: boolean): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !watching || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, watching]);
  return near;
}
