// A record book's chain as a device holds it: intact rows pass, a changed row or a broken link fails,
// and rows the device never loaded between two it holds are not taken for a broken chain.
import { createHash } from 'node:crypto';

import { BALLAST_RECORD_CHAIN } from '@mars/domain';
import { describe, expect, it } from 'vitest';

import { heldChainIsIntact } from './held-chain';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A chain of `count` sealed ballast entries, as the server seals them. */
function sealedChain(count: number): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  let previous: string | null = null;
  for (let position = 1; position <= count; position += 1) {
    const row: Record<string, unknown> = {
      id: `00000000-0000-7000-8000-00000000000${position}`,
      vessel_id: 'v',
      code: 'A',
      volume_m3: 100 * position,
      chain_position: position,
      previous_hash: previous,
    };
    row.content_hash = sha256(BALLAST_RECORD_CHAIN.content(row));
    previous = row.content_hash as string;
    rows.push(row);
  }
  return rows;
}

describe('the chain held on the device', () => {
  it('is intact as sealed, and when it starts after the first row', async () => {
    const rows = sealedChain(5);
    expect(await heldChainIsIntact(rows, BALLAST_RECORD_CHAIN)).toBe(true);
    expect(await heldChainIsIntact(rows.slice(2), BALLAST_RECORD_CHAIN)).toBe(true);
    expect(await heldChainIsIntact([], BALLAST_RECORD_CHAIN)).toBe(true);
  });

  it('is broken by a changed row or a changed link', async () => {
    const changed = sealedChain(5);
    changed[2] = { ...changed[2], volume_m3: 1 };
    expect(await heldChainIsIntact(changed, BALLAST_RECORD_CHAIN)).toBe(false);
    const relinked = sealedChain(5);
    relinked[3] = { ...relinked[3], previous_hash: relinked[1]!.content_hash };
    expect(await heldChainIsIntact(relinked, BALLAST_RECORD_CHAIN)).toBe(false);
  });

  it('takes rows it never loaded between two it holds for rows not loaded, not for a break', async () => {
    const rows = sealedChain(6);
    expect(await heldChainIsIntact([...rows.slice(0, 2), ...rows.slice(4)], BALLAST_RECORD_CHAIN)).toBe(true);
  });
});
