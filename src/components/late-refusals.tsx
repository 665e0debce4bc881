import { useId, useState } from 'react';
import { buttonClasses } from './ui/button';

export interface LateRefusalView {
  key: number;
  /** « Envoi refusé au retour du réseau : votre question ». */
  title: string;
  /** Why, in French. */
  reason: string;
  /** What the author wrote ('' when unknown). */
  text: string;
}

/**
 * Writes sent offline (or on a stalled connection) that the server refused once the network came
 * back. The form they were typed in was emptied long ago: the text is shown again, to copy.
 */
export function LateRefusals({
  refusals,
  onDismiss,
}: {
  refusals: readonly LateRefusalView[];
  onDismiss: (key: number) => void;
}) {
  if (refusals.length === 0) return null;
  return (
    <div className="mx-auto mt-4 max-w-3xl space-y-3 px-4">
      {refusals.map((refusal) => (
        <Refusal key={refusal.key} refusal={refusal} onDismiss={() => onDismiss(refusal.key)} />
      ))}
    </div>
  );
}

function Refusal({ refusal, onDismiss }: { refusal: LateRefusalView; onDismiss: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(refusal.text);
      setCopied('Texte copié.');
    } catch {
      // The clipboard may be refused (permissions, an old browser): the text stays selectable.
      setCopied('La copie automatique est impossible\u00a0: sélectionnez le texte pour le copier.');
    }
  }

  return (
    <section
      role="alert"
      aria-labelledby={`${id}-titre`}
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <h2 id={`${id}-titre`} className="font-semibold">
        {refusal.title}
      </h2>
      <p className="mt-1">{refusal.reason}</p>
      {refusal.text ? (
        <>
          <label htmlFor={`${id}-texte`} className="mt-3 block font-semibold">
            Votre texte, à copier pour ne pas le perdre
          </label>
          <textarea
            id={`${id}-texte`}
            readOnly
            value={refusal.text}
            rows={3}
            className="mt-1 w-full rounded-lg border border-red-200 bg-white p-2 text-slate-900"
          />
        </>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {refusal.text ? (
          <button type="button" onClick={() => void copy()} className={buttonClasses('primary')}>
            Copier le texte
          </button>
        ) : null}
        <button type="button" onClick={onDismiss} className={buttonClasses('secondary')}>
          Fermer
        </button>
        <p role="status" className="text-sm">
          {copied}
        </p>
      </div>
    </section>
  );
}
