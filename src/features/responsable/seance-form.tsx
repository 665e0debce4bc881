import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { TextField } from '@/components/ui/field';
import { CLASS_GROUPS } from '@/domain/classes';
import { seanceErrors, type SeanceField } from '@/domain/seance-rules';
import { SEANCE_LIMITS, yaoundeParts, type NewSeance } from '@/domain/seances';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { frenchTypography } from '@/lib/typography';
import { CheckboxGroup } from './seance-checkboxes';
import { FIELD_ORDER, seanceInput, type SeanceFormValues, type TutorChoice } from './seance-form-values';
import { repeatSummary } from './seance-messages';

type Errors = Partial<Record<SeanceField, string>>;

const CLASS_CHOICES = CLASS_GROUPS.map((group) => ({
  label: group.label,
  options: group.options.map((value) => ({ value, label: value })),
}));
const SUBJECT_CHOICES = SUBJECT_LABELS.map((value) => ({ value, label: value }));

export interface SeanceFormProps {
  /** The id of the heading that names the form (« Publier une séance », « Modifier la séance du … »). */
  labelledBy: string;
  initial: SeanceFormValues;
  tutors: readonly TutorChoice[];
  /** Why the tutors could not be read, if they could not. */
  tutorsProblem?: string | null;
  /** Offers « Répéter chaque semaine » (publishing), or not (changing one occurrence). */
  repeat: boolean;
  submitLabel: string;
  busyLabel: string;
  closeLabel: string;
  busy: boolean;
  /** The backend's refusal of the last send, in French. */
  error: string | null;
  /** Resolves true when the séance was sent: the form then starts again from `initial`. */
  onSubmit: (input: NewSeance) => Promise<boolean>;
  onClose: () => void;
}

/** A field's hint, and its error under it (both read out with the field). */
function hintWith(hint: ReactNode, error: string | undefined): ReactNode {
  if (!error) return hint;
  return (
    <>
      {hint ? <span className="block">{hint} </span> : null}
      <span className="block text-sm font-semibold text-red-700">{error}</span>
    </>
  );
}

/**
 * The form of a séance, for publishing one (or one each week) and for changing one occurrence.
 * Checked as the backend checks it (seanceErrors) when sent: each error beside its field, the first
 * one focused, nothing typed lost.
 */
export function SeanceForm(props: SeanceFormProps) {
  const { initial, tutors, repeat, busy } = props;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const today = yaoundeParts(new Date()).date;

  function focusField(field: SeanceField) {
    const target = form.current?.querySelector<HTMLElement>(`[data-champ="${field}"]`);
    const control = target?.matches('input, textarea') ? target : target?.querySelector<HTMLElement>('input, textarea');
    control?.focus();
  }

  // Opened: its first field has the focus.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[data-champ="date"]')?.focus();
  }, []);

  function update<K extends keyof SeanceFormValues>(key: K, value: SeanceFormValues[K], field?: SeanceField) {
    setValues((current) => ({ ...current, [key]: value }));
    if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = seanceInput(values, tutors, repeat);
    const found: Errors = Object.fromEntries(
      Object.entries(seanceErrors(input, new Date())).map(([field, text]) => [field, frenchTypography(text)]),
    );
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    if (await props.onSubmit(input)) {
      setValues(initial);
      setErrors({});
    }
  }

  const text = (key: 'date' | 'heureDebut' | 'heureFin' | 'lieu' | 'capacite' | 'jusquau', field: SeanceField) => ({
    'data-champ': field,
    value: values[key],
    invalid: !!errors[field],
    onChange: (event: { target: { value: string } }) => update(key, event.target.value, field),
  });
  const summary = repeat && values.repeter ? repeatSummary(values.date, values.jusquau) : null;

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={props.labelledBy} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Date de la séance"
          type="date"
          min={today}
          required
          {...text('date', 'date')}
          hint={hintWith(null, errors.date)}
        />
        <TextField
          label="Heure de début"
          type="time"
          required
          {...text('heureDebut', 'heureDebut')}
          hint={hintWith('Heure de Yaoundé', errors.heureDebut)}
        />
        <TextField
          label="Heure de fin"
          type="time"
          required
          {...text('heureFin', 'heureFin')}
          hint={hintWith('Heure de Yaoundé', errors.heureFin)}
        />
      </div>
      <TextField
        label="Nom du lieu"
        required
        autoComplete="off"
        placeholder="Salle paroissiale de Mvog-Ada"
        {...text('lieu', 'lieu')}
        hint={hintWith(null, errors.lieu)}
      />
      <div data-champ="adresse">
        <CountedTextarea
          label="Adresse ou indications"
          value={values.adresse}
          onChange={(value) => update('adresse', value, 'adresse')}
          max={SEANCE_LIMITS.address}
          rows={2}
          placeholder="Derrière l’église, 2e bâtiment"
          hint={errors.adresse ?? null}
        />
      </div>
      <CheckboxGroup
        legend="Classes"
        field="classes"
        groups={CLASS_CHOICES}
        columns="narrow"
        selected={values.classes}
        onChange={(classes) => update('classes', classes, 'classes')}
        error={errors.classes}
      />
      <CheckboxGroup
        legend="Matières"
        field="matieres"
        options={SUBJECT_CHOICES}
        selected={values.matieres}
        onChange={(matieres) => update('matieres', matieres, 'matieres')}
        error={errors.matieres}
      />
      <CheckboxGroup
        legend="Encadreurs présents"
        field="encadreurs"
        hint="Facultatif. Les encadreurs validés de l’annuaire."
        options={tutors.map((tutor) => ({
          value: tutor.uid,
          label: tutor.matiere ? `${tutor.nom} (${tutor.matiere})` : tutor.nom,
        }))}
        selected={values.encadreurs}
        onChange={(encadreurs) => update('encadreurs', encadreurs)}
        error={props.tutorsProblem ?? undefined}
        empty="Aucun encadreur validé pour l’instant."
      />
      <TextField
        label="Capacité (facultatif)"
        type="number"
        inputMode="numeric"
        min={1}
        max={SEANCE_LIMITS.capacity}
        {...text('capacite', 'capacite')}
        hint={hintWith(
          'Le nombre de places pour les élèves et les parents\u00a0; laissez vide s’il n’y a pas de limite.',
          errors.capacite,
        )}
      />
      <div data-champ="note">
        <CountedTextarea
          label="Note"
          value={values.note}
          onChange={(value) => update('note', value, 'note')}
          max={SEANCE_LIMITS.note}
          rows={2}
          placeholder="Apportez vos cahiers d’exercices."
          hint={errors.note ?? null}
        />
      </div>
      {repeat ? (
        <div className="space-y-3">
          <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-800">
            <input
              type="checkbox"
              checked={values.repeter}
              onChange={(event) => update('repeter', event.target.checked, 'repeterJusquau')}
              className="size-5 accent-brand-700"
            />
            Répéter chaque semaine
          </label>
          {values.repeter ? (
            <TextField
              label="Jusqu’au"
              type="date"
              min={values.date || today}
              required
              {...text('jusquau', 'repeterJusquau')}
              hint={hintWith(
                summary ??
                  `Une séance chaque semaine, le même jour, jusqu’à cette date (${SEANCE_LIMITS.occurrences}\u00a0séances au plus).`,
                errors.repeterJusquau,
              )}
            />
          ) : null}
        </div>
      ) : null}
      {props.error ? <Alert tone="error">{props.error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={props.onClose} className={buttonClasses('secondary')}>
          {props.closeLabel}
        </button>
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          {busy ? props.busyLabel : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
