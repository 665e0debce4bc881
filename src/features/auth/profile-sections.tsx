import type { UserProfile } from '@/domain/entities';
import { AccountDeletion } from './account-deletion';
import { DataDownload } from './data-download';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** « Mon profil »'s forms, for the signed-in member: a chunk of their own (profile-page.tsx). */
export function ProfileSections({ user }: { user: UserProfile }) {
  return (
    <>
      {/* Keyed by member: another account in this tab starts from its own values. */}
      <ProfileForm key={user.id} user={user} />
      <EmailForm key={`adresse-${user.id}`} currentEmail={user.email} />
      <PasswordForm key={`mot-de-passe-${user.id}`} />
      <DataDownload key={`donnees-${user.id}`} />
      <AccountDeletion key={`suppression-${user.id}`} />
    </>
  );
}
