import type { ReactNode } from 'react';

/** Long-form text (articles, charter): comfortable line length and spacing on a phone. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`prose-site ${className ?? ''}`}>{children}</div>;
}
