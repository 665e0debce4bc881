import { Alert } from '@/components/ui/alert';
import type { Participation } from '@/domain/seances';
import { attendanceOf } from '@/domain/seances';
import { ROLE_LABELS } from '@/lib/roles';
import { seanceErrorText } from './seance-messages';
import { useParticipants } from './use-seances';

function byName(a: Participation, b: Participation): number {
  return a.nom.localeCompare(b.nom, 'fr');
}

function People({ title, people, none }: { title: string; people: Participation[]; none: string }) {
  return (
    <div>
      <h5 className="text-sm font-semibold text-slate-800">{title}</h5>
      {people.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{none}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-900">
          {people.map((person) => (
            <li key={person.uid} className="break-words">
              {person.nom}
              {person.role === 'encadreur' ? null : (
                <span className="text-slate-600"> ({ROLE_LABELS[person.role].toLocaleLowerCase('fr')})</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Who said they come to a séance, live (a responsable's eyes only): the pupils and parents, then
 * the tutors, each by name.
 */
export function SeanceParticipants({ id }: { id: string }) {
  const list = useParticipants(id);
  if (list.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600">
        Chargement des participants…
      </p>
    );
  }
  const people = [...list.items].sort(byName);
  const participants = people.filter((person) => attendanceOf(person.role) === 'participant');
  const tutors = people.filter((person) => attendanceOf(person.role) === 'encadreur');
  return (
    <div className="space-y-3">
      {list.status === 'error' ? <Alert tone="error">{seanceErrorText('participants', list.error.code)}</Alert> : null}
      {people.length === 0 ? (
        list.status === 'ready' ? (
          <p className="text-sm text-slate-700">Aucun participant pour l’instant.</p>
        ) : null
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <People title="Élèves et parents" people={participants} none="Aucun élève ni parent pour l’instant." />
          <People title="Encadreurs" people={tutors} none="Aucun encadreur pour l’instant." />
        </div>
      )}
    </div>
  );
}
