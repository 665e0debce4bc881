import { useId, useState, type ChangeEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { Attachment } from '@/domain/entities';
import { ATTACHMENTS_MAX } from '@/domain/limits';
import { checkPdfFile } from '@/domain/pdf';
import { useBackend } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { ATTACHMENT_SIZE_HINT } from './attachment-placeholder';
import { useForum } from './forum-context';
import { FILE_EMPTY, FILE_NOT_PDF, FILE_TOO_LARGE, forumErrorText } from './forum-messages';
import { PickerError, UploadProgress } from './upload-progress';

interface AttachmentPickerProps {
  attachments: readonly Attachment[];
  onChange: (attachments: Attachment[]) => void;
  /** Told when an upload starts and ends, so the question is not sent half-way. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Attaching PDFs to a new question (tutor–pupil forum). The local backend gets a file input with
 * the checks done here and upload progress; the hosted one opens Cloudinary's widget, whose
 * script is fetched only now.
 */
export function AttachmentPicker({ attachments, onChange, onBusyChange }: AttachmentPickerProps) {
  const { files } = useBackend();
  const { viewer } = useForum();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Uploading through the page's file input (local) or the provider's widget (hosted).
  const attach = useCommand(async (file: File | null) => {
    const attachment =
      files.picker === 'device' ? (file ? await files.upload(file, setProgress) : null) : await files.pickAndUpload();
    if (attachment) onChange([...attachments, attachment]);
  }, 'Pièce jointe refusée :');
  const id = useId();
  const full = attachments.length >= ATTACHMENTS_MAX;
  const busy = progress !== null;
  const error = problem ?? (attach.error ? forumErrorText('attach', attach.error.code) : null);

  async function upload(file: File | null) {
    attach.reset();
    setProblem(null);
    if (!viewer) {
      setProblem(forumErrorText('attach', 'auth/requires-login'));
      return;
    }
    setProgress(0);
    onBusyChange(true);
    await attach.run(file);
    setProgress(null);
    onBusyChange(false);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    const refused = checkPdfFile(file);
    if (refused) {
      attach.reset();
      setProblem(refused === 'file/too-large' ? FILE_TOO_LARGE : refused === 'file/empty' ? FILE_EMPTY : FILE_NOT_PDF);
      return;
    }
    await upload(file);
  }

  function detach(attachment: Attachment) {
    onChange(attachments.filter((kept) => kept.publicId !== attachment.publicId));
    // Not yet in any question: its uploader may delete the stored file (a failure is only logged).
    void files.remove(attachment, '');
  }

  const disabled = busy || full;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        {files.picker === 'device' ? (
          <>
            <input
              id={id}
              type="file"
              accept="application/pdf,.pdf"
              disabled={disabled}
              aria-describedby={`${id}-aide`}
              onChange={(event) => void chooseFile(event)}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className={buttonClasses(
                'secondary',
                `cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 ${disabled ? 'pointer-events-none opacity-60' : ''}`,
              )}
            >
              Joindre un PDF
            </label>
          </>
        ) : (
          <button
            type="button"
            disabled={disabled}
            aria-describedby={`${id}-aide`}
            onClick={() => void upload(null)}
            className={buttonClasses('secondary')}
          >
            {busy ? 'Envoi en cours…' : 'Joindre un PDF'}
          </button>
        )}
        <p id={`${id}-aide`} className="text-xs text-slate-600">
          {full ? `${ATTACHMENTS_MAX} pièces jointes au plus par question.` : ATTACHMENT_SIZE_HINT}
        </p>
      </div>
      {busy && files.picker === 'device' ? (
        <div className="mt-2 flex items-center gap-3 text-sm text-slate-700">
          <UploadProgress fraction={progress ?? 0} label="Envoi du fichier" />
        </div>
      ) : null}
      <PickerError text={error} />
      {attachments.length > 0 ? (
        <ul aria-label="Pièces jointes à envoyer" className="mt-3 space-y-2">
          {attachments.map((attachment) => (
            <li
              key={attachment.publicId}
              className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm"
            >
              <span className="break-all text-slate-800">{attachment.fileName}</span>
              <button
                type="button"
                onClick={() => detach(attachment)}
                aria-label={`Retirer ${attachment.fileName}`}
                className="ml-auto min-h-11 rounded-full px-3 font-semibold text-red-800 hover:bg-red-50"
              >
                Retirer
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
