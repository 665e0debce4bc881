/**
 * What the forum's pickers (PDFs, photos) share while and after a file is sent: its progress as a
 * bar and a percentage, and why it failed, read out at once.
 */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <>
      <progress max={100} value={percent} aria-label={label} className="h-2 w-40" />
      <span>{percent}&nbsp;%</span>
    </>
  );
}

export function PickerError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
      {text}
    </p>
  ) : null;
}
