/** The checkbox that shows what was typed in a form's password fields (« Afficher le mot de passe »). */
export function ShowPassword({
  checked,
  onChange,
  label = 'Afficher le mot de passe',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}
