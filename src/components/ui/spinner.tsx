/** A quiet loading indicator, announced to screen readers. */
export function Spinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
      />
      <span>{label}</span>
    </div>
  );
}
