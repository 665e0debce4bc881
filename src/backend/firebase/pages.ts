import {
  endBefore,
  getDocs,
  limit,
  onSnapshot,
  query,
  startAfter,
  startAt,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { LivePages, OnPage } from '@/backend/types';
import type { BackendError } from '@/domain/errors';
import { guarded, toBackendError } from './errors';
import { browserOffline } from './queued';

/**
 * A live list read one page at a time with cursors, so that opening a screen and each « Voir plus »
 * read at most one page of documents, whatever the history (Firestore bills every document a query
 * or a listener delivers).
 *
 * `newestFirst` is the query, ordered newest first (it needs its composite index). The list is made of:
 * - an anchor: the newest document when the list opens (one read, `limit(1)`);
 * - the head: a listener on what is newer than the anchor (`endBefore`), so documents written
 *   afterwards arrive live and never push older ones out of a page;
 * - pages: listeners `startAt(anchor)` then `startAfter(last document shown)`, each `limit(size + 1)`:
 *   the extra document says whether there is more. A page is read once; then only its changes are.
 * A deletion inside a page pulls the next document in, which the next page may hold too: the merged
 * list keeps the first copy of each id.
 *
 * Reads: opening = 1 (anchor) + size + 1 (first page) + 1 (an empty head still costs one) ;
 * « Voir plus » = size + 1 ; a change (a reply, an edit) = 1 per listener holding the document.
 */
export function subscribePages<T extends { id: string }>(
  newestFirst: Query<DocumentData>,
  size: number,
  /** `pending`: the document holds a write of this page the server has not acknowledged yet. */
  read: (id: string, data: DocumentData, pending: boolean) => T,
  onChange: OnPage<T>,
  onError?: (error: BackendError) => void,
): LivePages {
  let closed = false;
  let failed = false;
  const stops: (() => void)[] = [];
  let head: T[] = [];
  const pages: QueryDocumentSnapshot<DocumentData>[][] = [];
  /** Whether every page has delivered its first snapshot: until then, « Voir plus » waits. */
  const pending = new Set<number>();

  const fail = (error: unknown) => {
    if (failed || closed) return;
    failed = true;
    console.error(error);
    onError?.(toBackendError(error));
  };

  const emit = () => {
    if (closed || pending.size > 0) return;
    const seen = new Set<string>();
    const items: T[] = [];
    const add = (item: T) => {
      if (seen.has(item.id)) return;
      seen.add(item.id);
      items.push(item);
    };
    head.forEach(add);
    pages.forEach((docs, index) => {
      const shown = index === pages.length - 1 ? docs.slice(0, size) : docs;
      shown.forEach((snapshot) => add(toItem(snapshot)));
    });
    const last = pages.at(-1);
    onChange(items, last !== undefined && last.length > size);
  };

  const toItem = (snapshot: QueryDocumentSnapshot<DocumentData>) =>
    read(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }), snapshot.metadata.hasPendingWrites);
  // Metadata changes too: the server acknowledging a write changes no data, only « pending ».
  const live = { includeMetadataChanges: true };

  const listenPage = (pageQuery: Query<DocumentData>) => {
    const index = pages.length;
    pages.push([]);
    pending.add(index);
    stops.push(
      onSnapshot(
        pageQuery,
        live,
        (snapshot) => {
          // At first, the memory cache may hold a document or two of the page (the anchor read just
          // before): not the page. Its first showing waits for the server, unless offline.
          if (pending.has(index) && snapshot.metadata.fromCache && !browserOffline()) return;
          pages[index] = snapshot.docs;
          pending.delete(index);
          emit();
        },
        fail,
      ),
    );
  };

  void (async () => {
    try {
      const newest = (await guarded(() => getDocs(query(newestFirst, limit(1))))).docs[0];
      if (closed) return;
      if (!newest) {
        // Nothing yet: one listener on the first page; what arrives is the newest anyway.
        listenPage(query(newestFirst, limit(size + 1)));
        return;
      }
      stops.push(
        onSnapshot(
          query(newestFirst, endBefore(newest)),
          live,
          (snapshot) => {
            head = snapshot.docs.map(toItem);
            emit();
          },
          fail,
        ),
      );
      listenPage(query(newestFirst, startAt(newest), limit(size + 1)));
    } catch (error) {
      fail(error);
    }
  })();

  const close = () => {
    closed = true;
    stops.forEach((stop) => stop());
  };
  return Object.assign(close, {
    more() {
      const last = pages.at(-1);
      if (closed || pending.size > 0 || !last || last.length <= size) return;
      listenPage(query(newestFirst, startAfter(last[size - 1]!), limit(size + 1)));
    },
  });
}
