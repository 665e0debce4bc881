import { lazy, Suspense, type ComponentProps } from 'react';

const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/** The Dialog, downloaded when first opened: the screens that offer one keep it out of their first paint. */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
