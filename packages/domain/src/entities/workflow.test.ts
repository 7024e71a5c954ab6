import { describe, expect, it } from 'vitest';

import { defineEntity } from './define-entity';
import { logbookEntryEntity } from './logbook/logbook-entry.entity';
import { workOrderEntity } from './maintenance/work-order.entity';
import type { ZodError } from 'zod';

import {
  actionValues,
  availableActions,
  isLockedState,
  rowWritePermissions,
  transitionOf,
  workflowAction,
  workflowInputSchema,
  writeRefusal,
} from './workflow';

const master = { role: 'master' } as const;
const officer = { role: 'officer' } as const;

describe('availableActions: what the buttons show and the server allows', () => {
  it('offers the Master the review of a submitted entry, the officer only its withdrawal', () => {
    const submitted = { status: 'submitted' };
    expect(availableActions(logbookEntryEntity, submitted, master)).toEqual([
      'withdraw',
      'approve',
      'reject',
    ]);
    expect(availableActions(logbookEntryEntity, submitted, officer)).toEqual(['withdraw']);
    expect(availableActions(logbookEntryEntity, submitted, { role: 'company_admin' })).toEqual(['withdraw']);
    expect(availableActions(logbookEntryEntity, { status: 'draft' }, { role: 'crew' })).toEqual([]);
    expect(availableActions(logbookEntryEntity, { status: 'draft' }, null)).toEqual([]);
  });

  it('offers nothing on an approved entry, and nothing on an entity without a workflow', () => {
    expect(availableActions(logbookEntryEntity, { status: 'approved' }, master)).toEqual([]);
    const plain = { ...workOrderEntity, workflow: undefined };
    expect(availableActions(plain, { status: 'open' }, master)).toEqual([]);
  });

  it('runs a work order open -> in progress -> completed -> open, in the buttons’ order', () => {
    const engineer = { role: 'engineer' } as const;
    expect(availableActions(workOrderEntity, { status: 'open' }, engineer)).toEqual([
      'start',
      'complete',
      'cancel',
    ]);
    expect(availableActions(workOrderEntity, { status: 'in_progress' }, engineer)).toEqual([
      'complete',
      'cancel',
    ]);
    expect(availableActions(workOrderEntity, { status: 'completed' }, engineer)).toEqual(['reopen']);
    expect(availableActions(workOrderEntity, { status: 'open' }, { role: 'crew' })).toEqual([]);
  });
});

describe('transitions (spec section 4)', () => {
  it('takes a logbook entry draft -> submitted -> rejected -> submitted -> approved', () => {
    expect(transitionOf(logbookEntryEntity, 'draft', 'submit')).toBe('submitted');
    expect(transitionOf(logbookEntryEntity, 'submitted', 'reject')).toBe('rejected');
    expect(transitionOf(logbookEntryEntity, 'rejected', 'submit')).toBe('submitted');
    expect(transitionOf(logbookEntryEntity, 'submitted', 'approve')).toBe('approved');
    for (const action of ['submit', 'withdraw', 'approve', 'reject']) {
      expect(transitionOf(logbookEntryEntity, 'approved', action)).toBeUndefined();
    }
  });

  it('refuses to complete cancelled work, start completed work, cancel twice, or an unknown step', () => {
    expect(transitionOf(workOrderEntity, 'pending', 'start')).toBe('in_progress');
    expect(transitionOf(workOrderEntity, 'cancelled', 'reopen')).toBe('open');
    expect(transitionOf(workOrderEntity, 'cancelled', 'complete')).toBeUndefined();
    expect(transitionOf(workOrderEntity, 'completed', 'start')).toBeUndefined();
    expect(transitionOf(workOrderEntity, 'cancelled', 'cancel')).toBeUndefined();
    expect(transitionOf(workOrderEntity, 'open', 'archive')).toBeUndefined();
    expect(transitionOf(workOrderEntity, 'open', 'toString')).toBeUndefined();
    expect(workflowAction(workOrderEntity, 'constructor')).toBeUndefined();
  });
});

describe('locks: what a row refuses in its state', () => {
  it('locks an approved entry, keeps a submitted one from edits and deletes only drafts', () => {
    expect(writeRefusal(logbookEntryEntity, { status: 'approved' }, 'update')).toBe('entry_locked');
    expect(writeRefusal(logbookEntryEntity, { status: 'approved' }, 'delete')).toBe('entry_locked');
    expect(writeRefusal(logbookEntryEntity, { status: 'submitted' }, 'update')).toBe('entry_under_review');
    expect(writeRefusal(logbookEntryEntity, { status: 'submitted' }, 'delete')).toBe('entry_not_deletable');
    expect(writeRefusal(logbookEntryEntity, { status: 'rejected' }, 'delete')).toBe('entry_not_deletable');
    expect(rowWritePermissions(logbookEntryEntity, { status: 'rejected' })).toEqual({
      edit: true,
      remove: false,
    });
    expect(rowWritePermissions(logbookEntryEntity, { status: 'draft' })).toEqual({
      edit: true,
      remove: true,
    });
    expect(isLockedState(logbookEntryEntity, 'approved')).toBe(true);
    expect(isLockedState(logbookEntryEntity, 'draft')).toBe(false);
  });

  it('lets work orders be edited and deleted in every state', () => {
    for (const status of ['pending', 'open', 'in_progress', 'completed', 'cancelled']) {
      expect(rowWritePermissions(workOrderEntity, { status })).toEqual({ edit: true, remove: true });
    }
  });
});

/** The field and the validation key of each issue (the key the server answers with). */
const issueKeys = (error: ZodError | undefined) =>
  (error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    (issue as { params?: { key?: string } }).params?.key,
  ]);

describe('action input and the columns a step sets', () => {
  const today = '2026-11-22';
  const reject = workflowAction(logbookEntryEntity, 'reject')!;
  const complete = workflowAction(workOrderEntity, 'complete')!;

  it('needs a rejection reason of at least 5 characters, trimmed', () => {
    const schema = workflowInputSchema(reject, { today });
    const keys = (body: unknown) => issueKeys(schema.safeParse(body).error);
    expect(keys({})).toEqual([['reason', 'validation:rejectionReasonRequired']]);
    expect(keys({ reason: ' no ' })).toEqual([['reason', 'validation:rejectionReasonRequired']]);
    expect(schema.parse({ reason: '  Position is missing.  ', other: 1 })).toEqual({
      reason: 'Position is missing.',
    });
    expect(schema.safeParse({ reason: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('completes today unless told otherwise, never in the future, with bounded hours', () => {
    const schema = workflowInputSchema(complete, { today });
    expect(schema.parse({})).toEqual({ completed_date: today });
    expect(schema.parse({ completed_date: '2026-11-21', running_hours: 15_000 })).toEqual({
      completed_date: '2026-11-21',
      running_hours: 15_000,
    });
    expect(issueKeys(schema.safeParse({ completed_date: '2026-11-23' }).error)).toEqual([
      ['completed_date', 'validation:dateInFuture'],
    ]);
    expect(schema.safeParse({ running_hours: -1 }).success).toBe(false);
    expect(schema.safeParse({ running_hours: 2_000_000 }).success).toBe(false);
  });

  it('sets the state, the declared columns and the input kept in columns', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    expect(
      actionValues(logbookEntryEntity, 'reject', { input: { reason: 'Wrong position' }, now, userId: 'u1' }),
    ).toEqual({
      rejected_at: '2026-11-22T08:00:00.000Z',
      rejected_by: 'u1',
      rejection_reason: 'Wrong position',
      status: 'rejected',
    });
    expect(
      actionValues(workOrderEntity, 'complete', { input: { completed_date: today }, now, userId: 'u1' }),
    ).toEqual({
      completed_date: today,
      status: 'completed',
    });
    expect(actionValues(workOrderEntity, 'reopen', { input: {}, now, userId: 'u1' })).toEqual({
      completed_date: null,
      completion_running_hours: null,
      status: 'open',
    });
  });
});

describe('a workflow is typed against its entity', () => {
  const base = {
    name: 'thing',
    module: 'fleet',
    resource: 'things',
    table: 'things',
    scope: 'organization',
    titleField: 'title',
    defaultSort: 'title',
    list: { columns: ['title'] },
    form: { sections: [['title']] },
    writeRoles: ['master'],
    fields: {
      title: { kind: 'text' },
      status: { kind: 'enum', values: ['open', 'done'] },
      done_at: { kind: 'dateTime' },
    },
  } as const;

  it('fails tsc for an action naming a state, a column or a field that does not exist', () => {
    const good = defineEntity({
      ...base,
      workflow: {
        field: 'status',
        initial: 'open',
        actions: { finish: { from: ['open'], to: 'done', roles: ['master'], sets: { done_at: 'now' } } },
      },
    });
    expect(availableActions(good, { status: 'open' }, master)).toEqual(['finish']);
    defineEntity({
      ...base,
      workflow: {
        field: 'status',
        initial: 'open',
        actions: {
          finish: {
            // @ts-expect-error: 'closed' is no state of the status field
            from: ['open', 'closed'],
            to: 'done',
            roles: ['master'],
          },
        },
      },
    });
    defineEntity({
      ...base,
      workflow: {
        field: 'status',
        initial: 'open',
        actions: {
          finish: {
            from: ['open'],
            to: 'done',
            roles: ['master'],
            // @ts-expect-error: 'finished_at' is no field of the entity
            sets: { finished_at: 'now' },
          },
        },
      },
    });
    defineEntity({
      ...base,
      workflow: {
        field: 'status',
        initial: 'open',
        actions: {
          finish: {
            from: ['open'],
            to: 'done',
            roles: ['master'],
            // @ts-expect-error: an input stored in a column that does not exist
            input: { why: { kind: 'text', column: 'why_column' } },
          },
        },
        // @ts-expect-error: a locked state that does not exist
        locked: { states: ['archived'], code: 'thing_locked' },
      },
    });
    defineEntity({
      ...base,
      // @ts-expect-error: a status field that does not exist
      workflow: { field: 'state', initial: 'open', actions: {} },
    });
    // @ts-expect-error: a server field that does not exist
    defineEntity({ ...base, serverFields: ['number'] });
  });
});
