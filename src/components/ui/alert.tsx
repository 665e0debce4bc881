import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

/**
 * A message for the user; errors interrupt screen readers (role alert), the rest wait (role status).
 * A long word (an e-mail address) breaks anywhere rather than widen a 360 px screen.
 */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm [overflow-wrap:anywhere] ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
