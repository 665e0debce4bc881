import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ShowPassword } from '@/components/ui/show-password';
import { PASSWORD_MIN_LENGTH } from '@/domain/limits';
import { useConfirmPasswordReset } from '@/hooks/account';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { PASSWORD_CHANGED_MESSAGE, explainResetConfirmError } from './auth-messages';
import { EMAIL_ACTION_TITLES, EmailAction, isAppliedMode, type AppliedMode } from './email-action';

type Field = 'password' | 'confirmation';

/** The form of a valid-looking link: the new password twice. */
function NewPasswordForm({ code, onDone }: { code: string; onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmation: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [problem, setProblem] = useState<{ text: string; field: Field | null } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const confirm = useConfirmPasswordReset((failure) => explainResetConfirmError(failure.code).foreseen);

  function flag(text: string, field: Field | null) {
    setProblem({ text, field });
    if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const empty = (['password', 'confirmation'] as const).find((field) => values[field] === '');
    if (empty) return flag('Veuillez saisir le nouveau mot de passe deux fois.', empty);
    if (values.password !== values.confirmation)
      return flag('Les deux mots de passe ne sont pas identiques.', 'confirmation');
    if (await confirm.run(code, values.password)) return onDone();
  }

  const failure = confirm.error ? explainResetConfirmError(confirm.error.code).text : null;
  const text = problem?.text ?? failure;
  const invalid = (field: Field) =>
    problem?.field === field || (field === 'password' && confirm.error?.code === 'auth/weak-password');
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-busy={confirm.busy}
      className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <TextField
        label="Nouveau mot de passe"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        required
        hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
        invalid={invalid('password')}
        value={values.password}
        onChange={set('password')}
      />
      <TextField
        label="Confirmez le nouveau mot de passe"
        name="confirmation"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        required
        invalid={invalid('confirmation')}
        value={values.confirmation}
        onChange={set('confirmation')}
      />
      <ShowPassword checked={showPassword} onChange={setShowPassword} label="Afficher les mots de passe" />
      {text ? <Alert tone="error">{text}</Alert> : null}
      <button type="submit" className={buttonClasses('primary', 'w-full')} disabled={confirm.busy}>
        {confirm.busy ? 'Enregistrement…' : 'Enregistrer le nouveau mot de passe'}
      </button>
    </form>
  );
}

/**
 * /MotDePasse?mode=…&oobCode=…: the page of the link of the site's e-mails — Firebase's, through the
 * custom action URL of the console's templates (docs/deploiement.md, step 14), or the local mailbox's. A reset link asks
 * for the new password; a verification or change-of-address link is applied at once (email-action.tsx).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const mode = params.get('mode');
  // The same page serves every link of Firebase's e-mails (the console's one custom action URL).
  if (code && isAppliedMode(mode)) return <EmailActionPage mode={mode} code={code} />;
  return <NewPasswordPage code={code} mode={mode} />;
}

/** /MotDePasse?mode=verifyEmail|verifyAndChangeEmail|recoverEmail&oobCode=…: the address confirmed. */
function EmailActionPage({ mode, code }: { mode: AppliedMode; code: string }) {
  usePageMeta(EMAIL_ACTION_TITLES[mode], 'Confirmation de votre adresse e-mail.');
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{EMAIL_ACTION_TITLES[mode]}</h1>
      <EmailAction mode={mode} code={code} />
    </section>
  );
}

function NewPasswordPage({ code, mode }: { code: string | null; mode: string | null }) {
  usePageMeta('Nouveau mot de passe', 'Choisissez un nouveau mot de passe pour votre compte.');
  const [done, setDone] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  // The form disappears: focus moves to what replaced it, so that it is read out.
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  let content;
  if (done) {
    content = (
      <div ref={result} tabIndex={-1} className="mt-6 space-y-4 outline-none">
        <Alert tone="success">{PASSWORD_CHANGED_MESSAGE}</Alert>
        <Link to={paths.login} className={buttonClasses('primary')}>
          Se connecter
        </Link>
      </div>
    );
  } else if (!code || (mode !== null && mode !== 'resetPassword')) {
    content = (
      <div className="mt-6 space-y-4">
        <Alert tone="error">
          Ce lien est incomplet ou ne sert pas à changer de mot de passe. Demandez un nouveau lien depuis la page de
          connexion («&nbsp;Mot de passe oublié&nbsp;?&nbsp;»).
        </Alert>
        <Link to={paths.login} className="font-semibold text-brand-700 underline">
          Aller à la page de connexion
        </Link>
      </div>
    );
  } else {
    content = <NewPasswordForm code={code} onDone={() => setDone(true)} />;
  }

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Nouveau mot de passe</h1>
      {content}
    </section>
  );
}
