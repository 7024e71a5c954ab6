import { describe, expect, it } from 'vitest';

import { certificateEntity } from './certificates/certificate.entity';
import { crewCertificateEntity } from './crew/crew-certificate.entity';
import { trainingRecordEntity } from './crew/training-record.entity';
import { defineEntity } from './define-entity';
import { workOrderEntity } from './maintenance/work-order.entity';
import { portCallEntity } from './navigation/port-call.entity';
import type { EntityCondition } from './read-model';
import {
  computedValue,
  conditionHolds,
  daysFromToday,
  impliedConditions,
  rowMeets,
  statWhere,
  todayPlus,
  withComputed,
} from './read-model';

const TODAY = '2026-06-15';
const shift = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const certificate = (expiresIn: number, status = 'valid', issuedIn = -400) => ({
  issue_date: shift(issuedIn),
  expiry_date: shift(expiresIn),
  status,
});
const currentStatus = (row: Record<string, unknown>) =>
  computedValue(certificateEntity.computed.current_status, row, TODAY);

describe('a certificate’s status on a day (spec sections 4 and 9)', () => {
  it('steps through 90, 60 and 30 days to expiry, valid through its expiry day', () => {
    expect([91, 90, 61, 60, 31, 30, 0, -1].map((days) => currentStatus(certificate(days)))).toEqual([
      'valid',
      'expiring_90',
      'expiring_90',
      'expiring_60',
      'expiring_60',
      'expiring_30',
      'expiring_30',
      'expired',
    ]);
    expect(currentStatus(certificate(400, 'valid', 1))).toBe('not_yet_valid');
  });

  it('keeps what a user set: a suspended or cancelled certificate is neither valid nor expiring nor expired', () => {
    for (const status of ['suspended', 'cancelled']) {
      expect([200, 10, -10].map((days) => currentStatus(certificate(days, status)))).toEqual([
        status,
        status,
        status,
      ]);
      expect(
        computedValue(certificateEntity.computed.days_until_expiry, certificate(10, status), TODAY),
      ).toBeNull();
    }
    // A renewal under way is no alarm until the certificate has actually expired.
    expect(currentStatus(certificate(10, 'renewal_in_progress'))).toBe('renewal_in_progress');
    expect(currentStatus(certificate(-1, 'renewal_in_progress'))).toBe('expired');
  });

  it('counts days across a leap day and refuses a date the calendar lacks', () => {
    expect(daysFromToday('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysFromToday('2025-03-01', '2025-02-28')).toBe(1);
    expect(() => daysFromToday('2025-02-29', '2025-01-01')).toThrow(/not a date/);
  });

  it('puts each certificate in exactly one of the stat sets the dashboard and notifications count', () => {
    const sets = ['valid', 'expiring30', 'expired'] as const;
    const rows = ['valid', 'renewal_in_progress', 'suspended', 'cancelled'].flatMap((status) =>
      [-5, 0, 30, 31, 60, 91].map((days) => certificate(days, status)),
    );
    for (const row of rows) {
      const memberships = sets.filter((key) =>
        rowMeets(certificateEntity, statWhere(certificateEntity, key), row, TODAY),
      );
      const state = currentStatus(row);
      const expected = ['suspended', 'cancelled', 'renewal_in_progress'].includes(state as string) ? 0 : 1;
      expect({ row, count: memberships.length }).toEqual({ row, count: expected });
    }
  });
});

describe('a seafarer’s certificates and trainings', () => {
  it('expire after the expiry day and are expiring within 30 days', () => {
    const status = (days: number | null) =>
      computedValue(
        crewCertificateEntity.computed.status,
        { expiry_date: days === null ? null : shift(days) },
        TODAY,
      );
    expect([31, 30, 0, -1].map(status)).toEqual(['valid', 'expiring_soon', 'expiring_soon', 'expired']);
    // A training without an expiry date never expires.
    expect(computedValue(trainingRecordEntity.computed.status, { expiry_date: null }, TODAY)).toBe('valid');
  });
});

describe('a work order’s overdue and due soon', () => {
  const workOrder = (dueIn: number, status: string) => ({ due_date: shift(dueIn), status });
  it('is overdue from the day after its due date and due soon up to 30 days ahead, until done', () => {
    const flags = (row: Record<string, unknown>) => {
      const computed = withComputed(workOrderEntity, row, TODAY);
      return [computed.is_overdue, computed.is_due_soon];
    };
    expect(flags(workOrder(-1, 'open'))).toEqual([true, false]);
    expect(flags(workOrder(0, 'in_progress'))).toEqual([false, true]);
    expect(flags(workOrder(30, 'pending'))).toEqual([false, true]);
    expect(flags(workOrder(31, 'open'))).toEqual([false, false]);
    expect(flags(workOrder(-10, 'completed'))).toEqual([false, false]);
    expect(flags(workOrder(5, 'cancelled'))).toEqual([false, false]);
  });
});

describe('conditions', () => {
  it('do not hold on a missing value, as in SQL', () => {
    for (const op of ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'] as const) {
      expect(
        conditionHolds(
          { field: 'expiry_date', op, value: op.endsWith('n') || op === 'in' ? ['x'] : 'x' },
          {},
          TODAY,
        ),
      ).toBe(false);
    }
    expect(conditionHolds({ field: 'expiry_date', op: 'isNull' }, { expiry_date: null }, TODAY)).toBe(true);
    expect(
      conditionHolds({ field: 'due_date', op: 'lte', value: todayPlus(-1) }, { due_date: shift(-1) }, TODAY),
    ).toBe(true);
  });
});

describe('the plain column bounds a set of rows implies (what an index can use)', () => {
  it('derives the expiry window of expired and expiring certificates from their declaration', () => {
    expect(
      impliedConditions(certificateEntity, [
        statWhere(certificateEntity, 'expired'),
        statWhere(certificateEntity, 'expiring30'),
      ]),
    ).toEqual([{ field: 'expiry_date', op: 'lte', value: todayPlus(30) }]);
    // 'valid' is what no case gives: it implies nothing.
    expect(impliedConditions(certificateEntity, [statWhere(certificateEntity, 'valid')])).toEqual([]);
  });

  it('keeps the statuses and the widest due date of overdue and due-soon work', () => {
    expect(
      impliedConditions(workOrderEntity, [
        statWhere(workOrderEntity, 'overdue'),
        statWhere(workOrderEntity, 'dueSoon'),
      ]),
    ).toEqual([
      { field: 'status', op: 'in', value: ['pending', 'open', 'in_progress'] },
      { field: 'due_date', op: 'lte', value: todayPlus(30) },
    ]);
  });

  it('moves no bound on a time by a day: an ETA tomorrow at 0200 is before the day after tomorrow', () => {
    expect(impliedConditions(portCallEntity, [statWhere(portCallEntity, 'noticeDue')])).toEqual([
      { field: 'status', op: 'in', value: ['planned', 'delayed'] },
      { field: 'arrival_notice_sent_at', op: 'isNull' },
    ]);
  });

  it('holds for every row of a set, whatever its dates and statuses', () => {
    const sets: [
      typeof certificateEntity | typeof workOrderEntity | typeof crewCertificateEntity,
      EntityCondition[][],
    ][] = [
      [
        certificateEntity,
        [[...statWhere(certificateEntity, 'expired')], [...statWhere(certificateEntity, 'expiring30')]],
      ],
      [certificateEntity, [[{ field: 'current_status', op: 'in', value: ['expiring_60', 'expiring_90'] }]]],
      [
        workOrderEntity,
        [[...statWhere(workOrderEntity, 'overdue')], [...statWhere(workOrderEntity, 'dueSoon')]],
      ],
      [
        crewCertificateEntity,
        [
          [...statWhere(crewCertificateEntity, 'expiringSoon')],
          [...statWhere(crewCertificateEntity, 'expired')],
        ],
      ],
    ];
    const statuses = [
      'valid',
      'renewal_in_progress',
      'suspended',
      'cancelled',
      'open',
      'in_progress',
      'completed',
    ];
    for (const [entity, anyOf] of sets) {
      const implied = impliedConditions(entity, anyOf);
      expect(implied.length).toBeGreaterThan(0);
      for (const status of statuses) {
        for (let days = -100; days <= 100; days += 1) {
          const row = { status, expiry_date: shift(days), due_date: shift(days), issue_date: shift(-400) };
          if (!anyOf.some((conditions) => rowMeets(entity, conditions, row, TODAY))) continue;
          expect({
            row,
            implied: implied.every((condition) => conditionHolds(condition, row, TODAY)),
          }).toEqual({
            row,
            implied: true,
          });
        }
      }
    }
  });
});

describe('declarations are checked by tsc', () => {
  it('refuses a computed column or stat naming a field the entity lacks, and a state it does not have', () => {
    const base = {
      name: 'drill',
      module: 'fleet',
      resource: 'drills',
      table: 'drills',
      scope: 'vessel',
      fields: { due_date: { kind: 'date' } },
      titleField: 'due_date',
      defaultSort: 'due_date',
      list: { columns: ['due_date'] },
      form: { sections: [['due_date']] },
      writeRoles: ['master'],
    } as const;
    const drill = defineEntity({
      ...base,
      computed: {
        // @ts-expect-error: no such field
        late: { kind: 'boolean', when: [{ field: 'due_dte', op: 'lt', value: todayPlus(0) }] },
        state: {
          kind: 'enum',
          values: ['due', 'ok'],
          // @ts-expect-error: 'overdue' is not one of its values
          cases: [{ when: [{ field: 'due_date', op: 'lt', value: todayPlus(0) }], then: 'overdue' }],
          otherwise: 'ok',
        },
      },
      // @ts-expect-error: a stat naming neither a stored nor a computed field
      stats: [{ key: 'late', where: [{ field: 'lateness', op: 'eq', value: true }] }],
    });
    expect(drill.name).toBe('drill');
  });
});
