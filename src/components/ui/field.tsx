import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useHydrated } from './hydration';

const control =
  'mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

function borderFor(invalid: boolean | undefined) {
  return invalid ? 'border-red-500' : 'border-slate-300';
}

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  hintId: string;
  children: ReactNode;
}

function FieldFrame({ id, label, required, hint, hintId, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  invalid?: boolean;
};

/** A labelled input; `invalid` marks it for assistive technologies and in red. */
export function TextField({ label, hint, invalid, required, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-aide`;
  const hydrated = useHydrated();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} hintId={hintId}>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={hint ? hintId : undefined}
        className={`${control} ${borderFor(invalid)} ${className ?? ''}`}
        {...input}
        // Until React has adopted a prerendered page: typed text would not reach the form.
        readOnly={!hydrated || input.readOnly}
      />
    </FieldFrame>
  );
}

export interface OptionGroup {
  label: string;
  options: readonly string[];
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  invalid?: boolean;
  /** Shown first, with an empty value. */
  placeholder?: string;
  options?: readonly { value: string; label: string }[];
  groups?: readonly OptionGroup[];
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  label,
  hint,
  invalid,
  required,
  placeholder,
  options,
  groups,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-aide`;
  const hydrated = useHydrated();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} hintId={hintId}>
      <select
        ref={ref}
        id={id}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={hint ? hintId : undefined}
        className={`${control} ${borderFor(invalid)}`}
        {...select}
        disabled={!hydrated || select.disabled}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}
