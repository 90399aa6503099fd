/** A resource's file must be a PDF (by its first bytes: `%PDF-`) of at most the configured size. */
export type PdfProblem = 'empty' | 'notPdf' | 'tooLarge';

export function checkPdf(bytes: Uint8Array, maxBytes: number): PdfProblem | null {
  if (bytes.byteLength === 0) return 'empty';
  if (bytes.byteLength > maxBytes) return 'tooLarge';
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  return head === '%PDF-' ? null : 'notPdf';
}
