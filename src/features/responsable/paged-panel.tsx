import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PagedList } from '@/hooks/paged-list';
import { governanceErrorText } from './responsable-messages';

/**
 * A list of the Espace responsable read one page at a time: its loading and failure states, the
 * items (the caller's to show), and « Voir plus » while older or further items remain. The button
 * stays where it was, so the keyboard focus does too; the new items follow the ones read.
 */
export function PagedPanel<T>({
  list,
  what,
  children,
}: {
  list: PagedList<T> & { more: () => void };
  what: string;
  children: ReactNode;
}) {
  if (list.status === 'loading') return <Spinner label="Chargement…" />;
  return (
    <>
      {list.status === 'error' ? (
        <div className="mb-4">
          <Alert tone="error">{governanceErrorText('read', list.error.code)}</Alert>
        </div>
      ) : null}
      {children}
      {list.hasMore ? (
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={list.more} className={buttonClasses('secondary')}>
            Voir plus <span className="sr-only">{what}</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
