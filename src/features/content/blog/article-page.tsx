import { usePageMeta } from '@/lib/use-page-meta';

// Temporary: replaced by the real page in the same change.
export function BlogArticlePage({ n }: { n: 1 | 2 | 3 }) {
  usePageMeta(`Article ${n}`);
  return (
    <section className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl font-bold">Article {n}</h1>
    </section>
  );
}
