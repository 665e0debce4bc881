import { usePageMeta } from '@/lib/use-page-meta';

// Temporary: replaced by the real page in the same change.
export function BlogPage() {
  usePageMeta('Blog');
  return (
    <section className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl font-bold">Blog</h1>
    </section>
  );
}
