import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useHydrated, useOnceHydrated } from '@/components/ui/hydration';
import { acceptsBirthDate, birthDateBounds, textsOf, type AcceptedText } from '@/domain/consent';
import { ROLES, type Role, type SignUpInput } from '@/domain/entities';
import { isReservedName, isValidNamePart, normaliseName } from '@/domain/names';
import { useSignUp } from '@/hooks/account';
import { paths } from '@/lib/paths';
import { ROLE_LABELS } from '@/lib/roles';
import {
  BIRTH_DATE_MESSAGE,
  INVALID_NAME_MESSAGE,
  RESERVED_NAME_MESSAGE,
  explainRegistrationError,
  fieldOfError,
} from './auth-messages';
import { ACCEPTANCE_TEXTS, ConsentBox } from './consent-box';
import { EMPTY_VALUES, emptyFields, profileFromValues, roleConfigs, type FormField } from './role-configs';

export interface LoginNotice {
  notice: string;
  email: string;
}

/**
 * The registration form of all three roles. The role selector switches the fields and texts,
 * keeping what was typed. Nothing typed is lost on an error. Every member ticks « J'ai lu la page
 * Protection des données… », a tutor also the charter; a pupil gives their birth date (issue 33).
 */
export function RegistrationForm({ role, onRoleChange }: { role: Role; onRoleChange: (role: Role) => void }) {
  // Not before React has adopted the prerendered page: the browser would send the form itself.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [invalid, setInvalid] = useState<ReadonlySet<FormField>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Record<AcceptedText, boolean>>({ consentement: false, charte: false });
  const [unticked, setUnticked] = useState<AcceptedText | null>(null);
  // The birth dates a pupil may give, from today's date: unknown to the prerendered form.
  const bounds = useOnceHydrated(birthDateBounds(new Date()), undefined);
  const form = useRef<HTMLFormElement>(null);
  const config = roleConfigs[role];
  const signUp = useSignUp((failure) => explainRegistrationError(failure.code, role).foreseen);
  const pending = signUp.busy;
  const error = problem ?? (signUp.error ? explainRegistrationError(signUp.error.code, role).text : null);

  function focusField(field: FormField) {
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function flag(fields: FormField[], text: string) {
    setInvalid(new Set(fields));
    setProblem(text);
    focusField(fields[0]!);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    signUp.reset();
    setProblem(null);
    setInvalid(new Set());
    setUnticked(null);
    const empty = emptyFields(config, values);
    if (empty.length > 0) return flag(empty, config.emptyMessage);
    if (isReservedName(values)) return flag(['nom'], RESERVED_NAME_MESSAGE);
    // As the backend checks it, on the name normalised (docs/decisions/0019); what was typed stays.
    const badName = (['nom', 'prenom'] as const).filter((field) => !isValidNamePart(normaliseName(values[field])));
    if (badName.length > 0) return flag([...badName], INVALID_NAME_MESSAGE);
    const pupil = role === 'eleve';
    if (pupil && !acceptsBirthDate(values.naissance, new Date())) return flag(['naissance'], BIRTH_DATE_MESSAGE);
    const missing = textsOf(role).find((text) => !accepted[text]);
    if (missing) {
      setUnticked(missing);
      form.current?.querySelector<HTMLElement>(`[name="${missing}"]`)?.focus();
      return;
    }
    const email = values.email.trim();
    const input: SignUpInput = {
      email,
      password: values.password,
      profile: profileFromValues(role, values),
      consentement: true,
    };
    if (role === 'encadreur') input.charte = true;
    if (pupil) input.naissance = values.naissance;
    if (await signUp.run(input)) {
      const state: LoginNotice = { notice: config.successMessage, email };
      navigate(paths.login, { state });
    }
  }

  // A refusal about one field (the e-mail taken, a weak password) points at it.
  const refusedField = signUp.error ? fieldOfError(signUp.error.code) : null;
  useEffect(() => {
    if (refusedField) form.current?.querySelector<HTMLElement>(`[name="${refusedField}"]`)?.focus();
  }, [refusedField, signUp.error]);
  const flagged = refusedField ? new Set<FormField>([refusedField]) : invalid;

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
            invalid: flagged.has(field),
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
              {...(spec.type === 'date' && bounds)}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          );
        })}
      </div>
      <div className="space-y-4 border-t border-slate-200 pt-5">
        {textsOf(role).map((text) => (
          <ConsentBox
            key={text}
            text={text}
            checked={accepted[text]}
            onChange={(checked) => {
              setAccepted({ ...accepted, [text]: checked });
              if (checked && unticked === text) setUnticked(null);
            }}
            error={unticked === text ? ACCEPTANCE_TEXTS[text].required : null}
          />
        ))}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Déjà inscrit ?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            Se connecter
          </Link>
        </p>
        <button type="submit" className={buttonClasses('primary')} disabled={pending || !hydrated}>
          {pending ? 'Inscription en cours…' : "S'inscrire"}
        </button>
      </div>
    </form>
  );
}
