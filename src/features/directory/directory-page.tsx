import { useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { ofName } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';
import { NotConnectedDialog } from './not-connected-dialog';
import type { ProfileLinkState } from './profile-link-state';
import { DIRECTORY_TABS } from './subject-tabs';
import { TutorCard } from './tutor-card';
import { searchTutors, tutorsInTab, withAccounts, type ListedTutor } from './tutors';
import { usePublicTutors } from './use-directory';
import { useDirectoryParams } from './use-directory-params';
import { resultsText } from './wording';

type Variant = 'public' | 'members';

const TEXTS: Record<Variant, { eyebrow: string; title: string; intro: ReactNode; description: string }> = {
  public: {
    eyebrow: 'Annuaire',
    title: 'Nos encadreurs',
    intro: (
      <>
        Des bénévoles qui enseignent de la 6<sup>e</sup> à la Terminale, et dans les filières techniques. Choisissez une
        matière ou cherchez un nom.
      </>
    ),
    description:
      'Les encadreurs bénévoles de la Commission des Études, par matière : mathématiques, langues, sciences, filières techniques.',
  },
  members: {
    eyebrow: 'Espace membres',
    title: 'Profils des encadreurs',
    intro: 'Choisissez une matière ou cherchez un nom, puis ouvrez le profil d’un encadreur pour le contacter.',
    description: 'Les profils des encadreurs de la Commission des Études, avec leurs classes et leurs coordonnées.',
  },
};

/**
 * The tutor directory: /Encadreurs (public) and /ProfilEncadreur (members). On /Encadreurs a visitor
 * who is not signed in is told to log in before seeing a profile; a signed-in member goes straight
 * to it, as on /ProfilEncadreur.
 */
export function DirectoryPage({ variant }: { variant: Variant }) {
  const text = TEXTS[variant];
  usePageMeta(text.title, text.description);
  const session = useSession();
  const navigate = useNavigate();
  const { tab, query, selectTab, search, currentSearch } = useDirectoryParams();
  const [asking, setAsking] = useState<ListedTutor | null>(null);
  const searchForm = useRef<HTMLFormElement>(null);
  // The commission's tutors show at once; the approved accounts join them once read.
  const accounts = usePublicTutors();
  const everyone = useMemo(() => withAccounts(accounts.items), [accounts.items]);

  const searching = query.trim() !== '';
  const shown = useMemo(() => searchTutors(tutorsInTab(tab, everyone), query), [tab, query, everyone]);
  const inAllTabs = useMemo(
    () => (shown.length === 0 && tab !== 'all' ? searchTutors(everyone, query).length : 0),
    [shown, tab, query, everyone],
  );
  const asksToLogIn = variant === 'public' && session.status !== 'signed-in';

  function backToSearch(change: () => void) {
    change();
    searchForm.current?.querySelector('input')?.focus();
  }

  /**
   * The profile gets the directory's filters, for its « Retour »: as chosen at the click, not as
   * last rendered, which may not show yet a tab chosen a moment before. A new tab or window (a
   * modifier key, the middle button) is the browser's, without them.
   */
  function openProfile(event: MouseEvent<HTMLAnchorElement>, to: string) {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const state: ProfileLinkState = { directorySearch: currentSearch() };
    navigate(to, { state });
  }

  function action(tutor: ListedTutor) {
    // The visible words first, then whose profile: one distinct name per card for screen readers.
    const name = `Voir le profil ${ofName(tutor.name)}`;
    if (asksToLogIn) {
      return (
        <button type="button" aria-label={name} onClick={() => setAsking(tutor)} className={buttonClasses('primary')}>
          Voir le profil
        </button>
      );
    }
    const to = paths.profile(tutor.profileId);
    return (
      <Link to={to} onClick={(event) => openProfile(event, to)} aria-label={name} className={buttonClasses('primary')}>
        Voir le profil
      </Link>
    );
  }

  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title}>
        {text.intro}
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
        <form ref={searchForm} role="search" onSubmit={(event) => event.preventDefault()} className="max-w-md">
          <TextField
            type="search"
            label="Rechercher un encadreur"
            hint="Par nom ou par matière, dans l’onglet choisi."
            value={query}
            onChange={(event) => search(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </form>
        <div className="mt-6">
          <Tabs label="Matières" items={DIRECTORY_TABS} selected={tab} onSelect={selectTab}>
            <p role="status" className="text-sm font-semibold text-slate-700">
              {resultsText(shown.length, searching)}
            </p>
            {shown.length > 0 ? (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {shown.map((tutor) => (
                  <li key={tutor.profileId}>
                    <TutorCard tutor={tutor} action={action(tutor)} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-4 flex flex-wrap gap-3">
                {inAllTabs > 0 ? (
                  <button
                    type="button"
                    onClick={() => backToSearch(() => selectTab('all'))}
                    className={buttonClasses('primary')}
                  >
                    Chercher dans toutes les matières ({inAllTabs})
                  </button>
                ) : null}
                {searching ? (
                  <button
                    type="button"
                    onClick={() => backToSearch(() => search(''))}
                    className={buttonClasses('secondary')}
                  >
                    Effacer la recherche
                  </button>
                ) : null}
              </div>
            )}
          </Tabs>
        </div>
      </div>
      <NotConnectedDialog tutor={asking} onClose={() => setAsking(null)} />
    </>
  );
}
