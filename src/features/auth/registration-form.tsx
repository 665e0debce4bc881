import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ROLES, errorCode, type Role } from '@/backend/types';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useBackendLoader } from '@/hooks/backend';
import { paths } from '@/lib/paths';
import { ROLE_LABELS } from '@/lib/roles';
import { isReservedName } from '@/domain/text';
import { RESERVED_NAME_MESSAGE, explainRegistrationError, fieldOfError } from './auth-messages';
import { EMPTY_VALUES, emptyFields, profileFromValues, roleConfigs, type FormField } from './role-configs';

export interface LoginNotice {
  notice: string;
  email: string;
}

/**
 * The registration form of all three roles. The role selector switches the fields and texts,
 * keeping what was typed. Nothing typed is lost on an error.
 */
export function RegistrationForm({ role, onRoleChange }: { role: Role; onRoleChange: (role: Role) => void }) {
  const loadBackend = useBackendLoader();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [invalid, setInvalid] = useState<ReadonlySet<FormField>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const config = roleConfigs[role];

  function focusField(field: FormField) {
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const empty = emptyFields(config, values);
    if (empty.length > 0) {
      setInvalid(new Set(empty));
      setError(config.emptyMessage);
      focusField(empty[0]!);
      return;
    }
    if (isReservedName(values)) {
      setInvalid(new Set(['nom']));
      setError(RESERVED_NAME_MESSAGE);
      focusField('nom');
      return;
    }
    setPending(true);
    setError(null);
    setInvalid(new Set());
    try {
      const backend = await loadBackend();
      const email = values.email.trim();
      await backend.auth.signUp({ email, password: values.password, profile: profileFromValues(role, values) });
      const state: LoginNotice = { notice: config.successMessage, email };
      navigate(paths.login, { state });
    } catch (caught) {
      const code = errorCode(caught);
      const { text, foreseen } = explainRegistrationError(code, role);
      if (!foreseen) console.error('Inscription impossible :', caught);
      setError(text);
      const field = fieldOfError(code);
      if (field) {
        setInvalid(new Set([field]));
        focusField(field);
      }
      setPending(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-5" aria-busy={pending}>
      <SelectField
        label="Je m'inscris en tant que"
        name="role"
        value={role}
        onChange={(event) => onRoleChange(event.target.value as Role)}
        options={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {config.fields.map((field) => {
          const spec = config.specs[field];
          const common = {
            label: spec.label,
            name: field,
            required: true,
            invalid: invalid.has(field),
            value: values[field],
            hint: spec.hint,
          };
          if (spec.type === 'select') {
            return (
              <SelectField
                key={`${role}-${field}`}
                {...common}
                placeholder="Choisir…"
                groups={spec.groups}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            );
          }
          return (
            <TextField
              key={`${role}-${field}`}
              {...common}
              type={spec.type}
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
              inputMode={spec.type === 'tel' ? 'tel' : undefined}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          );
        })}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Déjà inscrit ?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            Se connecter
          </Link>
        </p>
        <button type="submit" className={buttonClasses('primary')} disabled={pending}>
          {pending ? 'Inscription en cours…' : "S'inscrire"}
        </button>
      </div>
    </form>
  );
}
