import { useId, type ReactNode } from 'react';

export interface CheckboxOption {
  value: string;
  label: string;
}

interface CheckboxGroupProps {
  legend: string;
  /** Which field of the form it is (the first field in error gets the focus). */
  field: string;
  options?: readonly CheckboxOption[];
  /** Sub-groups, each a fieldset of its own (the classes, by cycle). */
  groups?: readonly { label: string; options: readonly CheckboxOption[] }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown instead of the boxes when there is nothing to tick. */
  empty?: string;
  /** Columns from 640 px (one or two on a phone). */
  columns?: 'narrow' | 'wide';
}

/**
 * A fieldset of checkboxes with its legend; its hint and its error are tied to the group, and
 * each box says it is invalid while the group is. Each box is a 44 px target.
 */
export function CheckboxGroup({
  legend,
  field,
  options = [],
  groups = [],
  selected,
  onChange,
  hint,
  error,
  empty,
  columns = 'wide',
}: CheckboxGroupProps) {
  const id = useId();
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const grid = columns === 'narrow' ? 'grid grid-cols-2 gap-x-4 sm:grid-cols-3' : 'grid gap-x-4 sm:grid-cols-2';

  function toggle(value: string, checked: boolean) {
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  }

  const boxes = (list: readonly CheckboxOption[]) => (
    <div className={grid}>
      {list.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-2 text-slate-900">
          <input
            type="checkbox"
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            aria-invalid={error ? true : undefined}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span className="min-w-0 break-words">{option.label}</span>
        </label>
      ))}
    </div>
  );

  return (
    <fieldset
      data-champ={field}
      aria-describedby={describedBy}
      className={`min-w-0 rounded-xl border p-3 sm:p-4 ${error ? 'border-red-500' : 'border-slate-300'}`}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {options.length === 0 && groups.length === 0 && empty ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : null}
      {options.length > 0 ? <div className="mt-2">{boxes(options)}</div> : null}
      {groups.map((group) => (
        <fieldset key={group.label} className="mt-3 min-w-0">
          <legend className="text-sm font-semibold text-slate-700">{group.label}</legend>
          {boxes(group.options)}
        </fieldset>
      ))}
    </fieldset>
  );
}
