import { useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { SUBJECTS } from '@/domain/subjects';
import { useForum } from './forum-context';
import { smallButton } from './forum-styles';
import { ALL, isFiltered, VIEWS, type ForumView, type ViewName } from './forum-view';

interface FilterBarProps {
  view: ForumView;
  onChange: (view: ForumView) => void;
}

/**
 * Searching and filtering a forum (issue 25): a search by words, or the subject and « Sans
 * réponse » / « Mes questions » (no class: a pupil's question holds none, issue 33). Each change is
 * applied at once and written into the address (forum-view.ts), so a filtered view can be shared;
 * « Tout afficher » comes back to the whole forum.
 */
export function FilterBar({ view, onChange }: FilterBarProps) {
  const { forum, viewer } = useForum();
  const searchId = useId();
  const [typed, setTyped] = useState(view.q);
  // The address changed (back, a shared link): the box shows its words.
  const [shown, setShown] = useState(view.q);
  if (shown !== view.q) {
    setShown(view.q);
    setTyped(view.q);
  }
  const views = (Object.keys(VIEWS) as ViewName[]).filter((name) => name !== 'mes-questions' || viewer);

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ ...ALL, q: typed.trim() });
  }

  return (
    <div className="mt-4 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
            Rechercher dans le forum
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Par exemple : équation, Thalès"
            className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-500"
          />
        </div>
        <button type="submit" className={buttonClasses('secondary')}>
          Rechercher
        </button>
      </form>
      {view.q ? (
        <p className="text-sm text-slate-700">
          La recherche porte sur toutes les questions du forum, sans les filtres.
        </p>
      ) : (
        <div className="space-y-3">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Afficher</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {views.map((name) => (
                <label
                  key={name}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
                >
                  <input
                    type="radio"
                    name="vue"
                    value={name}
                    checked={view.vue === name}
                    onChange={() => onChange({ ...view, vue: name })}
                    className="accent-brand-700"
                  />
                  {VIEWS[name]}
                </label>
              ))}
            </div>
          </fieldset>
          {forum.subjects ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label="Matière"
                placeholder="Toutes les matières"
                options={SUBJECTS.map((subject) => ({ value: subject.key, label: subject.label }))}
                value={view.matiere ?? ''}
                onChange={(event) =>
                  onChange({ ...view, matiere: SUBJECTS.find((one) => one.key === event.target.value)?.key ?? null })
                }
              />
            </div>
          ) : null}
        </div>
      )}
      {isFiltered(view) ? (
        <button
          type="button"
          onClick={() => {
            setTyped('');
            onChange(ALL);
          }}
          className={`${smallButton} border border-slate-300 text-slate-900 hover:bg-slate-50`}
        >
          Tout afficher
        </button>
      ) : null}
    </div>
  );
}
