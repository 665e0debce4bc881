import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmEmail } from '@/hooks/account';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { EMAIL_CHANGED_MESSAGE, EMAIL_VERIFIED_MESSAGE, explainConfirmEmailError } from './auth-messages';

/** The links of Firebase's e-mails this page applies at once (besides resetPassword, a form). */
export type AppliedMode = 'verifyEmail' | 'verifyAndChangeEmail' | 'recoverEmail';

export function isAppliedMode(mode: string | null): mode is AppliedMode {
  return mode === 'verifyEmail' || mode === 'verifyAndChangeEmail' || mode === 'recoverEmail';
}

const DONE: Record<AppliedMode, string> = {
  verifyEmail: EMAIL_VERIFIED_MESSAGE,
  verifyAndChangeEmail: EMAIL_CHANGED_MESSAGE,
  // Firebase's notice to the old address after a change: its link undoes the change.
  recoverEmail: 'Votre ancienne adresse e-mail est rétablie. Par prudence, changez aussi votre mot de passe.',
};

export const EMAIL_ACTION_TITLES: Record<AppliedMode, string> = {
  verifyEmail: 'Confirmation de l’adresse e-mail',
  verifyAndChangeEmail: 'Nouvelle adresse e-mail',
  recoverEmail: 'Adresse e-mail rétablie',
};

/**
 * The link of a verification or change-of-address e-mail: its code is applied as soon as the page
 * opens (once, even when React runs effects twice), then the page says how it went and where to go.
 */
export function EmailAction({ mode, code }: { mode: AppliedMode; code: string }) {
  const confirm = useConfirmEmail((failure) => explainConfirmEmailError(failure.code).foreseen);
  const session = useSession();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const result = useRef<HTMLDivElement>(null);
  const { run } = confirm;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(code).then(setDone);
  }, [run, code]);

  // What replaced the spinner is read out.
  useEffect(() => {
    if (done || confirm.error) result.current?.focus();
  }, [done, confirm.error]);

  if (!done && !confirm.error) {
    return (
      <div className="mt-6" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <div ref={result} tabIndex={-1} className="mt-6 space-y-4 outline-none">
      {done ? (
        <Alert tone="success">{DONE[mode]}</Alert>
      ) : (
        <Alert tone="error">{explainConfirmEmailError(confirm.error!.code).text}</Alert>
      )}
      <Link to={user ? paths.dashboard[user.role] : paths.login} className={buttonClasses('primary')}>
        {user ? 'Aller à mon tableau de bord' : 'Se connecter'}
      </Link>
    </div>
  );
}
