import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import type { UserProfile } from '@/domain/entities';
import type { ErrorCode } from '@/domain/errors';
import { isNewSubjectQuestion } from '@/domain/following';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { useBackend } from '@/hooks/backend';
import type { ForumNewsState } from '@/hooks/forum-news';
import { useCommand } from '@/hooks/use-command';
import { serviceErrorText } from '@/lib/network-errors';
import { QuestionSummary } from './question-summary';

const SAVED = 'Vos matières suivies sont enregistrées.';

function failureText(code: ErrorCode): string {
  return (
    serviceErrorText(code) ??
    (code === 'permission-denied'
      ? 'Seuls les encadreurs validés suivent des matières.'
      : 'L’enregistrement n’a pas abouti. Réessayez.')
  );
}

/**
 * For an approved tutor: the new questions of the subjects they follow (the tutor–pupil forum's),
 * « Tout marquer comme vu », and the subjects themselves (their profile's until they choose).
 */
export function SubjectNews({ user, news }: { user: UserProfile; news: ForumNewsState }) {
  const { following } = useBackend();
  const fresh = news.subjectQuestions.filter((question) => isNewSubjectQuestion(question, user.id, news.marks));
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const subjects = chosen ?? news.subjects;
  const save = useCommand(following.followSubjects.bind(following), 'Matières suivies non enregistrées :');
  const seen = useCommand(following.markSubjectsSeen.bind(following), 'Nouvelles questions non marquées :');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (await save.run(subjects)) {
      setChosen(null);
      setSaved(true);
    }
  }

  return (
    <section aria-labelledby="nouvelles-questions" className="space-y-4">
      <h2 id="nouvelles-questions" className="text-2xl font-bold">
        Nouvelles questions dans vos matières
      </h2>
      {subjects.length === 0 ? (
        <p className="text-slate-700">
          Choisissez ci-dessous les matières dont vous voulez voir les nouvelles questions.
        </p>
      ) : fresh.length === 0 ? (
        <p className="text-slate-700">Aucune nouvelle question dans vos matières pour le moment.</p>
      ) : (
        <>
          <ul className="space-y-3">
            {fresh.map((question) => (
              <QuestionSummary key={question.id} question={question} fresh={0} />
            ))}
          </ul>
          <button
            type="button"
            disabled={seen.busy}
            onClick={() => void seen.run()}
            className={buttonClasses('secondary')}
          >
            Tout marquer comme vu
          </button>
        </>
      )}
      {seen.error ? <Alert tone="error">{failureText(seen.error.code)}</Alert> : null}
      <form onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <fieldset>
          <legend className="font-semibold text-slate-900">Matières suivies</legend>
          <p className="text-sm text-slate-600">
            Leurs nouvelles questions comptent à côté de «&nbsp;Mon Compte&nbsp;».
          </p>
          <div className="mt-3 grid gap-1 sm:grid-cols-2">
            {SUBJECT_LABELS.map((label) => (
              <label key={label} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={subjects.includes(label)}
                  onChange={(event) => {
                    setSaved(false);
                    setChosen(
                      event.target.checked ? [...subjects, label] : subjects.filter((subject) => subject !== label),
                    );
                  }}
                  className="size-5 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {save.error ? (
          <div className="mt-3">
            <Alert tone="error">{failureText(save.error.code)}</Alert>
          </div>
        ) : null}
        {saved ? (
          <p role="status" className="mt-3 text-sm font-semibold text-emerald-900">
            {SAVED}
          </p>
        ) : null}
        <div className="mt-3">
          <button type="submit" disabled={save.busy} className={buttonClasses('primary')}>
            {save.busy ? 'Enregistrement…' : 'Enregistrer les matières'}
          </button>
        </div>
      </form>
    </section>
  );
}
