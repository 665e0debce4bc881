import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** A short line above the title (the section of the site). */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  children?: ReactNode;
}

/** The dark band that opens every content page, under the navigation bar. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="bg-nuit text-white">
      <div className="mx-auto max-w-page px-4 py-10 sm:py-14">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-or-300 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-slate-200">{children}</div> : null}
      </div>
    </header>
  );
}
