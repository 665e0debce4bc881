import { paths } from '@/lib/paths';

/**
 * The commissions of the youth group: what the navigation bar and the grid of /commissions need.
 * Each commission's page (mission, activities, meetings, lead…) is written in
 * `commission-pages.ts`, kept apart so that every page of the site, which shows the navigation
 * bar, does not download the text of eleven pages.
 *
 * `inNavigation`: listed in the navigation bar's submenu; `hasCard`: shown in the grid of
 * /commissions. Every commission has its own page, /commissions/{slug}, titled « Commission {title} ».
 * `image`: the card's illustration, 320 × 200 (or the same proportions), under public/.
 */
interface CommissionEntry {
  slug: string;
  title: string;
  inNavigation: boolean;
  hasCard: boolean;
  image: string;
}

const entries = [
  {
    slug: 'communication',
    title: 'Communication',
    inNavigation: true,
    hasCard: true,
    image: '/images/commissions/communication.svg',
  },
  { slug: 'etude', title: 'Études', inNavigation: true, hasCard: true, image: '/images/commissions/etude.svg' },
  { slug: 'projet', title: 'Projets', inNavigation: true, hasCard: true, image: '/images/commissions/projet.svg' },
  { slug: 'feminine', title: 'Féminine', inNavigation: true, hasCard: true, image: '/images/commissions/feminine.svg' },
  {
    slug: 'formation',
    title: 'Formation',
    inNavigation: true,
    hasCard: true,
    image: '/images/commissions/formation.svg',
  },
  { slug: 'sport', title: 'Sport', inNavigation: true, hasCard: true, image: '/images/commissions/sport.svg' },
  { slug: 'culture', title: 'Culture', inNavigation: true, hasCard: true, image: '/images/commissions/culture.svg' },
  { slug: 'finance', title: 'Finances', inNavigation: true, hasCard: true, image: '/images/commissions/finance.svg' },
  {
    slug: 'logistique',
    title: 'Logistique',
    inNavigation: true,
    hasCard: true,
    image: '/images/commissions/logistique.svg',
  },
  {
    slug: 'partenariat',
    title: 'Partenariat',
    inNavigation: true,
    hasCard: true,
    image: '/images/commissions/partenariat.svg',
  },
  // Spelt "acceuil" in the URL since the first version of the site: links already shared keep working.
  {
    slug: 'acceuil',
    title: 'Accueil et Suivi',
    inNavigation: false,
    hasCard: false,
    image: '/images/commissions/acceuil.svg',
  },
] as const satisfies readonly CommissionEntry[];

export type CommissionSlug = (typeof entries)[number]['slug'];

export interface Commission extends CommissionEntry {
  slug: CommissionSlug;
  /** The address of its page, /commissions/{slug}. */
  path: string;
}

/** Width and height of the illustrations, for the <img> attributes. */
export const COMMISSION_IMAGE_SIZE = { width: 320, height: 200 } as const;

export const commissions: readonly Commission[] = entries.map((entry) => ({
  ...entry,
  path: paths.commission(entry.slug),
}));

/** The commission whose slug is given, in any letter case (/commissions/ETUDE is the Études page). */
export function findCommission(slug: string | undefined): Commission | undefined {
  const wanted = slug?.toLowerCase();
  return commissions.find((commission) => commission.slug === wanted);
}

/** « Commission Études », « Commission Accueil et Suivi »: the title of a commission's page. */
export function commissionPageTitle(commission: Pick<Commission, 'title'>): string {
  return `Commission ${commission.title}`;
}
