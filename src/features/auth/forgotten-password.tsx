import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/hydration';
import { config } from '@/config';
import { useSendPasswordReset } from '@/hooks/account';
import { paths } from '@/lib/paths';
import { RESET_EMAIL_REQUIRED_MESSAGE, RESET_SENT_MESSAGE, explainResetRequestError } from './auth-messages';

/**
 * « Mot de passe oublié ? » under the login form: a button opens a small form asking for the
 * e-mail (focus goes to it), and the answer is the same whether or not an account exists.
 */
export function ForgottenPassword({ email: typedEmail }: { email: string }) {
  // Not before React has adopted the prerendered page: the browser would send the form itself.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const send = useSendPasswordReset((failure) => explainResetRequestError(failure.code).foreseen);
  const error = missing
    ? RESET_EMAIL_REQUIRED_MESSAGE
    : send.error
      ? explainResetRequestError(send.error.code).text
      : null;

  // Opened by the member: their next keystroke belongs to the address field.
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);

  function toggle() {
    if (!open) setEmail(typedEmail.trim());
    setOpen(!open);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    send.reset();
    const empty = email.trim() === '';
    setMissing(empty);
    if (empty) {
      panel.current?.querySelector('input')?.focus();
      return;
    }
    setSent(await send.run(email.trim()));
  }

  return (
    <div className="mt-4 text-center">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="font-semibold text-brand-700 underline"
      >
        Mot de passe oublié&nbsp;?
      </button>
      <div id={panelId} ref={panel} hidden={!open} className="mt-4 text-left">
        {open ? (
          <form
            noValidate
            onSubmit={submit}
            aria-busy={send.busy}
            aria-labelledby={`${panelId}-titre`}
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id={`${panelId}-titre`} className="text-lg font-bold text-slate-900">
              Choisir un nouveau mot de passe
            </h2>
            <p className="text-sm text-slate-700">
              Indiquez l’e-mail de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe.
            </p>
            <TextField
              label="E-mail du compte"
              name="reset-email"
              type="email"
              autoComplete="email"
              required
              invalid={missing || send.error?.code === 'auth/invalid-email'}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {error ? <Alert tone="error">{error}</Alert> : null}
            {sent ? (
              <Alert tone="success">
                {RESET_SENT_MESSAGE}
                {config.backend === 'local' ? (
                  <>
                    {' '}
                    En mode local, aucun e-mail ne part&nbsp;: il vous attend dans la{' '}
                    <Link to={paths.boiteLocale} className="font-semibold underline">
                      boîte locale
                    </Link>
                    .
                  </>
                ) : null}
              </Alert>
            ) : null}
            <button type="submit" className={buttonClasses('secondary', 'w-full')} disabled={send.busy || !hydrated}>
              {send.busy ? 'Envoi en cours…' : 'Recevoir le lien'}
            </button>
          </form>
        ) : null}
      </div>
    </div>
  );
}
