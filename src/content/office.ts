/**
 * The office of the Commission des Études for the year 2024/2025, shown on the home page.
 * ⚠ Sample data: the names are fictional. Replace them with the real office members; `photo` is
 * optional (a path under public/, ideally a small WebP); without it a portrait with initials is drawn.
 */

export interface OfficeMember {
  name: string;
  /** Their role in the commission's office. */
  role: string;
  /** The subject they teach in the support classes. */
  subject: string;
  photo?: string;
}

export const OFFICE_YEAR = '2024/2025';

export const office: readonly OfficeMember[] = [
  { name: 'Jean-Baptiste Mballa', role: 'Coordonnateur', subject: 'Mathématiques' },
  { name: 'Clarisse Ngo Bassa', role: 'Présidente', subject: 'Physique-Chimie' },
  { name: 'Hervé Tchoumi', role: 'Vice-président', subject: 'Anglais' },
  { name: 'Sandrine Abena', role: 'Censeure', subject: 'Français' },
  { name: 'Brice Nkoulou', role: 'Censeur', subject: 'Sciences de la vie et de la Terre' },
  { name: 'Rodrigue Fotso', role: 'Surveillant général', subject: 'Histoire-Géographie' },
  { name: 'Aurélie Meka', role: 'Intendante', subject: 'Comptabilité' },
  { name: 'Yannick Essono', role: 'Secrétaire général', subject: 'Informatique' },
  { name: 'Gisèle Kamga', role: 'Trésorière', subject: 'Économie' },
  { name: 'Serge Owona', role: 'Commissaire aux comptes', subject: 'Allemand' },
];
