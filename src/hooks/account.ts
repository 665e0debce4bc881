import { useRef } from 'react';
import type { SignUpInput, UserProfile } from '@/domain/entities';
import type { BackendError } from '@/domain/errors';
import { useBackendLoader } from './backend';
import { useCommand, type Command } from './use-command';

/**
 * Logging in and signing up. The forms need the backend only when sent: it is fetched once the
 * reader starts filling the form (useBackendLoader), and again by the send if that download failed.
 * `foreseen` tells the refusals that are the user's to fix (a wrong password): not logged.
 */
export function useSignIn(foreseen: (error: BackendError) => boolean): Command<
  [email: string, password: string, remember: boolean]
> & {
  /** Who the last successful run signed in (their dashboard is where they land). */
  signedIn: () => UserProfile | null;
} {
  const load = useBackendLoader();
  const signedIn = useRef<UserProfile | null>(null);
  const command = useCommand(
    async (email: string, password: string, remember: boolean) => {
      signedIn.current = await (await load()).auth.signIn(email, password, { remember });
    },
    'Connexion impossible :',
    { foreseen },
  );
  return { ...command, signedIn: () => signedIn.current };
}

export function useSignUp(foreseen: (error: BackendError) => boolean): Command<[input: SignUpInput]> {
  const load = useBackendLoader();
  return useCommand(async (input: SignUpInput) => (await load()).auth.signUp(input), 'Inscription impossible :', {
    foreseen,
  });
}

/** « Mot de passe oublié ? »: asks for the reset e-mail (the answer never tells whether the account exists). */
export function useSendPasswordReset(foreseen: (error: BackendError) => boolean): Command<[email: string]> {
  const load = useBackendLoader();
  return useCommand(
    async (email: string) => (await load()).auth.sendPasswordReset(email),
    'Envoi du lien de mot de passe impossible :',
    {
      foreseen,
    },
  );
}

/** The reset link's page: the e-mail's code sets the new password. */
export function useConfirmPasswordReset(
  foreseen: (error: BackendError) => boolean,
): Command<[code: string, password: string]> {
  const load = useBackendLoader();
  return useCommand(
    async (code: string, password: string) => (await load()).auth.confirmPasswordReset(code, password),
    'Changement du mot de passe impossible :',
    { foreseen },
  );
}

/** « Renvoyer l'e-mail »: the signed-in member's verification e-mail, again. */
export function useResendVerification(foreseen: (error: BackendError) => boolean): Command<[]> {
  const load = useBackendLoader();
  return useCommand(
    async () => (await load()).auth.sendEmailVerification(),
    'Envoi de l’e-mail de confirmation impossible :',
    {
      foreseen,
    },
  );
}

/** The link's page: the e-mail's code confirms the address (or the new one of a change). */
export function useConfirmEmail(foreseen: (error: BackendError) => boolean): Command<[code: string]> {
  const load = useBackendLoader();
  return useCommand(
    async (code: string) => (await load()).auth.confirmEmail(code),
    'Confirmation de l’adresse impossible :',
    {
      foreseen,
    },
  );
}

/** « Changer d'adresse e-mail »: the link goes to the new address. */
export function useChangeEmail(foreseen: (error: BackendError) => boolean): Command<[password: string, email: string]> {
  const load = useBackendLoader();
  return useCommand(
    async (password: string, email: string) => (await load()).auth.changeEmail(password, email),
    'Changement d’adresse impossible :',
    { foreseen },
  );
}
