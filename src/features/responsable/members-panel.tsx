import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/field';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import type { UserProfile } from '@/domain/entities';
import { isReservedName, isValidName } from '@/domain/names';
import { fullName, isBlank } from '@/domain/text';
import { useCommand } from '@/hooks/use-command';
import { ROLE_LABELS } from '@/lib/roles';
import { ofName } from '@/lib/typography';
import { PagedPanel } from './paged-panel';
import { DONE, governanceErrorText, memberStatus } from './responsable-messages';
import { useGovernanceCommands, useMembers } from './use-governance';

/** « Corriger le nom »: names are what was registered; only a responsable corrects them. */
function RenameDialog({ member, onClose, onDone }: { member: UserProfile; onClose: () => void; onDone: () => void }) {
  const { correctName } = useGovernanceCommands();
  const rename = useCommand(correctName, 'Correction du nom impossible :');
  const [prenom, setPrenom] = useState(member.prenom);
  const [nom, setNom] = useState(member.nom);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBlank(prenom) || isBlank(nom)) {
      setProblem('Indiquez le prénom et le nom.');
      return;
    }
    if (isReservedName({ prenom, nom })) {
      setProblem(governanceErrorText('rename', 'profile/reserved-name'));
      return;
    }
    if (!isValidName({ prenom, nom })) {
      setProblem(governanceErrorText('rename', 'profile/invalid-name'));
      return;
    }
    setProblem(null);
    if (await rename.run(member.id, { prenom, nom })) {
      onClose();
      onDone();
    }
  }

  const error = problem ?? (rename.error ? governanceErrorText('rename', rename.error.code) : null);
  return (
    <LazyDialog open onClose={onClose} title={`Corriger le nom ${ofName(fullName(member))}`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Prénom"
          value={prenom}
          onChange={(event) => setPrenom(event.target.value)}
          autoComplete="off"
        />
        <TextField label="Nom" value={nom} onChange={(event) => setNom(event.target.value)} autoComplete="off" />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Annuler
          </button>
          <button type="submit" disabled={rename.busy} className={buttonClasses('primary')}>
            {rename.busy ? 'Enregistrement…' : 'Enregistrer'}
          </button>
        </div>
      </form>
    </LazyDialog>
  );
}

function MemberRow({ member, announce }: { member: UserProfile; announce: (text: string) => void }) {
  const { setSuspended } = useGovernanceCommands();
  const suspend = useCommand(setSuspended, 'Changement de la suspension impossible :');
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const name = fullName(member);
  const status = memberStatus(member);

  async function toggle(suspended: boolean) {
    setConfirming(false);
    if (await suspend.run(member.id, suspended)) announce(suspended ? DONE.suspended : DONE.reinstated);
  }

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-bold text-slate-900">{name}</p>
      <p className="text-sm break-all text-slate-700">{member.email}</p>
      <p className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{ROLE_LABELS[member.role]}</span>
        {status.map((label) => (
          <span
            key={label}
            className={`rounded-full px-2 py-0.5 ${label === 'Suspendu' ? 'bg-red-100 text-red-900' : 'bg-brand-50 text-brand-900'}`}
          >
            {label}
          </span>
        ))}
      </p>
      {suspend.error ? (
        <div className="mt-2">
          <Alert tone="error">{governanceErrorText('suspend', suspend.error.code)}</Alert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {member.suspendu ? (
          <button
            type="button"
            disabled={suspend.busy}
            onClick={() => void toggle(false)}
            className={buttonClasses('secondary')}
          >
            Rétablir <span className="sr-only">{name}</span>
          </button>
        ) : (
          <button
            type="button"
            disabled={suspend.busy}
            onClick={() => setConfirming(true)}
            className={buttonClasses('secondary', 'text-red-800')}
          >
            Suspendre <span className="sr-only">{name}</span>
          </button>
        )}
        <button type="button" onClick={() => setRenaming(true)} className={buttonClasses('secondary')}>
          Corriger le nom <span className="sr-only">{ofName(name)}</span>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Suspendre ${name}\u00a0?`}
        description="Un membre suspendu peut encore lire le site, mais ne peut plus publier ni écrire de messages. Vous pourrez le rétablir à tout moment."
        confirmLabel="Suspendre"
        onConfirm={() => void toggle(true)}
      />
      {renaming ? (
        <RenameDialog member={member} onClose={() => setRenaming(false)} onDone={() => announce(DONE.renamed)} />
      ) : null}
    </li>
  );
}

/** How long typing must pause before a search runs: each search reads a page of profiles. */
const SEARCH_PAUSE_MS = 400;

function countText(count: number, hasMore: boolean): string {
  if (count === 0) return 'Aucun membre ne correspond.';
  if (hasMore) return `${count}\u00a0premiers membres affichés, d’autres suivent.`;
  return count === 1 ? '1 membre' : `${count}\u00a0membres`;
}

/**
 * The members by name, a page at a time; a search asks the backend (never the whole list): the
 * start of « nom prénom », capitals and accents aside, or the start of an address with its « @ ».
 */
export function MembersPanel({ announce }: { announce: (text: string) => void }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const members = useMembers(search);

  // A pause in typing, or Enter, runs the search: not one query per key pressed.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <div>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed);
        }}
        className="max-w-md"
      >
        <TextField
          type="search"
          label="Rechercher un membre"
          hint={
            <>
              Le début du nom de famille, puis du prénom si besoin («&nbsp;Ngono Aw&nbsp;»), sans souci des majuscules
              ni des accents&nbsp;; ou le début de l’adresse e-mail avec son arobase («&nbsp;awa.ngono@&nbsp;»).
            </>
          }
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      </form>
      <PagedPanel list={members} what="de membres">
        <p role="status" className="mt-4 text-sm font-semibold text-slate-700">
          {countText(members.items.length, members.hasMore)}
        </p>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {members.items.map((member) => (
            <MemberRow key={member.id} member={member} announce={announce} />
          ))}
        </ul>
      </PagedPanel>
    </div>
  );
}
