import type { Acceptance, Attachment, Message, Question, UserProfile } from './entities';
import type { Participation } from './seances';

/** A date as the export writes it: ISO 8601, or null when the stored date could not be read. */
function iso(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function messageOf(message: Message) {
  return {
    id: message.id,
    de: message.from,
    a: message.to,
    expediteur: message.senderName,
    texte: message.text,
    date: iso(message.date),
  };
}

/**
 * « Télécharger mes données »: everything the site holds about one member, as plain JSON-able
 * values (keys in French, as the member reads them). Built by both adapters from what they read.
 */
export function memberDataOf(
  profile: UserProfile,
  messages: readonly Message[],
  questions: readonly Question[],
  now: Date,
  /** The files the member uploaded and attached to no question yet (a draft's). */
  drafts: readonly Attachment[] = [],
  /** The séances they said they come to (issue 26). */
  participations: readonly Participation[] = [],
) {
  const { responsable: _role, ...stored } = profile;
  // The texts accepted (issue 33), their dates written as the others are.
  const dated: Record<string, { version: string; date: string | null }> = {};
  for (const text of ['consentement', 'charte'] as const) {
    const accepted = (stored as { consentement?: Acceptance; charte?: Acceptance })[text];
    if (accepted) dated[text] = { version: accepted.version, date: iso(accepted.date) };
  }
  const profil = { ...stored, ...dated };
  const own = questions.filter((question) => question.userId === profile.id);
  const byDate = (a: { date: string | null }, b: { date: string | null }) => (a.date ?? '').localeCompare(b.date ?? '');
  return {
    exporteLe: now.toISOString(),
    profil,
    messagesRecus: messages
      .filter((message) => message.to === profile.id)
      .map(messageOf)
      .sort(byDate),
    messagesEnvoyes: messages
      .filter((message) => message.from === profile.id)
      .map(messageOf)
      .sort(byDate),
    questions: own.map((question) => ({
      id: question.id,
      forum: question.pageId,
      texte: question.question,
      date: iso(question.date),
      fichiers: question.attachments.map(({ fileName, url }) => ({ nom: fileName, lien: url })),
    })),
    reponses: questions.flatMap((question) =>
      question.replies
        .filter((reply) => reply.userId === profile.id)
        .map((reply) => ({ id: reply.id, question: question.id, texte: reply.reply, date: iso(reply.date) })),
    ),
    // The files the member uploaded: attached to their questions, or to none yet (question null).
    fichiers: [
      ...own.flatMap((question) =>
        question.attachments.map(({ fileName, url }): { nom: string; lien: string; question: string | null } => ({
          nom: fileName,
          lien: url,
          question: question.id,
        })),
      ),
      ...drafts.map(({ fileName, url }) => ({ nom: fileName, lien: url, question: null })),
    ],
    // « Je participe » / « Je serai là »: the séance, its start as it was then, and when they last saw it.
    seances: participations
      .map((participation) => ({
        seance: participation.seanceId,
        debut: iso(participation.debut),
        vueLe: participation.vuLe ? iso(participation.vuLe) : null,
      }))
      .sort((a, b) => (a.debut ?? '').localeCompare(b.debut ?? '')),
  };
}

export type MemberData = ReturnType<typeof memberDataOf>;
