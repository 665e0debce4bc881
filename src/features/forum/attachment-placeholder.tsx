import { buttonClasses } from '@/components/ui/button';
import { UPLOAD_MAX_BYTES } from '@/domain/limits';

export const ATTACHMENT_SIZE_HINT = `PDF uniquement, ${(UPLOAD_MAX_BYTES / 1_000_000).toLocaleString('fr-FR')}\u00a0Mo au plus, un fichier à la fois.`;

/**
 * The attachment picker's place while its code downloads (it is not part of the forum's first
 * paint): the same button, not yet usable, and the same hint, so nothing moves when it arrives.
 */
export function AttachmentPlaceholder() {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" disabled className={buttonClasses('secondary', 'opacity-60')}>
          Joindre un PDF
        </button>
        <p className="text-xs text-slate-600">{ATTACHMENT_SIZE_HINT}</p>
      </div>
    </div>
  );
}
