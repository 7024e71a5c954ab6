// An id made from what names a row (a seafarer's day: 'work-rest-day', their id and the date), the
// same wherever it is made: two devices that create the row offline create one row, and the second
// push meets the first as a concurrent edit of it (a conflict the user sees), not as a second row.
// A UUID of version 8 (RFC 9562: its bits are the maker's) from two 64-bit FNV-1a hashes of the
// parts' UTF-16 code units; not a secret and not meant to be one (the server checks every write as any other).
import { uuidOfBits } from './row-id';

const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

function fnv1a64(text: string, offset: bigint): bigint {
  let hash = offset;
  // By UTF-16 code unit (the parts are ids and dates: one unit a character).
  for (let index = 0; index < text.length; index++) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash;
}

export function derivedId(...parts: readonly string[]): string {
  const text = parts.join('\u001f');
  const high = fnv1a64(text, 0xcbf29ce484222325n);
  const low = fnv1a64(`${text}\u001f${high.toString(16)}`, 0x84222325cbf29ce4n);
  const hex = (high.toString(16).padStart(16, '0') + low.toString(16).padStart(16, '0')).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return uuidOfBits(BigInt(`0x${hex.join('')}`));
}
