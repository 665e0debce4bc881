import { usePageMeta } from '@/lib/use-page-meta';

// Temporary: replaced by the real page in the same change.
export function CommissionsPage() {
  usePageMeta('Groupes des jeunes');
  return (
    <section className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl font-bold">Groupes des jeunes</h1>
    </section>
  );
}
