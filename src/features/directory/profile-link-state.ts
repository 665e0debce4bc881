/**
 * What a « Voir le profil » link hands to the profile page: the directory's filters, so that
 * « Retour » brings the member back to the same tab and search on /ProfilEncadreur.
 */
export interface ProfileLinkState {
  directorySearch: string;
}

/** The filters to restore, read defensively: history state may come from anywhere. */
export function directorySearchOf(state: unknown): string {
  if (!state || typeof state !== 'object' || !('directorySearch' in state)) return '';
  const search = state.directorySearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
