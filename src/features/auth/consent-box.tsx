import { useId, type Ref } from 'react';
import { useHydrated } from '@/components/ui/hydration';
import type { AcceptedText } from '@/domain/consent';
import { paths } from '@/lib/paths';

/** Each text a member accepts: the box's label, the link to the text, and why the box is needed. */
export const ACCEPTANCE_TEXTS: Record<AcceptedText, { label: string; link: string; required: string }> = {
  consentement: {
    label: 'J’ai lu la page Protection des données et j’accepte que mes données soient utilisées comme elle le décrit.',
    link: 'Lire la page Protection des données',
    required: 'Cochez cette case\u00a0: sans votre accord, le site ne peut pas garder vos données.',
  },
  charte: {
    label: 'J’ai lu et j’accepte la Charte de l’encadreur.',
    link: 'Lire la Charte de l’encadreur',
    required:
      'Cochez cette case\u00a0: chaque encadreur accepte la Charte de l’encadreur avant d’accompagner des élèves.',
  },
};

/**
 * One box a member ticks to accept a text of the site (issue 33): « Protection des données » for
 * every member, the « Charte de l'encadreur » for tutors. Under it, the text itself, in a new tab:
 * what was typed in the form stays where it is. Left unticked, the form says why under the box and
 * puts the focus on it (`error`).
 */
export function ConsentBox({
  text,
  checked,
  onChange,
  error,
  ref,
}: {
  text: AcceptedText;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the box must be ticked, once the form was sent without it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-erreur`;
  // Not before React has adopted a prerendered form: a tick would not reach its state.
  const hydrated = useHydrated();
  const { label, link } = ACCEPTANCE_TEXTS[text];
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          name={text}
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={!hydrated}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      <p className="mt-1 pl-8 text-sm">
        <a
          href={text === 'charte' ? paths.charteEncadreur : paths.protectionDonnees}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {link} (s’ouvre dans un nouvel onglet)
        </a>
      </p>
      {error ? (
        <p id={errorId} className="mt-1 pl-8 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
