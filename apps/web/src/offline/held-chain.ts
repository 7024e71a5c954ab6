// A record book's chain as this browser holds it (issue 12: the record books at sea). The device holds
// the sealed rows of the period it loaded, not always the chain from its first row, and not the chain's
// head (kept on the server): it checks that the rows it holds follow one another (positions, links)
// and that each still hashes to its seal, with the domain's walk and the browser's SHA-256.
import type { HashChainDefinition } from '@mars/domain';
import { verifyHashChain } from '@mars/domain';

type Row = Record<string, unknown>;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the sealed rows held here of one chain are intact and linked (true when none is held). Where
 * the device lacks rows between two it holds (loaded by date, an older entry certified later), each run
 * of consecutive positions is walked on its own: a gap here is rows not loaded, not a broken chain.
 */
export async function heldChainIsIntact(rows: readonly Row[], chain: HashChainDefinition): Promise<boolean> {
  const sealed = rows
    .filter((row) => row.chain_position !== null && row.chain_position !== undefined && row.content_hash)
    .sort((a, b) => Number(a.chain_position) - Number(b.chain_position));
  const hashes = new Map<string, string>();
  for (const row of sealed) {
    const content = chain.content(row);
    hashes.set(content, await sha256Hex(content));
  }
  const runs: Row[][] = [];
  for (const row of sealed) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && Number(row.chain_position) === Number(previous.chain_position) + 1) run.push(row);
    else runs.push([row]);
  }
  return runs.every((run) => {
    const first = run[0]!;
    const last = run[run.length - 1]!;
    return verifyHashChain(
      run,
      (content) => hashes.get(content) ?? '',
      { lastPosition: Number(last.chain_position), lastHash: String(last.content_hash) },
      chain,
      {
        position: Number(first.chain_position),
        previousHash: (first.previous_hash as string | null) ?? null,
      },
    ).ok;
  });
}
