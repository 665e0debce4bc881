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
  /**
   * Appointed by the association: the token's custom claim and, for the server's judges (the rules,
   * /api/deleteFile), the appointment `responsables/{uid}` that a removal deletes at once (issue 32).
   */
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
  /** The role of the target's author (a question's `role`; for a file, the role of the question it is attached to). */
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
  /** The viewer's role (eleve, parent, encadreur). */
  role: string | null;
  /** The target séance is still to come and not cancelled. */
  seanceOpen: boolean;
  /** The target séance has room for one more participant. */
  seatsLeft: boolean;
}

/** A fact not given is false (or null): undefined counts as false. */
type Predicate = (facts: Partial<Facts>) => boolean | undefined;

/** Conditions every row of an action needs (the general rules of the site). */
export const PRECONDITIONS = {
  membre: (f) => f.member,
  actif: (f) => !f.suspended,
} as const satisfies Record<string, Predicate>;

/** Who a row grants. A member deleting their account keeps no power over others (leaving). */
export const WHO = {
  visiteur: (f) => !f.member,
  membre: (f) => f.member && !f.leaving,
  auteur: (f) => f.member && f.author && !f.leaving,
  destinataire: (f) => f.recipient,
  deposant: (f) => f.uploader,
  'encadreur-valide': (f) => f.member && f.approvedTutor && !f.suspended && !f.leaving,
  'eleve-ou-parent': (f) => f.member && !f.leaving && (f.role === 'eleve' || f.role === 'parent'),
  responsable: (f) => f.responsable && !f.leaving,
} as const satisfies Record<string, Predicate>;

/** The circumstances a row may require, all of them. */
export const WHEN = {
  'forum-encadreur-eleve': (f) => f.forum === TUTOR_PUPIL_FORUM,
  'question-d-eleve': (f) => f.targetRole === 'eleve',
  'ne-vide-pas': (f) => !f.leavesEmpty,
  'adresse-confirmee': (f) => f.emailVerified,
  'destinataire-joignable': (f) => f.recipientReachable,
  autrui: (f) => !f.author,
  'publication-du-forum': (f) => f.forumPost,
  'message-signale': (f) => f.reportedMessage,
  'compte-encadreur': (f) => f.targetTutor,
  'signalement-ouvert': (f) => f.reportStatus === 'ouvert',
  'signalement-traite': (f) => f.reportStatus === 'traite',
  'fichier-de-la-question': (f) => f.fileOfQuestion,
  // Whoever may delete the question may delete the files its author attached to it, nobody else:
  // the file's row reads the question's rows instead of restating them (issue 32: restated, the
  // approved tutor's lacked « a pupil's question »).
  'question-supprimable': (f) => allows('question.delete', f),
  'seance-ouverte': (f) => f.seanceOpen,
  'places-libres': (f) => f.seatsLeft,
} as const satisfies Record<string, Predicate>;

export type Precondition = keyof typeof PRECONDITIONS;
export type Who = keyof typeof WHO;
export type When = keyof typeof WHEN;

/** Every power of the site, with what it needs before any row. */
export const ACTIONS = {
  'question.ask': ['membre', 'actif'],
  'question.edit': ['membre', 'actif'],
  'question.delete': ['membre'],
  'question.resolve': ['membre', 'actif'],
  'question.follow': ['membre'],
  'subject.follow': ['membre', 'actif'],
  'attachment.remove': ['membre'],
  'reply.post': ['actif'],
  'reply.delete': ['membre'],
  'file.delete': [],
  'message.send': ['membre', 'actif'],
  'message.delete': ['membre'],
  'report.send': ['membre', 'actif'],
  'report.read': ['membre'],
  'report.handle': ['membre'],
  'report.archive': ['membre'],
  'tutor.vet': ['membre'],
  'member.read': ['membre'],
  'member.suspend': ['membre'],
  'member.rename': ['membre'],
  'pupil.authorise': ['membre'],
  'journal.read': ['membre'],
  'seance.publish': ['membre', 'actif'],
  'seance.change': ['membre', 'actif'],
  'seance.join': ['membre', 'actif'],
  'seance.leave': ['membre'],
  'seance.participants.read': ['membre'],
} as const satisfies Record<string, readonly Precondition[]>;

export type Action = keyof typeof ACTIONS;

/**
 * The grants, one row per line: « action who circumstance… » (the names above; the compiler checks
 * each). Anything not granted here is refused. What each row means, in French, is in
 * permission-labels.ts (ROW_LABELS), kept out of the pages' downloads.
 */
export const ROWS = [
  'question.ask membre',
  'question.edit auteur',
  'question.delete auteur',
  'question.delete responsable',
  'question.delete encadreur-valide forum-encadreur-eleve question-d-eleve',
  'question.resolve auteur',
  'question.resolve responsable',
  'question.follow membre',
  'subject.follow encadreur-valide',
  'attachment.remove auteur ne-vide-pas',
  'attachment.remove responsable ne-vide-pas',
  'attachment.remove encadreur-valide forum-encadreur-eleve ne-vide-pas',
  'reply.post visiteur',
  'reply.post membre',
  'reply.delete auteur',
  'reply.delete responsable',
  'file.delete deposant',
  'file.delete membre fichier-de-la-question question-supprimable',
  'message.send membre adresse-confirmee destinataire-joignable',
  'message.delete destinataire',
  'message.delete responsable message-signale',
  'report.send membre autrui publication-du-forum',
  'report.send destinataire autrui',
  'report.read responsable',
  'report.handle responsable signalement-ouvert',
  'report.archive responsable signalement-traite',
  'tutor.vet responsable compte-encadreur',
  'member.read responsable',
  'member.suspend responsable',
  'member.rename responsable',
  'pupil.authorise responsable',
  'journal.read responsable',
  'seance.publish responsable',
  'seance.change responsable seance-ouverte',
  'seance.join eleve-ou-parent seance-ouverte places-libres',
  'seance.join encadreur-valide seance-ouverte',
  'seance.leave membre seance-ouverte',
  'seance.participants.read responsable',
] as const satisfies readonly Row[];

/** A row as written: an action, who it grants, and up to two circumstances. */
type Row = `${Action} ${Who}` | `${Action} ${Who} ${When}` | `${Action} ${Who} ${When} ${When}`;

/** A row as the judges read it. */
export interface Grant {
  action: Action;
  who: Who;
  when: readonly When[];
}

/** The rows, read once. */
export const GRANTS: readonly Grant[] = ROWS.map((row) => {
  const [action, who, ...when] = row.split(' ') as [Action, Who, ...When[]];
  return { action, who, when };
});

/** One row, named by its action and who it grants: « question.delete encadreur-valide ». */
export type RowKey = (typeof ROWS)[number] extends infer R
  ? R extends `${infer A} ${infer W} ${string}`
    ? `${A} ${W}`
    : R
  : never;

export function rowKey(grant: Pick<Grant, 'action' | 'who'>): RowKey {
  return `${grant.action} ${grant.who}` as RowKey;
}

/** Whether a row grants the action on these facts (its action's preconditions aside). */
export function grants(grant: Grant, facts: Partial<Facts>): boolean {
  return !!WHO[grant.who](facts) && grant.when.every((when) => WHEN[when](facts));
}

/** The one question every judge asks: may whoever these facts describe do this? */
export function allows(action: Action, facts: Partial<Facts>): boolean {
  const requires: readonly Precondition[] = ACTIONS[action];
  if (!requires.every((name) => PRECONDITIONS[name](facts))) return false;
  return GRANTS.some((grant) => grant.action === action && grants(grant, facts));
}

/**
 * Whether some row of the action grants whoever these facts describe, in some circumstance: may
 * they ever do it? Asked before the target is read (a governance act refuses a member who is no
 * responsable before looking for the account they name); `allows` decides on the target.
 */
export function mayEver(action: Action, facts: Partial<Facts>): boolean {
  const requires: readonly Precondition[] = ACTIONS[action];
  if (!requires.every((name) => PRECONDITIONS[name](facts))) return false;
  return GRANTS.some((grant) => grant.action === action && !!WHO[grant.who](facts));
}

/**
 * A tutor account a responsable approved (statut « approuve », written by responsables only), and
 * not suspended: the spec's tutor rights. The domain and api/ both derive `approvedTutor` here.
 */
export function isApprovedTutorProfile(profile: { role?: string; statut?: string; suspendu?: boolean }): boolean {
  return profile.role === 'encadreur' && profile.statut === 'approuve' && profile.suspendu !== true;
}
