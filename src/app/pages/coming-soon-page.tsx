import { useParams } from 'react-router-dom';
import { findCommission } from '@/content/commissions';
import { usePageMeta } from '@/lib/use-page-meta';
import { NotFoundPage } from './not-found-page';

/** A page whose content arrives in a later version of the site: its title and a short word. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <section className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-slate-700">
        Cette page est en préparation. Revenez bientôt : la commission des études y travaille avec soin.
      </p>
    </section>
  );
}

/** /commissions/{slug}: the commission's title, or the 404 page for a name we do not know. */
export function CommissionComingSoonPage() {
  const commission = findCommission(useParams().slug);
  if (!commission) return <NotFoundPage />;
  return <ComingSoonPage title={`Commission ${commission.title}`} />;
}
