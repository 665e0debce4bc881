import type { Action, Precondition, RowKey, When, Who } from './permission-table';

/**
 * What each part of the table of permissions (permission-table.ts) says, in French: the tests'
 * names and the docs read it. Kept apart from the table so that no page downloads these sentences
 * (the table is in the first paint of the forum and the dashboard, whose budget is 110 KB); the
 * types make one label per row, action, person and circumstance compulsory.
 */

/** The general rules an action may require before any row. */
export const PRECONDITION_LABELS: Record<Precondition, string> = {
  membre: 'Un visiteur se connecte d’abord (un compte avec un profil).',
  actif: 'Un membre suspendu lit, mais ne publie ni n’écrit.',
};

/** Who a row grants. */
export const WHO_LABELS: Record<Who, string> = {
  visiteur: 'un visiteur, sans profil (compte anonyme)',
  membre: 'un membre',
  auteur: 'son auteur',
  destinataire: 'son destinataire',
  deposant: 'celui qui l’a déposé',
  'encadreur-valide': 'un encadreur validé',
  'eleve-ou-parent': 'un élève ou un parent',
  responsable: 'un responsable',
};

/** The circumstances a row may require. */
export const WHEN_LABELS: Record<When, string> = {
  'forum-encadreur-eleve': 'dans le forum encadreurs–élèves',
  'question-d-eleve': 'sur la question d’un élève',
  'ne-vide-pas': 'sans laisser la question vide',
  'adresse-confirmee': 'adresse e-mail confirmée',
  'destinataire-joignable': 'à un autre membre, ni suspendu ni en train de partir',
  autrui: 'ce qu’un autre a écrit',
  'publication-du-forum': 'une question ou une réponse',
  'message-signale': 'en traitant son signalement',
  'compte-encadreur': 'un compte encadreur',
  'signalement-ouvert': 'un signalement ouvert',
  'signalement-traite': 'un signalement traité',
  'fichier-de-la-question': 'joint à la question par son auteur',
  'question-supprimable': 'par qui peut supprimer cette question',
  'seance-ouverte': 'une séance à venir, non annulée',
  'places-libres': 'tant qu’il reste des places',
};

/** Every power of the site. */
export const ACTION_LABELS: Record<Action, string> = {
  'question.ask': 'Poser une question',
  'question.edit': 'Modifier une question',
  'question.delete': 'Supprimer une question',
  'question.resolve': 'Marquer la réponse qui a aidé (« Résolue »)',
  'question.follow': 'Suivre une question (ses nouvelles réponses comptent pour soi)',
  'subject.follow': 'Suivre des matières (leurs nouvelles questions comptent pour soi)',
  'attachment.remove': 'Retirer une pièce jointe d’une question',
  'reply.post': 'Répondre à une question',
  'reply.delete': 'Supprimer une réponse',
  'file.delete': 'Supprimer un fichier PDF (/api/deleteFile)',
  'message.send': 'Écrire un message privé',
  'message.delete': 'Supprimer un message privé',
  'report.send': 'Signaler un contenu',
  'report.read': 'Lire les signalements',
  'report.handle': 'Traiter un signalement (classer ou supprimer)',
  'report.archive': 'Archiver un signalement',
  'tutor.vet': 'Approuver ou refuser un encadreur',
  'member.read': 'Lire le profil d’un autre membre',
  'member.suspend': 'Suspendre ou rétablir un membre',
  'member.rename': 'Corriger le nom d’un membre',
  'pupil.authorise': 'Enregistrer l’autorisation écrite des parents d’un jeune élève',
  'journal.read': 'Lire le journal des responsables',
  'seance.publish': 'Publier une séance (ou une série chaque semaine)',
  'seance.change': 'Modifier ou annuler une séance',
  'seance.join': 'Dire « Je participe » ou « Je serai là »',
  'seance.leave': 'Retirer sa participation à une séance',
  'seance.participants.read': 'Voir qui vient à une séance',
};

/** What each row grants, by its key « action who ». */
export const ROW_LABELS: Record<RowKey, string> = {
  'question.ask membre': 'Un membre pose une question dans un forum.',
  'question.edit auteur': 'L’auteur modifie le texte de sa question.',
  'question.delete auteur': 'L’auteur supprime sa question, même suspendu.',
  'question.delete responsable': 'Un responsable supprime toute question.',
  'question.delete encadreur-valide': 'Un encadreur validé supprime la question d’un élève du forum encadreurs–élèves.',
  'question.resolve auteur': 'L’auteur marque la réponse qui l’a aidé, ou retire cette marque.',
  'question.follow membre': 'Un membre suit une question, ou cesse de la suivre, pour lui seul.',
  'subject.follow encadreur-valide': 'Un encadreur validé choisit les matières qu’il suit.',
  'question.resolve responsable': 'Un responsable marque ou retire la réponse qui a aidé, sur toute question.',
  'attachment.remove auteur':
    'L’auteur retire une pièce jointe de sa question, jamais la dernière d’une question sans texte.',
  'attachment.remove responsable': 'Un responsable retire une pièce jointe de toute question.',
  'attachment.remove encadreur-valide': 'Un encadreur validé retire une pièce jointe dans le forum encadreurs–élèves.',
  'reply.post visiteur': 'Un visiteur répond, sous « Utilisateur Anonyme ».',
  'reply.post membre': 'Un membre répond sous son nom.',
  'reply.delete auteur': 'L’auteur supprime sa réponse.',
  'reply.delete responsable': 'Un responsable supprime toute réponse.',
  'file.delete deposant': 'Celui qui a déposé un fichier le supprime, où qu’il soit joint.',
  'file.delete membre':
    'Qui peut supprimer une question supprime le fichier que son auteur y a joint (un responsable ; un encadreur validé, sur une question d’élève du forum encadreurs–élèves).',
  'message.send membre': 'Un membre à l’adresse confirmée écrit à un autre membre non suspendu.',
  'message.delete destinataire': 'Le destinataire supprime un message de sa boîte.',
  'message.delete responsable': 'Un responsable supprime un message en traitant son signalement.',
  'report.send membre': 'Un membre signale la question ou la réponse d’un autre.',
  'report.send destinataire': 'Le destinataire signale un message reçu.',
  'report.read responsable': 'Un responsable lit les signalements.',
  'report.handle responsable': 'Un responsable traite un signalement ouvert.',
  'report.archive responsable': 'Un responsable archive un signalement traité.',
  'tutor.vet responsable': 'Un responsable approuve ou refuse un encadreur.',
  'member.read responsable': 'Un responsable lit le profil de tout membre.',
  'member.suspend responsable': 'Un responsable suspend ou rétablit un membre.',
  'member.rename responsable': 'Un responsable corrige le nom d’un membre.',
  'pupil.authorise responsable':
    'Un responsable enregistre l’autorisation écrite des parents d’un élève de moins de 15 ans dont le compte attend.',
  'journal.read responsable': 'Un responsable lit le journal.',
  'seance.publish responsable': 'Un responsable publie une séance du programme.',
  'seance.change responsable': 'Un responsable modifie ou annule une séance à venir.',
  'seance.join eleve-ou-parent': 'Un élève ou un parent participe à une séance à venir, tant qu’il reste des places.',
  'seance.join encadreur-valide': 'Un encadreur validé dit qu’il sera là à une séance à venir.',
  'seance.leave membre': 'Un membre retire sa participation, tant que la séance est à venir et maintenue.',
  'seance.participants.read responsable': 'Un responsable voit qui vient à une séance.',
};
