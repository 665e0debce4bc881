/**
 * Who may do what: one table, read by every judge (docs/decisions/0022-permission-table.md).
 *
 * - src/domain/permissions.ts reads it for the screens (which controls to show) and the adapters
 *   (what to refuse);
 * - api/_lib/permissions.ts reads it for /api/deleteFile (who deletes a file): api/ is deployed
 *   without src/, and imports this one file by its relative path, so it imports nothing itself;
 * - firestore.rules cannot import: each rule names the rows it implements
 *   (« permission-table: question.delete »), and tests/rules/permission-table/ runs every row
 *   against the rules as raw Firestore writes.
 *
 * A row grants: whoever `who` names, in every circumstance `when` lists, may do `action`. Nothing
 * else is allowed. Before any row, the action's preconditions (`requires`) must hold.
 */

/** The forum where approved tutors moderate and PDFs are attached (ATTACHMENT_FORUM in forums.ts). */
export const TUTOR_PUPIL_FORUM = 'EncadreurEleve';

/**
 * What is known of the viewer and of the target when a judge decides. A fact not given is false
 * (or null): a judge states what holds, and a power needs its facts said.
 */
export interface Facts {
  /** A stored profile is behind the session (a visitor's anonymous account has none). */
  member: boolean;
  /** The member started « Supprimer mon compte » (comptesSupprimes/{uid}): no power over others. */
  leaving: boolean;
  suspended: boolean;
  /** Appointed by the association (the token's custom claim). */
  responsable: boolean;
  /** A tutor account a responsable approved, not suspended (isApprovedTutorProfile below). */
  approvedTutor: boolean;
  /** The viewer wrote the target (question, reply, report's item); never for an anonymous one. */
  author: boolean;
  /** The viewer received the target private message. */
  recipient: boolean;
  /** The viewer uploaded the target file (its public id names them, docs/decisions/0018). */
  uploader: boolean;
  /** The forum (pageId) of the target question or reply. */
  forum: string | null;
  /** The role of the target's author (a question's `role`). */
  targetRole: string | null;
  /** Taking this attachment out would leave a question without text nor attachment. */
  leavesEmpty: boolean;
  /** The member's address is confirmed, as their token says (docs/decisions/0013). */
  emailVerified: boolean;
  /** The recipient of a new message is another member, not suspended, not deleting their account. */
  recipientReachable: boolean;
  /** The report's item is a forum post (a question or a reply), not a private message. */
  forumPost: boolean;
  /** The target private message is the item of a report the responsable handles. */
  reportedMessage: boolean;
  /** The governed profile is a tutor account. */
  targetTutor: boolean;
  /** The status of the target report. */
  reportStatus: 'ouvert' | 'traite' | null;
  /** The file is attached to the named question, and that question's author uploaded it. */
  fileOfQuestion: boolean;
}

type Predicate = (facts: Facts) => boolean;

/** Conditions every row of an action needs (the general rules of the site). */
export const PRECONDITIONS = {
  membre: { label: 'Un visiteur se connecte d’abord (un compte avec un profil).', holds: (f) => f.member },
  actif: { label: 'Un membre suspendu lit, mais ne publie ni n’écrit.', holds: (f) => !f.suspended },
} as const satisfies Record<string, { label: string; holds: Predicate }>;

/** Who a row grants. A member deleting their account keeps no power over others (leaving). */
export const WHO = {
  visiteur: { label: 'un visiteur, sans profil (compte anonyme)', holds: (f) => !f.member },
  membre: { label: 'un membre', holds: (f) => f.member && !f.leaving },
  auteur: { label: 'son auteur', holds: (f) => f.member && f.author && !f.leaving },
  destinataire: { label: 'son destinataire', holds: (f) => f.recipient },
  deposant: { label: 'celui qui l’a déposé', holds: (f) => f.uploader },
  'encadreur-valide': {
    label: 'un encadreur validé',
    holds: (f) => f.member && f.approvedTutor && !f.suspended && !f.leaving,
  },
  responsable: { label: 'un responsable', holds: (f) => f.responsable && !f.leaving },
} as const satisfies Record<string, { label: string; holds: Predicate }>;

/** The circumstances a row may require, all of them. */
export const WHEN = {
  'forum-encadreur-eleve': { label: 'dans le forum encadreurs–élèves', holds: (f) => f.forum === TUTOR_PUPIL_FORUM },
  'question-d-eleve': { label: 'sur la question d’un élève', holds: (f) => f.targetRole === 'eleve' },
  'ne-vide-pas': { label: 'sans laisser la question vide', holds: (f) => !f.leavesEmpty },
  'adresse-confirmee': { label: 'adresse e-mail confirmée', holds: (f) => f.emailVerified },
  'destinataire-joignable': {
    label: 'à un autre membre, ni suspendu ni en train de partir',
    holds: (f) => f.recipientReachable,
  },
  autrui: { label: 'ce qu’un autre a écrit', holds: (f) => !f.author },
  'publication-du-forum': { label: 'une question ou une réponse', holds: (f) => f.forumPost },
  'message-signale': { label: 'en traitant son signalement', holds: (f) => f.reportedMessage },
  'compte-encadreur': { label: 'un compte encadreur', holds: (f) => f.targetTutor },
  'signalement-ouvert': { label: 'un signalement ouvert', holds: (f) => f.reportStatus === 'ouvert' },
  'signalement-traite': { label: 'un signalement traité', holds: (f) => f.reportStatus === 'traite' },
  'fichier-de-la-question': {
    label: 'joint à la question par son auteur',
    holds: (f) => f.fileOfQuestion,
  },
} as const satisfies Record<string, { label: string; holds: Predicate }>;

export type Precondition = keyof typeof PRECONDITIONS;
export type Who = keyof typeof WHO;
export type When = keyof typeof WHEN;

export interface ActionDefinition {
  label: string;
  requires: readonly Precondition[];
}

/** Every power of the site, with what it needs before any row. */
export const ACTIONS = {
  'question.ask': { label: 'Poser une question', requires: ['membre', 'actif'] },
  'question.edit': { label: 'Modifier une question', requires: ['membre', 'actif'] },
  'question.delete': { label: 'Supprimer une question', requires: ['membre'] },
  'attachment.remove': { label: 'Retirer une pièce jointe d’une question', requires: ['membre'] },
  'reply.post': { label: 'Répondre à une question', requires: ['actif'] },
  'reply.delete': { label: 'Supprimer une réponse', requires: ['membre'] },
  'file.delete': { label: 'Supprimer un fichier PDF (/api/deleteFile)', requires: [] },
  'message.send': { label: 'Écrire un message privé', requires: ['membre', 'actif'] },
  'message.delete': { label: 'Supprimer un message privé', requires: ['membre'] },
  'report.send': { label: 'Signaler un contenu', requires: ['membre', 'actif'] },
  'report.read': { label: 'Lire les signalements', requires: ['membre'] },
  'report.handle': { label: 'Traiter un signalement (classer ou supprimer)', requires: ['membre'] },
  'report.archive': { label: 'Archiver un signalement', requires: ['membre'] },
  'tutor.vet': { label: 'Approuver ou refuser un encadreur', requires: ['membre'] },
  'member.read': { label: 'Lire le profil d’un autre membre', requires: ['membre'] },
  'member.suspend': { label: 'Suspendre ou rétablir un membre', requires: ['membre'] },
  'member.rename': { label: 'Corriger le nom d’un membre', requires: ['membre'] },
  'journal.read': { label: 'Lire le journal des responsables', requires: ['membre'] },
} as const satisfies Record<string, ActionDefinition>;

export type Action = keyof typeof ACTIONS;

export interface Grant {
  action: Action;
  who: Who;
  when?: readonly When[];
  /** What the row says, for the docs and the tests' names. */
  label: string;
}

/** The grants. Anything not granted here is refused. */
export const GRANTS = [
  { action: 'question.ask', who: 'membre', label: 'Un membre pose une question dans un forum.' },
  { action: 'question.edit', who: 'auteur', label: 'L’auteur modifie le texte de sa question.' },
  { action: 'question.delete', who: 'auteur', label: 'L’auteur supprime sa question, même suspendu.' },
  { action: 'question.delete', who: 'responsable', label: 'Un responsable supprime toute question.' },
  {
    action: 'question.delete',
    who: 'encadreur-valide',
    when: ['forum-encadreur-eleve', 'question-d-eleve'],
    label: 'Un encadreur validé supprime la question d’un élève du forum encadreurs–élèves.',
  },
  {
    action: 'attachment.remove',
    who: 'auteur',
    when: ['ne-vide-pas'],
    label: 'L’auteur retire une pièce jointe de sa question, jamais la dernière d’une question sans texte.',
  },
  {
    action: 'attachment.remove',
    who: 'responsable',
    when: ['ne-vide-pas'],
    label: 'Un responsable retire une pièce jointe de toute question.',
  },
  {
    action: 'attachment.remove',
    who: 'encadreur-valide',
    when: ['forum-encadreur-eleve', 'ne-vide-pas'],
    label: 'Un encadreur validé retire une pièce jointe dans le forum encadreurs–élèves.',
  },
  { action: 'reply.post', who: 'visiteur', label: 'Un visiteur répond, sous « Utilisateur Anonyme ».' },
  { action: 'reply.post', who: 'membre', label: 'Un membre répond sous son nom.' },
  { action: 'reply.delete', who: 'auteur', label: 'L’auteur supprime sa réponse.' },
  { action: 'reply.delete', who: 'responsable', label: 'Un responsable supprime toute réponse.' },
  {
    action: 'file.delete',
    who: 'deposant',
    label: 'Celui qui a déposé un fichier le supprime, où qu’il soit joint.',
  },
  {
    action: 'file.delete',
    who: 'responsable',
    when: ['fichier-de-la-question'],
    label: 'Un responsable supprime le fichier joint à une question par son auteur.',
  },
  {
    action: 'file.delete',
    who: 'encadreur-valide',
    when: ['forum-encadreur-eleve', 'fichier-de-la-question'],
    label: 'Un encadreur validé supprime le fichier joint à une question du forum encadreurs–élèves.',
  },
  {
    action: 'message.send',
    who: 'membre',
    when: ['adresse-confirmee', 'destinataire-joignable'],
    label: 'Un membre à l’adresse confirmée écrit à un autre membre non suspendu.',
  },
  { action: 'message.delete', who: 'destinataire', label: 'Le destinataire supprime un message de sa boîte.' },
  {
    action: 'message.delete',
    who: 'responsable',
    when: ['message-signale'],
    label: 'Un responsable supprime un message en traitant son signalement.',
  },
  {
    action: 'report.send',
    who: 'membre',
    when: ['autrui', 'publication-du-forum'],
    label: 'Un membre signale la question ou la réponse d’un autre.',
  },
  {
    action: 'report.send',
    who: 'destinataire',
    when: ['autrui'],
    label: 'Le destinataire signale un message reçu.',
  },
  { action: 'report.read', who: 'responsable', label: 'Un responsable lit les signalements.' },
  {
    action: 'report.handle',
    who: 'responsable',
    when: ['signalement-ouvert'],
    label: 'Un responsable traite un signalement ouvert.',
  },
  {
    action: 'report.archive',
    who: 'responsable',
    when: ['signalement-traite'],
    label: 'Un responsable archive un signalement traité.',
  },
  {
    action: 'tutor.vet',
    who: 'responsable',
    when: ['compte-encadreur'],
    label: 'Un responsable approuve ou refuse un encadreur.',
  },
  { action: 'member.read', who: 'responsable', label: 'Un responsable lit le profil de tout membre.' },
  { action: 'member.suspend', who: 'responsable', label: 'Un responsable suspend ou rétablit un membre.' },
  { action: 'member.rename', who: 'responsable', label: 'Un responsable corrige le nom d’un membre.' },
  { action: 'journal.read', who: 'responsable', label: 'Un responsable lit le journal.' },
] as const satisfies readonly Grant[];

/** One row, named by its action and who it grants: « question.delete encadreur-valide ». */
export type RowKey = (typeof GRANTS)[number] extends infer R
  ? R extends { action: infer A extends string; who: infer W extends string }
    ? `${A} ${W}`
    : never
  : never;

export function rowKey(grant: Pick<Grant, 'action' | 'who'>): RowKey {
  return `${grant.action} ${grant.who}` as RowKey;
}

/** The facts nobody stated: all false, no forum, no role, no report. */
export const NO_FACTS: Facts = {
  member: false,
  leaving: false,
  suspended: false,
  responsable: false,
  approvedTutor: false,
  author: false,
  recipient: false,
  uploader: false,
  forum: null,
  targetRole: null,
  leavesEmpty: false,
  emailVerified: false,
  recipientReachable: false,
  forumPost: false,
  reportedMessage: false,
  targetTutor: false,
  reportStatus: null,
  fileOfQuestion: false,
};

/** Whether a row grants the action on these facts (its action's preconditions aside). */
export function grants(grant: Grant, facts: Facts): boolean {
  return WHO[grant.who].holds(facts) && (grant.when ?? []).every((when) => WHEN[when].holds(facts));
}

/** The one question every judge asks: may whoever these facts describe do this? */
export function allows(action: Action, given: Partial<Facts>): boolean {
  const facts: Facts = { ...NO_FACTS, ...given };
  const definition: ActionDefinition = ACTIONS[action];
  if (!definition.requires.every((name) => PRECONDITIONS[name].holds(facts))) return false;
  return (GRANTS as readonly Grant[]).some((grant) => grant.action === action && grants(grant, facts));
}

/**
 * A tutor account a responsable approved (statut « approuve », written by responsables only), and
 * not suspended: the spec's tutor rights. The domain and api/ both derive `approvedTutor` here.
 */
export function isApprovedTutorProfile(profile: { role?: string; statut?: string; suspendu?: boolean }): boolean {
  return profile.role === 'encadreur' && profile.statut === 'approuve' && profile.suspendu !== true;
}
