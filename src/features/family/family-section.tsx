import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { familySide, mayConfirm, shownLinkCode, type CodeOwner, type FamilyLink } from '@/domain/families';
import { useBackend } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { paths } from '@/lib/paths';
import { answerErrorText, requestErrorText } from './family-messages';
import { useFamilyLinks } from './use-family';

/** What each side calls the other, and what it asks for. */
const WORDS = {
  parent: {
    title: 'Mes enfants sur le site',
    other: 'votre enfant',
    give: 'Donnez ce code à votre enfant\u00a0: il le saisit sur son tableau de bord, puis vous confirmez ici. Ou saisissez ci-dessous le code de son tableau de bord\u00a0: il confirme sur le sien.',
    codeLabel: 'Code de liaison de votre enfant',
    none: 'Aucun enfant lié pour le moment.',
  },
  enfant: {
    title: 'Mes parents sur le site',
    other: 'votre parent',
    give: 'Donnez ce code à votre parent\u00a0: il le saisit sur son tableau de bord, puis vous confirmez ici. Ou saisissez ci-dessous le code de son tableau de bord\u00a0: il confirme sur le sien.',
    codeLabel: 'Code de liaison de votre parent',
    none: 'Aucun parent lié pour le moment.',
  },
} as const;

/** One link: who, where it stands, and what this member may do about it. */
function LinkItem({ link, user }: { link: FamilyLink; user: UserProfile }) {
  const { families } = useBackend();
  const confirm = useCommand(families.confirm.bind(families), 'Liaison non confirmée :');
  const remove = useCommand(families.remove.bind(families), 'Liaison non retirée :');
  const asParent = user.id === link.parentId;
  const other = asParent ? link.childName : link.parentName;
  const failed = confirm.error ?? remove.error;

  const state = link.confirmed
    ? asParent
      ? 'Votre enfant, lié à votre compte.'
      : 'Votre parent\u00a0: il voit vos séances, vos questions et qui vous écrit.'
    : mayConfirm(link, user.id)
      ? `${other} demande à être lié à votre compte.`
      : `En attente de la confirmation de ${other}.`;

  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="font-semibold text-slate-900">{other}</p>
      <p className="text-sm text-slate-700">{state}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {mayConfirm(link, user.id) ? (
          <button
            type="button"
            disabled={confirm.busy}
            onClick={() => void confirm.run(link.id)}
            className={buttonClasses('primary')}
          >
            Confirmer <span className="sr-only">la liaison avec {other}</span>
          </button>
        ) : null}
        <button
          type="button"
          disabled={remove.busy}
          onClick={() => void remove.run(link.id)}
          className={buttonClasses('secondary')}
        >
          {link.confirmed ? 'Délier' : mayConfirm(link, user.id) ? 'Refuser' : 'Annuler la demande'}
          <span className="sr-only"> ({other})</span>
        </button>
        {link.confirmed && asParent ? (
          <Link to={paths.mesEnfants} className={buttonClasses('ghost')}>
            Voir ce qui le concerne <span className="sr-only">({other})</span>
          </Link>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {answerErrorText(failed.code)}
        </p>
      ) : null}
    </li>
  );
}

/**
 * « Mes enfants sur le site » (a parent) or « Mes parents sur le site » (a pupil), on the dashboard
 * (issue 33): the member's own link code to give, a field for the code they were given, and their
 * links — asked, to confirm, made — each with what they may do. Nothing for a tutor.
 */
export function FamilySection({ user }: { user: UserProfile }) {
  const side = familySide(user.role);
  const { families } = useBackend();
  const links = useFamilyLinks(user);
  const [code, setCode] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [owner, setOwner] = useState<CodeOwner | null>(null);
  const [sent, setSent] = useState('');
  const lookUp = useCommand(
    async (value: string) => {
      const found = await families.lookUp(value);
      setOwner(found);
      if (!found) throw new BackendError('family/unknown-code');
    },
    'Code de liaison non vérifié :',
    { foreseen: (error) => error.code === 'family/unknown-code' },
  );
  const request = useCommand(families.request.bind(families), 'Demande de liaison non envoyée :', {
    foreseen: (error) => error.code.startsWith('family/'),
  });

  useEffect(() => {
    let active = true;
    // Made the first time it is shown; shown again from the store afterwards.
    void families.myCode().then(
      (mine) => {
        if (active) setCode(mine);
      },
      (error: unknown) => console.error('Code de liaison non lu :', error),
    );
    return () => {
      active = false;
    };
  }, [families]);

  if (!side) return null;
  const words = WORDS[side];
  const failure = request.error ?? lookUp.error;

  async function check(event: FormEvent) {
    event.preventDefault();
    setSent('');
    request.reset();
    // A code that is nobody's is said at once (role="alert"), focus left where it was.
    await lookUp.run(typed);
  }

  async function send() {
    if (!(await request.run(typed))) return;
    setSent(`Demande envoyée à ${owner?.name ?? words.other}\u00a0: elle attend sa confirmation.`);
    setOwner(null);
    setTyped('');
  }

  return (
    <section aria-labelledby="famille" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="famille" className="text-xl font-bold">
        {words.title}
      </h2>
      <p className="mt-3 text-sm text-slate-700">Votre code de liaison&nbsp;:</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-widest text-slate-900">
        {code ? shownLinkCode(code) : '…'}
      </p>
      <p className="mt-2 text-sm text-slate-700">{words.give}</p>

      <form onSubmit={(event) => void check(event)} className="mt-4 space-y-2" noValidate>
        <TextField
          label={words.codeLabel}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          invalid={!!failure}
          onChange={(event) => {
            setTyped(event.target.value);
            setOwner(null);
          }}
        />
        {owner ? (
          <div className="rounded-xl bg-brand-50 p-3 text-sm text-slate-800">
            <p>
              Ce code est celui de <strong>{owner.name}</strong>. Envoyer une demande de liaison&nbsp;?
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={request.busy}
                onClick={() => void send()}
                className={buttonClasses('primary')}
              >
                Envoyer la demande
              </button>
              <button type="button" onClick={() => setOwner(null)} className={buttonClasses('secondary')}>
                Ne pas envoyer
              </button>
            </div>
          </div>
        ) : (
          <button type="submit" disabled={lookUp.busy || !typed.trim()} className={buttonClasses('secondary')}>
            Vérifier le code
          </button>
        )}
        {failure ? (
          <p role="alert" className="text-sm text-red-800">
            {requestErrorText(failure.code, side)}
          </p>
        ) : null}
        <p role="status" className="text-sm text-emerald-800 empty:hidden">
          {sent}
        </p>
      </form>

      <h3 className="mt-5 font-semibold text-slate-900">Liaisons</h3>
      {links.status === 'loading' ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Chargement…
        </p>
      ) : links.status === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Vos liaisons n’ont pas pu être chargées. Rechargez la page pour réessayer.
        </p>
      ) : links.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{words.none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {links.items.map((link) => (
            <LinkItem key={link.id} link={link} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}
