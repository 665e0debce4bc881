import type { Question } from '@/domain/entities';
import { follows } from '@/domain/following';
import { useCommand } from '@/hooks/use-command';
import { useForum } from './forum-context';
import { FOLLOWED, forumErrorText, UNFOLLOWED } from './forum-messages';
import { smallButton } from './forum-styles';
import { ofAuthor } from './person-name';
import { useQuestionCommands } from './use-forum-questions';

/**
 * « Suivre » a question (its new replies count in « Mes questions » and beside « Mon Compte »), or
 * stop: a toggle button. Its author and those who replied follow it already (domain/following.ts).
 */
export function FollowButton({ question }: { question: Question }) {
  const { follow } = useQuestionCommands();
  const { viewer, announce, marks } = useForum();
  const command = useCommand(follow, 'Suivi de la question impossible :');
  const following = !!viewer && !!marks && follows(question.id, marks);

  async function toggle() {
    if (await command.run(question, !following)) announce(following ? UNFOLLOWED : FOLLOWED);
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={following}
        disabled={command.busy}
        onClick={() => void toggle()}
        className={`${smallButton} border border-brand-300 text-brand-900 hover:bg-brand-50 aria-pressed:bg-brand-50`}
      >
        {following ? 'Suivie' : 'Suivre'} <span className="sr-only">la question {ofAuthor(question)}</span>
      </button>
      {command.error ? (
        <span role="alert" className="basis-full text-sm text-red-800">
          {forumErrorText('follow', command.error.code)}
        </span>
      ) : null}
    </>
  );
}
