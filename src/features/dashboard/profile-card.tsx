import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import type { UserProfile } from '@/domain/entities';
import { fullName } from '@/domain/text';
import { paths } from '@/lib/paths';
import { ROLE_LABELS } from '@/lib/roles';
import type { DashboardConfig } from './dashboard-config';

/** The member's own profile, as stored: name, e-mail, role and the role's fields. */
export function ProfileCard({ user, config }: { user: UserProfile; config: DashboardConfig }) {
  const values = user as unknown as Record<string, string>;
  return (
    <section aria-labelledby="mon-profil" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <Avatar name={fullName(user)} size={56} />
        <div className="min-w-0">
          <h2 id="mon-profil" className="text-xl font-bold">
            Mon profil
          </h2>
          <p className="truncate text-sm text-slate-600">{fullName(user)}</p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <Row label="E-mail" value={user.email} />
        <Row label="Rôle" value={ROLE_LABELS[user.role]} />
        {config.fields.map((field) => (
          <Row key={field.name} label={field.label} value={values[field.name] || 'Non renseigné'} />
        ))}
      </dl>
      <Link to={paths.monProfil} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
        Modifier mon profil
      </Link>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
