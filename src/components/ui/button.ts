/** Class names of the site's buttons, for <button> and for links that look like buttons. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'gold';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  gold: 'bg-or-400 text-nuit hover:bg-or-300',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
