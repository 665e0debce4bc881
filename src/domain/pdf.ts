import { UPLOAD_MAX_BYTES } from './limits';

export type PdfProblem = 'file/not-pdf' | 'file/too-large' | 'file/empty';

/** Checks what can be known of a file before reading it: name, type and size. */
export function checkPdfFile(file: { name: string; type: string; size: number }): PdfProblem | null {
  const looksPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!looksPdf) return 'file/not-pdf';
  if (file.size === 0) return 'file/empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'file/too-large';
  return null;
}

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when the first bytes of a file are the PDF signature. */
export function hasPdfSignature(head: Uint8Array): boolean {
  return SIGNATURE.every((byte, index) => head[index] === byte);
}
