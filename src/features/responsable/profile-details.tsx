/**
 * What a responsable reads of an account before acting on it (a tutor to approve, a pupil whose
 * parents' paper arrived): term and value, « Non renseigné » for what is empty.
 */
export function ProfileDetails({ details }: { details: readonly (readonly [string, string])[] }) {
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {details.map(([term, value]) => (
        <div key={term} className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{term}&nbsp;:</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900">{value || 'Non renseigné'}</dd>
        </div>
      ))}
    </dl>
  );
}
