// The two abbreviations of protocol 3 that both sides must read alike (docs/sync.md, 'Protocol 3 on
// the wire'): a push's outbox positions follow one another unless said, and a pull names its rows'
// numbers in ascending order, each as the step from the one before.
import type { SyncPulledChange } from '../api/sync';
import { deviceMutationId } from './sync-protocol';

/**
 * The mutation ids of a push's mutations: spelled out, or the device's (its node and the outbox
 * position `s`); a mutation with neither is at the position after the one before it. Undefined
 * where no id can be made (no node, a position out of range, nothing before to follow).
 */
export function pushedMutationIds(
  mutations: readonly { mutationId?: string; s?: number }[],
  node: string | undefined,
): (string | undefined)[] {
  let position: number | undefined;
  return mutations.map((mutation) => {
    if (mutation.mutationId !== undefined) return mutation.mutationId;
    position = mutation.s ?? (position === undefined ? undefined : position + 1);
    return node === undefined || position === undefined ? undefined : deviceMutationId(node, position);
  });
}

/** The positions a push names: each own write's `s`, left out where it follows the one before. */
export function abbreviatedPositions<T extends { s?: number }>(mutations: readonly T[]): T[] {
  let previous: number | undefined;
  return mutations.map((mutation) => {
    const follows = mutation.s !== undefined && previous !== undefined && mutation.s === previous + 1;
    previous = mutation.s ?? previous;
    if (!follows) return mutation;
    const { s: _s, ...rest } = mutation;
    return rest as T;
  });
}

/**
 * A pull page as it goes on the wire (protocol 3): the changes without a number first, then the
 * numbered ones by ascending number, each naming it as `d`, the step from the number before (or
 * from 0): small, and alike from row to row, so they compress to a byte or two.
 */
export function steppedNumbers(changes: readonly SyncPulledChange[]): SyncPulledChange[] {
  const numbered = changes.filter((change) => change.n !== undefined).sort((a, b) => a.n! - b.n!);
  let previous = 0;
  const stepped = numbered.map(({ n, ...change }) => {
    const d = n! - previous;
    previous = n!;
    return { ...change, d };
  });
  return [...changes.filter((change) => change.n === undefined), ...stepped];
}

/** The numbers of a page read off the wire: each `d` added to the number before it. */
export function numbersOfSteps(changes: readonly SyncPulledChange[]): SyncPulledChange[] {
  let previous = 0;
  return changes.map(({ d, ...change }) => {
    if (d === undefined) return change;
    previous += d;
    return { ...change, n: previous };
  });
}
