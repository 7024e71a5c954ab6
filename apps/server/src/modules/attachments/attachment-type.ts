// What an uploaded file is, decided by its content (magic bytes), never by its name or the browser's
// Content-Type: PDF, PNG, JPEG, WebP, the zip-based office formats XLSX and DOCX, and UTF-8 text/CSV.
import { fileTypeFromBuffer } from 'file-type';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const ALLOWED_BY_CONTENT: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** True for text a person could have written: valid UTF-8 without NUL or other binary control bytes. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  // Tab, line feed, form feed and carriage return are text; other C0 controls mean binary data.
  if (bytes.some((byte) => byte < 0x20 && !TEXT_CONTROLS.has(byte))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The content type the bytes really have, or null when the type is not allowed. */
export async function detectAllowedType(bytes: Uint8Array, filename: string): Promise<string | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return ALLOWED_BY_CONTENT[detected.ext] ?? null;
  if (!isUtf8Text(bytes)) return null;
  return filename.toLowerCase().endsWith('.csv') ? 'text/csv' : 'text/plain';
}
