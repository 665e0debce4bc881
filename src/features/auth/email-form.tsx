import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useChangeEmail } from '@/hooks/account';
import { changeEmailSentMessage, explainChangeEmailError } from './auth-messages';

type EmailField = 'current' | 'email';

/** Which field a refusal is about, so that focus goes there. */
function fieldOf(code: string): EmailField | null {
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential') return 'current';
  if (code === 'auth/invalid-email' || code === 'auth/email-already-in-use') return 'email';
  return null;
}

/**
 * « Changer d'adresse e-mail » (issue 15): the current password, then the new address, which
 * receives a link; the address changes only once that link is followed (AuthService.changeEmail).
 */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [values, setValues] = useState<Record<EmailField, string>>({ current: '', email: '' });
  const [problem, setProblem] = useState<{ text: string; field: EmailField | null } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const change = useChangeEmail((failure) => explainChangeEmailError(failure.code).foreseen);

  function flag(text: string, field: EmailField) {
    setProblem({ text, field });
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentTo(null);
    setProblem(null);
    const email = values.email.trim();
    if (values.current === '') return flag('Veuillez saisir votre mot de passe actuel.', 'current');
    if (email === '') return flag('Veuillez saisir la nouvelle adresse e-mail.', 'email');
    if (email.toLowerCase() === currentEmail.toLowerCase())
      return flag('C’est déjà l’adresse de votre compte.', 'email');
    if (await change.run(values.current, email)) {
      setValues({ current: '', email: '' });
      setSentTo(email);
    }
  }

  const refused = change.error
    ? { text: explainChangeEmailError(change.error.code).text, field: fieldOf(change.error.code) }
    : null;
  const shown = problem ?? refused;
  const refusedField = refused?.field ?? null;
  useEffect(() => {
    if (refusedField) form.current?.querySelector<HTMLElement>(`[name="${refusedField}"]`)?.focus();
  }, [refusedField, change.error]);

  const set = (name: EmailField) => (event: { target: { value: string } }) => {
    setSentTo(null);
    setValues({ ...values, [name]: event.target.value });
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-busy={change.busy}
      aria-labelledby="changer-adresse"
    >
      <h2 id="changer-adresse" className="text-xl font-bold">
        Changer d’adresse e-mail
      </h2>
      <p className="max-w-2xl text-sm text-slate-700">
        Un lien est envoyé à la nouvelle adresse&nbsp;: elle ne remplace l’actuelle qu’une fois ce lien suivi.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Votre mot de passe actuel"
          name="current"
          type="password"
          autoComplete="current-password"
          required
          invalid={shown?.field === 'current'}
          value={values.current}
          onChange={set('current')}
        />
        <TextField
          label="Nouvelle adresse e-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          invalid={shown?.field === 'email'}
          value={values.email}
          onChange={set('email')}
        />
      </div>
      {shown ? <Alert tone="error">{shown.text}</Alert> : null}
      {sentTo ? <Alert tone="success">{changeEmailSentMessage(sentTo)}</Alert> : null}
      <button type="submit" className={buttonClasses('primary')} disabled={change.busy}>
        {change.busy ? 'Envoi…' : 'Changer d’adresse e-mail'}
      </button>
    </form>
  );
}
