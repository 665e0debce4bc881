import { useId, type Ref } from 'react';

interface CountedTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Longest text accepted, in characters (counted after trimming, as the backends count). */
  max: number;
  rows?: number;
  placeholder?: string;
  /** A line under the field, e.g. why the text was not sent. */
  hint?: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** The label is read out but not shown (the surrounding heading says it already). */
  hideLabel?: boolean;
}

/**
 * A labelled text area with a live character count. A text over the limit is kept and flagged,
 * never cut; the count and the hint are tied to the field for screen readers.
 */
export function CountedTextarea({
  label,
  value,
  onChange,
  max,
  rows = 4,
  placeholder,
  hint,
  textareaRef,
  hideLabel,
}: CountedTextareaProps) {
  const id = useId();
  const countId = `${id}-compte`;
  const hintId = `${id}-aide`;
  const length = value.trim().length;
  const tooLong = length > max;
  const limit = max.toLocaleString('fr-FR');
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-semibold text-slate-800'}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${countId}${hint ? ` ${hintId}` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 block w-full resize-y rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
          tooLong ? 'border-red-500' : 'border-slate-300'
        }`}
      />
      <p id={countId} className={`mt-1 text-xs ${tooLong ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {tooLong
          ? `Trop long\u00a0: ${length.toLocaleString('fr-FR')} caractères pour ${limit} au plus. Raccourcissez votre texte.`
          : `${length.toLocaleString('fr-FR')} / ${limit} caractères`}
      </p>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
