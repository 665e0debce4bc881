import { useState } from 'react';
import type { Role } from '@/domain/entities';
import { frenchTypography } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';
import { RegistrationForm } from './registration-form';
import { roleConfigs } from './role-configs';

/**
 * /InscriptEleve, /InscriptEncadreur and /InscriptParent: one page. The route gives the role the
 * selector starts on; the heading follows the role chosen.
 */
export function RegistrationPage({ role: initialRole }: { role: Role }) {
  const [role, setRole] = useState<Role>(initialRole);
  const config = roleConfigs[role];
  const intro = frenchTypography(config.intro);
  usePageMeta(config.title, intro);
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{config.title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <p className="mt-1 text-sm text-slate-600">Tous les champs sont obligatoires.</p>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <RegistrationForm role={role} onRoleChange={setRole} />
      </div>
    </section>
  );
}
