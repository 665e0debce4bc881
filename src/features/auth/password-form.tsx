import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PASSWORD_MIN_LENGTH } from '@/domain/limits';
import { useBackendLoader } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';

type PasswordField = 'current' | 'next' | 'confirmation';

/** What the member reads when the password could not be changed; and which field to fix. */
export function explainPasswordError(code: string): { text: string; field: PasswordField | null } {
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential') {
    return { text: 'Le mot de passe actuel est incorrect.', field: 'current' };
  }
  if (code === 'auth/weak-password') {
    return {
      text: `Le nouveau mot de passe est trop faible\u00a0: au moins ${PASSWORD_MIN_LENGTH} caractères.`,
      field: 'next',
    };
  }
  if (code === 'auth/too-many-requests')
    return { text: 'Trop de tentatives. Patientez quelques minutes puis réessayez.', field: null };
  if (code === 'auth/requires-login')
    return { text: 'Votre session a expiré. Reconnectez-vous pour changer votre mot de passe.', field: null };
  return { text: 'Changement impossible pour le moment. Vérifiez votre connexion puis réessayez.', field: null };
}

const FORESEEN = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/weak-password',
  'auth/too-many-requests',
]);

/** « Changer le mot de passe »: the current one (proved first), the new one twice. */
export function PasswordForm() {
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', next: '', confirmation: '' });
  const [problem, setProblem] = useState<{ text: string; field: PasswordField | null } | null>(null);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const load = useBackendLoader();
  const change = useCommand(
    async (current: string, next: string) => (await load()).auth.changePassword(current, next),
    'Changement du mot de passe impossible :',
    { foreseen: (error) => FORESEEN.has(error.code) },
  );

  function flag(found: { text: string; field: PasswordField | null }) {
    setProblem(found);
    if (found.field) form.current?.querySelector<HTMLElement>(`[name="${found.field}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    setProblem(null);
    const empty = (['current', 'next', 'confirmation'] as const).find((field) => values[field] === '');
    if (empty) return flag({ text: 'Veuillez remplir les trois champs.', field: empty });
    if (values.next !== values.confirmation) {
      return flag({ text: 'La confirmation ne correspond pas au nouveau mot de passe.', field: 'confirmation' });
    }
    if (await change.run(values.current, values.next)) {
      setValues({ current: '', next: '', confirmation: '' });
      setDone(true);
    }
  }

  const shown = problem ?? (change.error ? explainPasswordError(change.error.code) : null);
  // A refusal about one field (the current password wrong, the new one too weak) points at it.
  const refusedField = change.error ? explainPasswordError(change.error.code).field : null;
  useEffect(() => {
    if (refusedField) form.current?.querySelector<HTMLElement>(`[name="${refusedField}"]`)?.focus();
  }, [refusedField, change.error]);
  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      required
      autoComplete={autoComplete}
      hint={hint}
      invalid={shown?.field === name}
      value={values[name]}
      onChange={(event) => {
        setDone(false);
        setValues({ ...values, [name]: event.target.value });
      }}
    />
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-busy={change.busy}
      aria-labelledby="changer-mot-de-passe"
    >
      <h2 id="changer-mot-de-passe" className="text-xl font-bold">
        Changer le mot de passe
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('current', 'Mot de passe actuel', 'current-password')}
        {field('next', 'Nouveau mot de passe', 'new-password', `Au moins ${PASSWORD_MIN_LENGTH} caractères.`)}
        {field('confirmation', 'Confirmation du nouveau mot de passe', 'new-password')}
      </div>
      {shown ? <Alert tone="error">{shown.text}</Alert> : null}
      {done ? <Alert tone="success">Votre mot de passe est changé.</Alert> : null}
      <button type="submit" className={buttonClasses('primary')} disabled={change.busy}>
        {change.busy ? 'Changement…' : 'Changer le mot de passe'}
      </button>
    </form>
  );
}
