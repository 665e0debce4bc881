import { usePageMeta } from '@/lib/use-page-meta';

// Temporary: replaced by the real page in the same change.
export function DirectoryPage({ variant }: { variant: 'public' | 'members' }) {
  usePageMeta(variant === 'public' ? 'Nos encadreurs' : 'Profils des encadreurs');
  return (
    <section className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl font-bold">Nos encadreurs</h1>
    </section>
  );
}
