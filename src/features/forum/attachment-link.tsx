import { useEffect, useState } from 'react';
import type { FileService } from '@/backend/types';
import type { Attachment } from '@/domain/entities';
import { isWebUrl } from '@/domain/forums';
import { useBackendHandle } from '@/hooks/backend';

/** Where an attachment opens: its web address, or (local backend) an object URL of the stored file. */
function useAttachmentUrl(attachment: Attachment): string | null | 'missing' {
  // Not the backend to render: a web address (Cloudinary) needs none, and a question from the
  // forum's quick first page shows before the backend is there (issue 34).
  const { load } = useBackendHandle();
  const direct = isWebUrl(attachment.url) ? attachment.url : null;
  const [resolved, setResolved] = useState<string | null | 'missing'>(null);

  useEffect(() => {
    if (direct) return;
    let active = true;
    let objectUrl: string | null = null;
    const resolveUrl = (files: FileService) =>
      files.picker === 'device' ? files.resolveUrl(attachment) : Promise.resolve('missing');
    load()
      .then((backend) => resolveUrl(backend.files))
      .then(
        (url) => {
          if (url.startsWith('blob:')) objectUrl = url;
          if (active) setResolved(isWebUrl(url) || url.startsWith('blob:') ? url : 'missing');
          else if (objectUrl) URL.revokeObjectURL(objectUrl);
        },
        (error: unknown) => {
          console.error('Pièce jointe introuvable :', error);
          if (active) setResolved('missing');
        },
      );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attachment, direct, load]);

  // Any other address (javascript:, data:…) is never turned into a link.
  return direct ?? resolved;
}

function PdfIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-red-700" fill="currentColor">
      <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v5h1.3v-1.6h.8a1.7 1.7 0 1 0 0-3.4H8Zm1.3 1.1h.8a.6.6 0 1 1 0 1.2h-.8v-1.2Z" />
    </svg>
  );
}

/** A PDF attached to a question, opening in a new tab. */
export function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const url = useAttachmentUrl(attachment);
  const label = (
    <>
      <PdfIcon />
      <span className="break-all">{attachment.fileName}</span>
    </>
  );
  if (url === 'missing') {
    return (
      <span className="inline-flex items-center gap-2 text-slate-600">
        {label}
        <span className="text-xs">(fichier indisponible)</span>
      </span>
    );
  }
  if (url === null) {
    return (
      <span className="inline-flex items-center gap-2 text-slate-600" aria-busy="true">
        {label}
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
    >
      {label}
      <span className="sr-only"> (PDF, s’ouvre dans un nouvel onglet)</span>
    </a>
  );
}
