import type { Seance } from '@/domain/seances';
import { listText, seanceWhen } from '@/lib/seance-text';
import { frenchTypography } from '@/lib/typography';

/**
 * « Partager sur WhatsApp »: the séance in a few French lines (what, when, where, the programme's
 * address), for a family or a class group; WhatsApp opens with it ready to send.
 */
export function whatsappText(seance: Seance, programmeUrl: string): string {
  const place = [seance.lieu.nom.trim(), seance.lieu.adresse.trim()].filter(Boolean).join(', ');
  const classes = listText(seance.classes);
  const lines = [
    seance.annulee ? `Annulée\u00a0: ${seance.motif.trim()}` : '',
    classes ? `Cours de soutien — ${classes}` : 'Cours de soutien',
    seance.matieres.length > 0 ? `Matières\u00a0: ${listText(seance.matieres)}` : '',
    `Quand\u00a0: ${seanceWhen(seance)}`,
    `Où\u00a0: ${place}`,
  ];
  // The responsables' words with French spacing; the address as it is.
  return `${frenchTypography(lines.filter(Boolean).join('\n'))}\nLe programme des séances\u00a0: ${programmeUrl}`;
}

/** The wa.me link that opens WhatsApp with the text, whoever to send it to. */
export function whatsappLink(seance: Seance, programmeUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(whatsappText(seance, programmeUrl))}`;
}
