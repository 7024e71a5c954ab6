// Ids for the rows a browser creates (issue 12; sync-design.md 6.1). The id is made where the row is,
// offline too, and it is the largest part of a new row on the sync's wire, both ways: a random id
// costs about 19 bytes each way even compressed. These ids are UUIDs of version 8 (RFC 9562 section
// 5.8: the maker lays out the bits) in the layout of a version 7 with RFC 9562's two options for
// uniqueness that need no randomness per id:
// - bits 0-47: the Unix time in milliseconds, as in a version 7, so ids sort by creation and the
//   database's index stays local;
// - 12 bits: a counter for ids made in the same millisecond (section 6.2, method 1: when it runs
//   out, the time goes on a millisecond);
// - 58 bits: drawn once for the generator, a tab's run of the app (section 6.4's node id, which it
//   asks to carry in a version 8);
// - the last 4 bits: the time and the counter's sum, modulo 16. The drift check's hash tree buckets
//   rows by the id's last hexadecimal digit (docs/sync.md), which must stay as even as a random id's.
// Two generators' ids differ in their 58 bits (two of a thousand devices' tabs draw the same with a
// chance of 1 in 10^12), and one generator's in time and counter, which never go back. A tab's new rows
// share 15 of their last 16 hexadecimal digits, so on the wire an id costs about what its time says.
const MASK_58 = (1n << 58n) - 1n;
const COUNTER_LIMIT = 4096;

/** The text form (8-4-4-4-12 hexadecimal digits) of a UUID's 128 bits. */
export function uuidOfBits(bits: bigint): string {
  const hex = bits.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Web Crypto, in browsers and in Node alike (the domain package is typed for neither). */
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } })
  .crypto;

function randomBits58(): bigint {
  const bytes = webCrypto.getRandomValues(new Uint8Array(8));
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value & MASK_58;
}

export type RowIdGenerator = () => string;

/**
 * A generator of row ids: each call answers a new id, later in order than the one before. `now` is
 * the clock (the bench's and the tests' own), `node` the 58 bits (drawn when not given).
 */
export function rowIdGenerator(options: { now?: () => number; node?: bigint } = {}): RowIdGenerator {
  const now = options.now ?? Date.now;
  const node = (options.node ?? randomBits58()) & MASK_58;
  let lastTime = -1;
  let counter = 0;
  return () => {
    const time = Math.floor(now());
    if (time > lastTime) {
      lastTime = time;
      counter = 0;
    } else if (counter + 1 < COUNTER_LIMIT) {
      // The same millisecond, or a clock set back: count on from the last id.
      counter += 1;
    } else {
      lastTime += 1;
      counter = 0;
    }
    const bits =
      (BigInt(lastTime) << 80n) |
      (0x8n << 76n) |
      (BigInt(counter) << 64n) |
      (0x2n << 62n) |
      (node << 4n) |
      BigInt((lastTime + counter) % 16);
    return uuidOfBits(bits);
  };
}

/** This run's generator: the ids of the rows the app creates (forms, offline writes). */
export const newRowId: RowIdGenerator = rowIdGenerator();
