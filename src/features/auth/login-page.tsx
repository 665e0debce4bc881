import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useHydrated, useOnceHydrated } from '@/components/ui/hydration';
import { ShowPassword } from '@/components/ui/show-password';
import { useSignIn } from '@/hooks/account';
import { afterFirstPaint } from '@/hooks/after-first-paint';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { SIGNUP_VERIFICATION_NOTICE, LOGIN_REQUIRED_MESSAGE, explainLoginError } from './auth-messages';
import { ForgottenPassword } from './forgotten-password';
import type { LoginNotice } from './registration-form';

// The « Inscription » dialog is its own chunk, fetched once the page is idle (issue 34: the login
// page's JavaScript stays within its 110 KB budget), long before anyone taps the button.
const loadChooser = () => import('./signup-chooser');
const SignUpChooser = lazy(() => loadChooser().then((m) => ({ default: m.SignUpChooser })));

/** What the login page may receive in its history state: a notice after sign-up, or where to go back. */
type LoginState = Partial<LoginNotice> & { returnTo?: unknown };

function readNotice(state: unknown): LoginState {
  return state && typeof state === 'object' ? (state as LoginState) : {};
}

/** A path of this site to go back to after logging in (never another site's address). */
function safeReturnPath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

interface LoginPageProps {
  /** Called as the form is sent: the app starts downloading the dashboard the member lands on. */
  onSend?: () => void;
}

export function LoginPage({ onSend }: LoginPageProps) {
  // Not before React has adopted the prerendered page: the browser would send the form itself.
  const hydrated = useHydrated();
  usePageMeta('Connexion', 'Connectez-vous pour retrouver vos messages, votre tableau de bord et les forums.');
  const session = useSession();
  const navigate = useNavigate();
  // The sign-up's notice and address come in the history's state, unknown to the prerendered page.
  const { notice, email: registeredEmail, returnTo } = readNotice(useOnceHydrated(useLocation().state, null));
  // null until the reader types: the address just registered, if any, until then.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? registeredEmail ?? '';
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  // Off unless asked: on a phone a family shares, the session ends with the tab (decision 0020).
  const [remember, setRemember] = useState(false);
  const rememberHint = useId();
  const [missing, setMissing] = useState({ email: false, password: false });
  const [chooserOpen, setChooserOpen] = useState(false);
  useEffect(() => afterFirstPaint(() => void loadChooser().catch(() => undefined)), []);
  const signIn = useSignIn((failure) => explainLoginError(failure.code).foreseen);
  const pending = signIn.busy;
  const error =
    missing.email || missing.password
      ? LOGIN_REQUIRED_MESSAGE
      : signIn.error
        ? explainLoginError(signIn.error.code).text
        : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const empty = { email: email.trim() === '', password: password === '' };
    setMissing(empty);
    signIn.reset();
    if (empty.email || empty.password) return;
    onSend?.();
    if (!(await signIn.run(email.trim(), password, remember))) return;
    // Back to the page they came from, else to their dashboard, which opens on « Quoi de neuf ».
    const user = signIn.signedIn();
    navigate(safeReturnPath(returnTo) ?? (user ? paths.dashboard[user.role] : paths.home), { replace: true });
  }

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Connexion</h1>
      <p className="mt-2 text-slate-700">
        Heureux de vous revoir ! Connectez-vous pour retrouver vos messages et les forums.
      </p>
      {session.status === 'signed-in' ? (
        <div className="mt-4">
          <Alert tone="info">
            Vous êtes connecté(e) en tant que {session.user.prenom} {session.user.nom}.{' '}
            <Link to={paths.dashboard[session.user.role]} className="font-semibold underline">
              Aller à mon tableau de bord
            </Link>
          </Alert>
        </div>
      ) : null}
      {notice ? (
        <div className="mt-4">
          <Alert tone="success">
            {notice} {SIGNUP_VERIFICATION_NOTICE}
          </Alert>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-busy={pending}
        className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          invalid={missing.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Mot de passe"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          invalid={missing.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ShowPassword checked={showPassword} onChange={setShowPassword} />
        <div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              aria-describedby={rememberHint}
              className="size-4 accent-brand-700"
            />
            Rester connecté sur cet appareil
          </label>
          <p id={rememberHint} className="mt-1 pl-6 text-xs text-slate-600">
            Sinon, la connexion se termine quand vous fermez cet onglet. Ne cochez pas sur un téléphone partagé.
          </p>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <button type="submit" className={buttonClasses('primary', 'w-full')} disabled={pending || !hydrated}>
          {pending ? 'Connexion en cours…' : 'Se connecter'}
        </button>
      </form>
      <ForgottenPassword email={email} />
      <p className="mt-6 text-center text-slate-700">
        Pas encore de compte ?{' '}
        <button type="button" onClick={() => setChooserOpen(true)} className="font-semibold text-brand-700 underline">
          Inscription
        </button>
      </p>
      {chooserOpen ? (
        <Suspense fallback={null}>
          <SignUpChooser open onClose={() => setChooserOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
