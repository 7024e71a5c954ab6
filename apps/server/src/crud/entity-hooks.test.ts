// Modules that add hooks to the same entity: each module's hooks run, in order, and a refusal of the
// first one stops the write before the second runs.
import { describe, expect, it } from 'vitest';

import type { EntityWriteHooks } from './entity-hooks';
import { mergeEntityWriteHooks } from './entity-hooks';
import type { Queryable } from '../db/client';
import type { Scope } from './scope';

const tx = {} as Queryable;
const scope = {} as Scope;
const now = new Date('2026-11-22T10:00:00Z');

describe('mergeEntityWriteHooks', () => {
  it('runs the hooks of every module that registers one for an entity, in the order given', async () => {
    const calls: string[] = [];
    const safety: Record<string, EntityWriteHooks> = {
      correctiveAction: {
        async beforeCreate(_tx, _scope, write) {
          calls.push(`safety before ${write.id}`);
          write.values.checked = true;
        },
        async afterStep() {
          calls.push('safety afterStep');
        },
      },
      drill: {
        async beforeDelete() {
          calls.push('drill');
        },
      },
    };
    const compliance: Record<string, EntityWriteHooks> = {
      correctiveAction: {
        async beforeCreate(_tx, _scope, write) {
          calls.push(`compliance before ${String(write.values.checked)}`);
        },
        async afterWrite() {
          calls.push('compliance afterWrite');
        },
      },
    };
    const hooks = mergeEntityWriteHooks(safety, compliance);
    expect(Object.keys(hooks).sort()).toEqual(['correctiveAction', 'drill']);
    const action = hooks.correctiveAction!;
    await action.beforeCreate?.(tx, scope, { id: 'a1', values: {}, now });
    await action.afterWrite?.(tx, scope, { row: {}, created: true, now });
    await action.afterStep?.(tx, scope, { action: 'start', existing: {}, row: {}, input: {}, now });
    expect(action.beforeUpdate).toBeUndefined();
    await hooks.drill!.beforeDelete?.(tx, scope, { id: 'd1', existing: {}, now });
    expect(calls).toEqual([
      'safety before a1',
      'compliance before true',
      'compliance afterWrite',
      'safety afterStep',
      'drill',
    ]);
  });

  it('stops at the first refusal', async () => {
    const calls: string[] = [];
    const hooks = mergeEntityWriteHooks(
      {
        audit: {
          async beforeStep() {
            throw new Error('refused');
          },
        },
      },
      {
        audit: {
          async beforeStep() {
            calls.push('second');
          },
        },
      },
    );
    await expect(
      hooks.audit!.beforeStep?.(tx, scope, { action: 'close', existing: {}, values: {}, input: {}, now }),
    ).rejects.toThrow('refused');
    expect(calls).toEqual([]);
  });

  it('keeps one module’s hooks as they are', () => {
    const only: EntityWriteHooks = { async beforeCreate() {} };
    expect(mergeEntityWriteHooks({ audit: only }).audit).toBe(only);
  });
});
