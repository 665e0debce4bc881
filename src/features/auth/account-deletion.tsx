import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { DELETED_ACCOUNT_NAME } from '@/domain/limits';
import { useBackendLoader } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { paths } from '@/lib/paths';
import type { LoginNotice } from './registration-form';

/** What the login page says once the account is gone. */
export const ACCOUNT_DELETED_NOTICE =
  'Votre compte est supprimé. Merci d’avoir fait partie de la commission des études.';

const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential']);

/** What the member reads when the account could not be deleted. */
export function explainDeletionError(code: string): string {
  if (WRONG_PASSWORD.has(code)) return 'Le mot de passe est incorrect. Votre compte n’a pas été supprimé.';
  if (code === 'auth/too-many-requests') return 'Trop de tentatives. Patientez quelques minutes puis réessayez.';
  if (code === 'auth/requires-login') return 'Votre session a expiré. Reconnectez-vous pour supprimer votre compte.';
  return 'La suppression n’a pas pu aller jusqu’au bout. Vérifiez votre connexion puis réessayez\u00a0: elle reprendra là où elle s’est arrêtée.';
}

/**
 * « Supprimer mon compte » on « Mon profil »: what goes and what stays, then a dialog asking the
 * password (the re-authentication the backend needs). Once done, the member is signed out and
 * lands on the login page with a confirmation.
 */
export function AccountDeletion() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const load = useBackendLoader();
  const remove = useCommand(
    async (current: string) => (await load()).users.deleteAccount(current),
    'Suppression du compte impossible :',
    {
      foreseen: (error) => WRONG_PASSWORD.has(error.code),
    },
  );

  function close() {
    if (remove.busy) return; // the deletion goes on: the dialog says so until it ends
    setOpen(false);
    setPassword('');
    setEmpty(false);
    remove.reset();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmpty(password === '');
    if (password === '' || !(await remove.run(password))) {
      form.current?.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    const state: LoginNotice = { notice: ACCOUNT_DELETED_NOTICE, email: '' };
    navigate(paths.login, { replace: true, state });
  }

  const problem = empty
    ? 'Saisissez votre mot de passe pour confirmer.'
    : remove.error
      ? explainDeletionError(remove.error.code)
      : null;

  return (
    <section aria-labelledby="supprimer-mon-compte" className="space-y-4">
      <h2 id="supprimer-mon-compte" className="text-xl font-bold">
        Supprimer mon compte
      </h2>
      <div className="max-w-2xl space-y-2 text-slate-700">
        <p>
          La suppression est définitive. Elle efface votre profil, les messages privés que vous avez reçus et envoyés,
          les fichiers que vous avez déposés, puis votre compte&nbsp;: vous ne pourrez plus vous connecter.
        </p>
        <p>
          Vos questions et vos réponses restent dans les forums, car d’autres membres y ont répondu, mais elles sont
          signées «&nbsp;{DELETED_ACCOUNT_NAME}&nbsp;»&nbsp;: sans votre nom, votre classe ni vos fichiers.
        </p>
        <p>Pensez d’abord à télécharger vos données.</p>
      </div>
      <button
        type="button"
        className={buttonClasses('primary', 'bg-red-700 hover:bg-red-800')}
        onClick={() => setOpen(true)}
      >
        Supprimer mon compte
      </button>
      <LazyDialog
        open={open}
        onClose={close}
        title="Supprimer votre compte ?"
        description="Cette action est définitive. Saisissez votre mot de passe pour confirmer."
      >
        <form ref={form} noValidate onSubmit={submit} aria-busy={remove.busy} className="space-y-4">
          <TextField
            label="Mot de passe"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            invalid={problem !== null}
            value={password}
            onChange={(event) => {
              setEmpty(false);
              setPassword(event.target.value);
            }}
          />
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {remove.busy ? <p role="status">Suppression en cours, ne fermez pas la page…</p> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} disabled={remove.busy} className={buttonClasses('secondary')}>
              Annuler
            </button>
            <button
              type="submit"
              disabled={remove.busy}
              className={buttonClasses('primary', 'bg-red-700 hover:bg-red-800')}
            >
              {remove.busy ? 'Suppression…' : 'Supprimer définitivement'}
            </button>
          </div>
        </form>
      </LazyDialog>
    </section>
  );
}
