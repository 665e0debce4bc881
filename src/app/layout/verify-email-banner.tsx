import { useState } from 'react';
import { Link } from 'react-router-dom';
import { config } from '@/config';
import {
  UNVERIFIED_BANNER_MESSAGE,
  VERIFICATION_RESENT_MESSAGE,
  explainResendError,
} from '@/features/auth/auth-messages';
import { useResendVerification } from '@/hooks/account';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';

/**
 * On every page, for a signed-in member whose address is not confirmed (issue 15): what they
 * cannot do yet, and « Renvoyer l'e-mail ». It goes away by itself once the link is followed (the
 * session follows the account). The result of sending is announced (role status / alert).
 */
export function VerifyEmailBanner({ localMode = config.backend === 'local' }: { localMode?: boolean }) {
  const session = useSession();
  const resend = useResendVerification((failure) => explainResendError(failure.code).foreseen);
  const [sent, setSent] = useState(false);
  if (session.status !== 'signed-in' || session.user.emailVerifie) return null;

  async function send() {
    setSent(false);
    if (await resend.run()) setSent(true);
  }

  return (
    <section
      aria-label="Adresse e-mail à confirmer"
      className="border-b border-or-300 bg-or-100 px-4 py-3 text-sm text-slate-900"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          {UNVERIFIED_BANNER_MESSAGE}
          {localMode ? (
            <>
              {' '}
              <Link to={paths.boiteLocale} className="font-semibold underline">
                Ouvrir la boîte locale
              </Link>
            </>
          ) : null}
        </p>
        <button
          type="button"
          onClick={() => void send()}
          disabled={resend.busy}
          className="min-h-11 shrink-0 rounded-full border border-slate-400 bg-white px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60"
        >
          {resend.busy ? 'Envoi…' : 'Renvoyer l’e-mail'}
        </button>
      </div>
      <div aria-live="polite" className="mx-auto max-w-5xl">
        {sent ? (
          <p role="status" className="mt-2 font-semibold text-emerald-900">
            {VERIFICATION_RESENT_MESSAGE}
          </p>
        ) : null}
        {resend.error ? (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {explainResendError(resend.error.code).text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
