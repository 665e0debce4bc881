import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import type { UserProfile } from '@/domain/entities';
import { losesApproval } from '@/domain/profile-fields';
import { MEMBER_EDITABLE_FIELDS, type ProfileField } from '@/domain/profile-schema';
import { useBackendLoader } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { SUBJECT_REVIEW_WARNING } from './auth-messages';
import { roleConfigs } from './role-configs';

/** The text fields a member edits on « Mon profil » (telephonePublic has its own switch). */
export function editableFieldsOf(user: UserProfile): ProfileField[] {
  const editable: readonly string[] = MEMBER_EDITABLE_FIELDS[user.role];
  // In the registration form's order, with its labels and inputs (one source: role-configs.ts);
  // telephonePublic is no form field, so it never appears here.
  return roleConfigs[user.role].fields.filter((field): field is ProfileField => editable.includes(field));
}

/** What the member reads when « Mon profil » could not save. */
export function explainProfileError(code: string): string {
  if (code === 'invalid-argument') return 'Un champ est vide ou trop long. Corrigez-le puis enregistrez à nouveau.';
  if (code === 'permission-denied') return 'Ce champ ne peut pas être modifié ici.';
  if (code === 'auth/requires-login') return 'Votre session a expiré. Reconnectez-vous pour modifier votre profil.';
  return 'Enregistrement impossible pour le moment. Vérifiez votre connexion puis réessayez.';
}

/**
 * The member's own role's editable fields, with the registration form's inputs and its check of
 * empty fields. What was typed stays on an error.
 */
export function ProfileForm({ user }: { user: UserProfile }) {
  const fields = editableFieldsOf(user);
  const config = roleConfigs[user.role];
  const initial = Object.fromEntries(
    fields.map((field) => [field, (user as unknown as Record<string, string>)[field] ?? '']),
  ) as Record<ProfileField, string>;
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<ProfileField>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const load = useBackendLoader();
  const save = useCommand(
    async (update: Partial<Record<ProfileField, string>>) => (await load()).users.updateProfile(update),
    'Enregistrement du profil impossible :',
    { foreseen: (error) => error.code === 'invalid-argument' },
  );
  const error = problem ?? (save.error ? explainProfileError(save.error.code) : null);
  // Said as soon as another subject is chosen, before saving: an approved tutor would lose the approval.
  const review = !saved && losesApproval(user, { matiere: (values as Partial<Record<ProfileField, string>>).matiere });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setProblem(null);
    save.reset();
    const empty = fields.filter((field) => values[field].trim() === '');
    if (empty.length > 0) {
      setInvalid(new Set(empty));
      setProblem(config.emptyMessage);
      form.current?.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    setInvalid(new Set());
    if (await save.run(Object.fromEntries(fields.map((field) => [field, values[field]])))) setSaved(true);
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-busy={save.busy}
      aria-labelledby="mes-informations"
    >
      <h2 id="mes-informations" className="text-xl font-bold">
        Mes informations
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const spec = config.specs[field];
          const common = {
            label: spec.label,
            name: field,
            required: true,
            invalid: invalid.has(field),
            value: values[field],
            hint: spec.hint,
          };
          const change = (value: string) => {
            setSaved(false);
            setValues({ ...values, [field]: value });
          };
          if (spec.type === 'select') {
            // A value stored before the list changed stays choosable.
            const groups =
              spec.groups?.some((group) => group.options.includes(values[field])) || !values[field]
                ? spec.groups
                : [...(spec.groups ?? []), { label: 'Valeur actuelle', options: [values[field]] }];
            return (
              <SelectField
                key={field}
                {...common}
                placeholder="Choisir…"
                groups={groups}
                onChange={(event) => change(event.target.value)}
              />
            );
          }
          return (
            <TextField
              key={field}
              {...common}
              type={spec.type}
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
              inputMode={spec.type === 'tel' ? 'tel' : undefined}
              onChange={(event) => change(event.target.value)}
            />
          );
        })}
      </div>
      {review ? <Alert tone="info">{SUBJECT_REVIEW_WARNING}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {saved ? <Alert tone="success">Votre profil est enregistré.</Alert> : null}
      <button type="submit" className={buttonClasses('primary')} disabled={save.busy}>
        {save.busy ? 'Enregistrement…' : 'Enregistrer'}
      </button>
    </form>
  );
}
