/**
 * The commissions of the youth group. `inNavigation`: listed in the navigation bar's submenu;
 * `hasCard`: shown in the grid of /commissions. Every commission has its own page.
 */
export interface Commission {
  slug: string;
  title: string;
  inNavigation: boolean;
  hasCard: boolean;
}

export const commissions: readonly Commission[] = [
  { slug: 'communication', title: 'Communication', inNavigation: true, hasCard: true },
  { slug: 'etude', title: 'Études', inNavigation: true, hasCard: true },
  { slug: 'projet', title: 'Projets', inNavigation: true, hasCard: true },
  { slug: 'feminine', title: 'Féminine', inNavigation: true, hasCard: true },
  { slug: 'formation', title: 'Formation', inNavigation: true, hasCard: true },
  { slug: 'sport', title: 'Sport', inNavigation: true, hasCard: true },
  { slug: 'culture', title: 'Culture', inNavigation: true, hasCard: true },
  { slug: 'finance', title: 'Finances', inNavigation: true, hasCard: true },
  { slug: 'logistique', title: 'Logistique', inNavigation: true, hasCard: true },
  { slug: 'partenariat', title: 'Partenariat', inNavigation: true, hasCard: true },
  // Spelt "acceuil" in the URL since the first version of the site: links already shared keep working.
  { slug: 'acceuil', title: 'Accueil et Suivi', inNavigation: false, hasCard: false },
];

export function findCommission(slug: string | undefined): Commission | undefined {
  const wanted = slug?.toLowerCase();
  return commissions.find((commission) => commission.slug === wanted);
}
