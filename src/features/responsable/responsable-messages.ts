import type { JournalEntry, UserProfile } from '@/domain/entities';
import type { ErrorCode } from '@/domain/errors';
import { REFUSAL_REASON_MAX_LENGTH } from '@/domain/limits';
import { isReportReason, reportReasonLabel } from '@/domain/reports';
import { lookUp, serviceErrorText, type Catalogue } from '@/lib/network-errors';
import { frenchTypography } from '@/lib/typography';

/** The French of the Espace responsable: successes, failures by code, members' status, journal lines. */

export const DONE = {
  approved: frenchTypography('Encadreur approuvé : il figure maintenant dans l’annuaire.'),
  refused: frenchTypography('Demande refusée : l’encadreur verra le motif sur son tableau de bord.'),
  suspended: 'Membre suspendu.',
  reinstated: 'Membre rétabli.',
  renamed: 'Nom corrigé.',
  deleted: 'Contenu supprimé et signalement classé.',
  dismissed: 'Signalement classé sans suite.',
  archived: frenchTypography('Signalement archivé : il reste dans le journal.'),
  authorised: frenchTypography('Autorisation enregistrée : l’élève peut maintenant publier.'),
};

export type GovernanceAction =
  'approve' | 'refuse' | 'suspend' | 'rename' | 'authorise' | 'resolve' | 'archive' | 'read';

const FALLBACK: Record<GovernanceAction, string> = {
  approve: 'L’encadreur n’a pas pu être approuvé. Réessayez.',
  refuse: 'La demande n’a pas pu être refusée. Réessayez.',
  suspend: 'Le compte n’a pas pu être modifié. Réessayez.',
  rename: 'Le nom n’a pas pu être corrigé. Réessayez.',
  authorise: 'L’autorisation n’a pas pu être enregistrée. Réessayez.',
  resolve: 'Le signalement n’a pas pu être traité. Réessayez.',
  archive: 'Le signalement n’a pas pu être archivé. Réessayez.',
  read: 'Ces informations n’ont pas pu être chargées. Rechargez la page pour réessayer.',
};

export function governanceErrorText(action: GovernanceAction, code: ErrorCode): string {
  return frenchTypography(errorText(action, code));
}

/** Every code GovernanceService names has its text (a missing one is a type error). */
const BY_CODE: Catalogue<
  'permission-denied' | 'profile/reserved-name' | 'profile/invalid-name' | 'not-found' | 'invalid-argument',
  (action: GovernanceAction) => string
> = {
  'permission-denied': () => 'Seuls les responsables de la commission peuvent faire cela.',
  'profile/reserved-name': () => 'Ce nom ne peut pas être utilisé : indiquez le vrai nom et le vrai prénom.',
  'profile/invalid-name': () =>
    'Le nom et le prénom ne peuvent contenir que des lettres, des espaces, des traits d’union et des apostrophes.',
  'not-found': () => 'Ce compte ou ce contenu n’existe plus.',
  'invalid-argument': (action) =>
    action === 'refuse'
      ? `Indiquez un motif de ${REFUSAL_REASON_MAX_LENGTH} caractères au plus.`
      : action === 'rename'
        ? 'Indiquez un prénom et un nom, de 100 caractères au plus chacun.'
        : action === 'archive'
          ? 'Seul un signalement traité peut être archivé : supprimez le contenu ou classez-le d’abord.'
          : action === 'authorise'
            ? 'Ce compte n’attend plus d’autorisation : un parent l’a peut-être déjà donnée.'
            : FALLBACK[action],
};

function errorText(action: GovernanceAction, code: ErrorCode): string {
  return serviceErrorText(code) ?? lookUp(BY_CODE, code)?.(action) ?? FALLBACK[action];
}

/** How the members' list names where an account stands. */
export function memberStatus(member: UserProfile): string[] {
  const labels: string[] = [];
  if (member.responsable) labels.push('Responsable');
  if (member.suspendu) labels.push('Suspendu');
  if (member.role === 'encadreur') {
    labels.push(
      member.statut === 'approuve'
        ? 'Encadreur validé'
        : member.statut === 'refuse'
          ? 'Refusé'
          : 'En attente de validation',
    );
  }
  // Not in the directory, no private messages, until the member follows the link (0013).
  if (!member.emailVerifie) labels.push('Adresse non confirmée');
  return labels;
}

/** « de Paul », « d’Awa » (the elided article), for the journal's sentences. */
function of(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/iu.test(name) ? `d’${name}` : `de ${name}`;
}

/** A journal line as a sentence: « Marie Atangana a approuvé l’encadreur Paul Essomba ». */
export function journalSentence(entry: JournalEntry): string {
  return frenchTypography(sentence(entry));
}

function sentence(entry: JournalEntry): string {
  const who = entry.byName;
  const target = entry.targetName;
  const reason = isReportReason(entry.details) ? ` (signalement : ${reportReasonLabel(entry.details)})` : '';
  switch (entry.action) {
    case 'encadreur-approuve':
      return `${who} a approuvé l’encadreur ${target}.`;
    case 'encadreur-refuse':
      return `${who} a refusé la demande ${of(target)}${entry.details ? ` (motif : ${entry.details})` : ''}.`;
    case 'membre-suspendu':
      return `${who} a suspendu ${target}.`;
    case 'membre-retabli':
      return `${who} a rétabli ${target}.`;
    case 'nom-corrige':
      return `${who} a corrigé le nom de ${target}${entry.details ? ` (${entry.details})` : ''}.`;
    case 'question-supprimee':
      return `${who} a supprimé une question ${of(target)}${reason}.`;
    case 'reponse-supprimee':
      return `${who} a supprimé une réponse ${of(target)}${reason}.`;
    case 'message-supprime':
      return `${who} a supprimé un message privé ${of(target)}${reason}.`;
    case 'signalement-classe':
      return `${who} a classé sans suite un signalement visant ${target}${reason}.`;
    case 'signalement-archive':
      return `${who} a archivé un signalement traité visant ${target}${reason}.`;
    case 'seance-publiee':
      return `${who} a publié ${entry.details || 'une séance'} : ${target}.`;
    case 'seance-modifiee':
      return `${who} a modifié la séance ${target}${entry.details ? ` (${entry.details})` : ''}.`;
    case 'autorisation-papier':
      return `${who} a enregistré l’autorisation écrite des parents ${of(target)}.`;
    case 'seance-annulee':
      return `${who} a annulé la séance ${target}${entry.details ? ` (motif : ${entry.details})` : ''}.`;
  }
}
