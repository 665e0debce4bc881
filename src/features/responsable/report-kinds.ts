import type { Report } from '@/domain/entities';
import { ofName } from '@/lib/typography';

/** What a report is about, as the Espace responsable names it. */
export const KIND: Record<Report['target']['type'], string> = {
  question: 'Question',
  reponse: 'Réponse',
  message: 'Message privé',
};

/** « réponse de Paul Essomba »: the reported item, for buttons' and cards' names. */
export function reportedWhat(report: Report): string {
  return `${KIND[report.target.type].toLocaleLowerCase('fr')} ${ofName(report.authorName)}`;
}

/** A post reported for its photos or its PDF alone has no words to quote. */
export const NO_TEXT = '(sans texte\u00a0: ses photos ou pièces jointes sont à voir avec «\u00a0Ouvrir\u00a0»)';
