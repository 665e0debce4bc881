import { Link } from 'react-router-dom';
import { ValidatedTutorMark } from '@/components/marks';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { CONSENT_AGE } from '@/domain/consent';
import type { UserProfile } from '@/domain/entities';
import type { FamilyLink } from '@/domain/families';
import { useBackend } from '@/hooks/backend';
import { useSession } from '@/hooks/session';
import { useCommand } from '@/hooks/use-command';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { questionPath } from '@/lib/question-path';
import { ROLE_LABELS } from '@/lib/roles';
import { usePageMeta } from '@/lib/use-page-meta';
import { ChildThread } from './child-thread';
import { authoriseErrorText } from './family-messages';
import { useChild, useFamilyLinks } from './use-family';

const TITLE = 'Mes enfants';

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text) || 'Document joint';

/**
 * A child under 15 whose account waits (issue 33): what it means, and the parent's consent, given
 * in one press. The card follows the child's profile live: the panel goes once it is given.
 */
function Authorisation({ link }: { link: FamilyLink }) {
  const { families } = useBackend();
  const authorise = useCommand(() => families.authorise(link.childId), 'Autorisation impossible :');
  const first = link.childName.split(' ')[0] ?? link.childName;
  return (
    <div className="mt-4 rounded-xl border border-or-300 bg-or-100 p-4">
      <h3 className="font-semibold text-slate-900">Son compte attend votre autorisation</h3>
      <p className="mt-1 text-sm text-slate-800">
        {first} a moins de {CONSENT_AGE}&nbsp;ans&nbsp;: tant qu’un parent n’a pas autorisé son compte, {first} peut
        tout lire mais ne peut ni poser de question, ni répondre, ni écrire de message privé, ni s’inscrire aux séances.
        En l’autorisant, vous acceptez que votre enfant participe au site selon la page{' '}
        <Link to={paths.protectionDonnees} className="font-semibold text-brand-800 underline">
          Protection des données
        </Link>
        &nbsp;; vous verrez toujours ici ses séances, ses questions et les adultes qui lui écrivent.
      </p>
      {authorise.error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {authoriseErrorText(authorise.error.code)}
        </p>
      ) : null}
      <button
        type="button"
        disabled={authorise.busy}
        onClick={() => void authorise.run()}
        className={`${buttonClasses('primary')} mt-3`}
      >
        {authorise.busy ? 'Enregistrement…' : `Autoriser le compte de ${first}`}
      </button>
    </div>
  );
}

/** What concerns one child: their coming séances, their questions, the adults who write to them. */
function ChildCard({ link }: { link: FamilyLink }) {
  const child = useChild(link.childId);
  const headingId = `enfant-${link.childId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-2xl font-bold">
        {link.childName}
      </h2>
      {child.status === 'loading' ? <Spinner label={`Chargement de ce qui concerne ${link.childName}…`} /> : null}
      {child.status === 'error' ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          Ce qui concerne votre enfant n’a pas pu être chargé. Rechargez la page pour réessayer.
        </p>
      ) : null}
      {child.status === 'ready' && child.overview.waiting ? <Authorisation link={link} /> : null}
      {child.status === 'ready' ? (
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          <div>
            <h3 className="font-semibold text-slate-900">Ses prochaines séances</h3>
            {child.overview.seances.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Aucune séance à venir.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm text-slate-800">
                {child.overview.seances.map((seance) => (
                  <li key={seance.seanceId}>
                    <time dateTime={seance.debut.toISOString()}>{formatDateTime(seance.debut)}</time>
                  </li>
                ))}
              </ul>
            )}
            <Link to={paths.programme} className="mt-2 inline-block text-sm font-semibold text-brand-800 underline">
              Voir le programme
            </Link>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Ses dernières questions</h3>
            {child.overview.questions.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Aucune question posée.</p>
            ) : (
              <ul className="mt-2 space-y-2 text-sm">
                {child.overview.questions.map((question) => (
                  <li key={question.id}>
                    <Link to={questionPath(question.pageId, question.id)} className="text-brand-800 underline">
                      {excerpt(question.question)}
                    </Link>
                    <span className="block text-slate-700">
                      {question.resolved ? 'Résolue' : question.answered ? 'Répondue' : 'Sans réponse pour le moment'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Les adultes qui lui écrivent</h3>
            {child.overview.contacts.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Aucune conversation avec un adulte.</p>
            ) : (
              <ul className="mt-2 space-y-3 text-sm">
                {child.overview.contacts.map((contact) => (
                  <li key={contact.conversationId}>
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-slate-900">{contact.name}</span>
                      <span className="text-slate-700">{ROLE_LABELS[contact.role]}</span>
                      {contact.validated ? <ValidatedTutorMark /> : null}
                    </p>
                    <ChildThread conversationId={contact.conversationId} adultName={contact.name} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Children({ user }: { user: UserProfile }) {
  const links = useFamilyLinks(user);
  if (links.status === 'loading') return <Spinner label="Chargement de vos enfants…" />;
  if (links.status === 'error') {
    return (
      <p role="alert" className="text-red-800">
        Vos enfants n’ont pas pu être chargés. Rechargez la page pour réessayer.
      </p>
    );
  }
  const children = links.items.filter((link) => link.confirmed && link.parentId === user.id);
  if (children.length === 0) {
    return (
      <div>
        <p className="text-slate-700">
          Aucun enfant n’est encore lié à votre compte. Sur votre tableau de bord, donnez votre code de liaison à votre
          enfant, ou saisissez le sien.
        </p>
        <Link to={paths.dashboard.parent} className={`${buttonClasses('primary')} mt-4`}>
          Aller à mon tableau de bord
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {children.map((link) => (
        <ChildCard key={link.id} link={link} />
      ))}
    </div>
  );
}

/**
 * /MesEnfants (issue 33): for a parent, each child linked to their account — the coming séances
 * they joined, their last questions and whether each was answered, the adults they have a
 * conversation with (name, role, « Encadreur validé »), each conversation readable, read only.
 */
export function ChildrenPage() {
  const session = useSession();
  usePageMeta(TITLE, 'Les séances, les questions et les conversations de vos enfants.');
  return (
    <>
      <PageHeader eyebrow="Espace parent" title={TITLE}>
        <p>Ce qui concerne vos enfants sur le site&nbsp;: leurs séances, leurs questions, qui leur écrit.</p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
        {session.status === 'loading' ? <Spinner label="Chargement…" /> : null}
        {session.status === 'signed-out' ? (
          <p className="text-slate-700">
            Connectez-vous pour voir vos enfants.{' '}
            <Link to={paths.login} className="font-semibold text-brand-800 underline">
              Se connecter
            </Link>
          </p>
        ) : null}
        {session.status === 'signed-in' && session.user.role !== 'parent' ? (
          <p className="text-slate-700">Cette page est celle des parents.</p>
        ) : null}
        {session.status === 'signed-in' && session.user.role === 'parent' ? <Children user={session.user} /> : null}
      </div>
    </>
  );
}
