import { describe, expect, it } from 'vitest';

import { ENTITIES } from './registry';
import { CLOCK_TOLERANCE_MS, futureValueError, orderError } from './field-checks';

const context = { today: '2026-11-22', now: '2026-11-22T08:00:00.000Z' };

describe('fields that record what has happened (notInFuture)', () => {
  it('refuses a day after today and a time after now beyond the clocks’ tolerance', () => {
    const date = { kind: 'date' } as const;
    const time = { kind: 'dateTime' } as const;
    expect(futureValueError(date, '2026-11-22', context)).toBeNull();
    expect(futureValueError(date, '2026-11-23', context)).toBe('validation:dateInFuture');
    const justAhead = new Date(Date.parse(context.now) + CLOCK_TOLERANCE_MS).toISOString();
    expect(futureValueError(time, justAhead, context)).toBeNull();
    expect(futureValueError(time, '2026-11-22T08:06:00.000Z', context)).toBe('validation:timeInFuture');
    // Empty values are the required rule's, malformed ones the field schema's.
    expect(futureValueError(time, '', context)).toBeNull();
    expect(futureValueError(time, 'soon', context)).toBeNull();
  });

  it("is checked by every declaring entity's refine, beside its own checks", () => {
    const declaring = ENTITIES.filter((entity) =>
      Object.values(entity.fields).some((field) => field.notInFuture),
    );
    expect(declaring.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(['certificate', 'incident', 'navigationPosition', 'runningHoursReading']),
    );
    for (const entity of declaring) {
      for (const [name, field] of Object.entries(entity.fields)) {
        if (!field.notInFuture) continue;
        const future = field.kind === 'date' ? '2026-11-23' : '2026-11-23T08:00:00.000Z';
        expect([entity.name, entity.refine?.({ [name]: future }, context)[name]]).toEqual([
          entity.name,
          expect.arrayContaining([expect.stringMatching(/^validation:(date|time)InFuture$/)]),
        ]);
      }
    }
    // The entity's own checks still run: a certificate expiring before its issue.
    const certificate = ENTITIES.find((entity) => entity.name === 'certificate')!;
    expect(certificate.refine!({ issue_date: '2026-11-23', expiry_date: '2026-11-01' }, context)).toEqual({
      issue_date: ['validation:dateInFuture'],
      expiry_date: ['validation:expiryAfterIssue'],
    });
  });
});

describe('dates in order (order)', () => {
  const expiry = { relation: 'after', field: 'issue_date', message: 'validation:expiryAfterIssue' } as const;
  const end = { relation: 'notBefore', field: 'start_at', message: 'validation:dateRange' } as const;
  const scheduled = {
    relation: 'notAfter',
    field: 'due_date',
    message: 'validation:scheduledAfterDue',
  } as const;

  it('refuses a date out of order with its message, and leaves missing values to other rules', () => {
    expect(orderError(expiry, '2026-11-22', '2026-11-22')).toBe('validation:expiryAfterIssue');
    expect(orderError(expiry, '2026-11-23', '2026-11-22')).toBeNull();
    expect(orderError(end, '2026-11-22T08:00:00.000Z', '2026-11-22T08:00:00.000Z')).toBeNull();
    expect(orderError(end, '2026-11-22T07:59:00.000Z', '2026-11-22T08:00:00.000Z')).toBe(
      'validation:dateRange',
    );
    // Times compare as instants, whatever their offset.
    expect(orderError(end, '2026-11-22T09:30:00+02:00', '2026-11-22T08:00:00Z')).toBe('validation:dateRange');
    expect(orderError(scheduled, '2026-12-05', '2026-12-05')).toBeNull();
    expect(orderError(scheduled, '2026-12-06', '2026-12-05')).toBe('validation:scheduledAfterDue');
    expect(orderError(expiry, '', '2026-11-22')).toBeNull();
    expect(orderError(expiry, '2026-11-22', null)).toBeNull();
    expect(orderError(expiry, 'soon', '2026-11-22')).toBeNull();
  });

  it('names a date field of the same entity, and is checked by its refine', () => {
    const declared = ENTITIES.flatMap((entity) =>
      Object.entries(entity.fields)
        .filter(([, field]) => field.order)
        .map(([name, field]) => ({ entity, name, field, order: field.order! })),
    );
    expect(declared.map(({ entity, name }) => `${entity.name}.${name}`)).toEqual(
      expect.arrayContaining([
        'certificate.expiry_date',
        'crewCertificate.expiry_date',
        'trainingRecord.expiry_date',
        'workOrder.scheduled_date',
        'oilRecordEntry.end_at',
      ]),
    );
    for (const { entity, name, field, order } of declared) {
      const other = entity.fields[order.field];
      expect([entity.name, name, other?.kind]).toEqual([entity.name, name, field.kind]);
      const [early, late] =
        field.kind === 'date'
          ? ['2026-11-01', '2026-11-20']
          : ['2026-11-01T08:00:00.000Z', '2026-11-20T08:00:00.000Z'];
      const wrong =
        order.relation === 'notAfter'
          ? { [name]: late, [order.field]: early }
          : { [name]: early, [order.field]: late };
      expect([entity.name, entity.refine?.(wrong, context)[name]]).toEqual([
        entity.name,
        expect.arrayContaining([order.message]),
      ]);
    }
  });
});
