import { ResponsableMark, ValidatedTutorMark } from '@/components/marks';
import { byDeletedAccount } from '@/domain/account-deletion';
import type { Role } from '@/domain/entities';
import { ofName } from '@/lib/typography';
import { useForum } from './forum-context';

interface PersonNameProps {
  /** null for a signed-out visitor's reply: nobody to write to. */
  userId: string | null;
  name: string;
  role: Role;
  /** The post says its author was an approved tutor when they wrote it: « Encadreur validé » follows the name. */
  validated?: boolean;
  /** The post says its author was a responsable when they wrote it: « Responsable » follows the name. */
  responsable?: boolean;
}

/**
 * A person's name in a forum. Clicking it opens a private message box to them (spec §6); one's
 * own name and an anonymous reply's are plain text. An approved tutor's name is followed by the
 * mark « Encadreur validé », a responsable's by « Responsable », outside the button (its name stays
 * « Paul Essomba (lui écrire…) »).
 */
export function PersonName({ userId, name, role, validated = false, responsable = false }: PersonNameProps) {
  const { viewer, writeTo } = useForum();
  const mark = userId ? (
    <>
      {responsable ? <ResponsableMark /> : null}
      {validated ? <ValidatedTutorMark /> : null}
    </>
  ) : null;
  if (!userId || viewer?.id === userId) {
    return (
      <>
        <span className="font-semibold text-slate-900">{name}</span>
        {mark}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => writeTo({ id: userId, name, role, validated })}
        className="rounded font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
      >
        {name} <span className="sr-only">(lui écrire un message privé)</span>
      </button>
      {mark}
    </>
  );
}

/** « d’Awa Ngono », « de Paul Essomba »; « d’un compte supprimé » for a deleted member's post. */
export function ofAuthor(post: { userId: string | null; userName: string }): string {
  return byDeletedAccount(post) ? 'd’un compte supprimé' : ofName(post.userName);
}
