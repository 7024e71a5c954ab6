// Byte ranges of a kept snapshot file (RFC 9110 sections 14.2 and 13.1.5): one range per request,
// as a download manager and `curl -C -` ask; several ranges, or a Range header not understood, are
// answered with the whole file, which the RFC allows.

/** The range asked for, clamped to the file; 'unsatisfiable' (416) when it starts past the end. */
export function byteRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Whether a range may be answered from the kept file: no If-Range, or one naming this file (its
 * strong ETag, or its Last-Modified date exactly). Otherwise the whole file is answered.
 */
export function ifRangeHolds(header: string | undefined, kept: { hash: string; createdAt: string }): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === `"${kept.hash}"`;
  const date = Date.parse(value);
  return !Number.isNaN(date) && new Date(date).toUTCString() === new Date(kept.createdAt).toUTCString();
}
