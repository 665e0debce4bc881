import { usePageMeta } from '@/lib/use-page-meta';

/** A page whose content arrives in a later version of the site: its title and a short word. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <section className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-slate-700">
        Cette page est en préparation. Revenez bientôt&nbsp;: la commission des études y travaille avec soin.
      </p>
    </section>
  );
}
