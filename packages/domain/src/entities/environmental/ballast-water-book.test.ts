import { describe, expect, it } from 'vitest';

import type { EntityDefinition } from '../define-entity';
import { ballastReadiness, ballastRequirements, deriveBallastBook } from './ballast-water-book';
import { verifyHashChain } from '../hash-chain';
import { BALLAST_RECORD_CHAIN, ballastRecordEntryEntity, bwrbItemsOf } from './ballast-record-entry.entity';
import { effectiveEntries } from './oil-record-book';

const sha256 = (text: string) => `hash(${text})`;
const refine = (row: Record<string, unknown>) =>
  // The definition's refine with the checks its fields declare (field-checks.ts).
  (ballastRecordEntryEntity as EntityDefinition).refine!(row, {
    today: '2026-11-22',
    now: '2026-11-22T08:00:00.000Z',
  });
const tanks = [
  { id: 'db1', name: 'DB 1', tank_type: 'ballast_water', capacity_m3: 800 },
  { id: 'db2', name: 'DB 2', tank_type: 'ballast_water', capacity_m3: '500' },
  { id: 'sludge', name: 'Sludge tank', tank_type: 'sludge', capacity_m3: 10 },
];
let seq = 0;
const entry = (values: Record<string, unknown>) => ({
  id: `b${++seq}`,
  entry_number: `BWRB-2026-${String(seq).padStart(4, '0')}`,
  created_at: `2026-01-01T00:00:0${seq % 10}Z`,
  ...values,
});

describe('ballast water record book codes and items (MEPC.369(80))', () => {
  it('numbers the items of a code as the form does; H has none', () => {
    expect(bwrbItemsOf('A').map((item) => item.item)).toEqual(['A.1', 'A.2', 'A.3', 'A.4', 'A.5', 'A.6']);
    expect(bwrbItemsOf('A')[1]!.fields).toContain('min_depth_m');
    expect(bwrbItemsOf('H')).toEqual([]);
  });

  it('refuses an uptake outside port without its minimum depth, and an exchange under A', () => {
    const base = { code: 'A', operation_date: '2026-11-20', tank_id: 't', volume_m3: 100 };
    expect(refine({ ...base, port: 'Santos' })).toEqual({});
    expect(refine({ ...base, latitude_start: -24, longitude_start: -46 })).toEqual({
      min_depth_m: ['validation:bwrbDepthRequired'],
    });
    expect(refine({ ...base, port: 'Santos', treatment_method: 'exchange_dilution' })).toEqual({
      treatment_method: ['validation:bwrbExchangeIsC'],
    });
    expect(refine({ code: 'D', operation_date: '2026-11-20', tank_id: 't', volume_m3: 5 })).toEqual({
      flow: ['validation:required'],
    });
    expect(
      refine({ code: 'H', operation_date: '2026-11-20', corrects_id: 'x', correction_reason: 'no' }),
    ).toEqual({
      correction_reason: ['validation:orbCorrectionReason'],
    });
  });
});

describe('ballast tanks derived from the entries, and the warnings', () => {
  it('adds uptakes, takes discharges, leaves exchanges, and checks the stated total', () => {
    const entries = [
      entry({
        code: 'A',
        operation_date: '2026-01-02',
        tank_id: 'db1',
        volume_m3: 600,
        total_retained_m3: 600,
      }),
      entry({
        code: 'A',
        operation_date: '2026-01-02',
        tank_id: 'db2',
        volume_m3: 400,
        total_retained_m3: 1000,
      }),
      entry({
        code: 'C',
        operation_date: '2026-01-04',
        tank_id: 'db1',
        volume_m3: 600,
        treatment_method: 'exchange_sequential',
        distance_from_land_nm: 210,
        min_depth_m: 3000,
      }),
      entry({ code: 'D', flow: 'discharge', operation_date: '2026-01-05', tank_id: 'db2', volume_m3: 150 }),
      entry({
        code: 'B',
        operation_date: '2026-01-06',
        port: 'Santos',
        tank_id: 'db1',
        volume_m3: 600,
        total_retained_m3: 250,
      }),
    ];
    const book = deriveBallastBook({ tanks, entries, today: '2026-11-22' });
    expect(book.tanks.map((tank) => [tank.tank_id, tank.retained_m3, tank.state])).toEqual([
      ['db1', 0, 'ok'],
      ['db2', 250, 'ok'],
    ]);
    expect(book.total_retained_m3).toBe(250);
    expect(book.warnings).toEqual([]);
  });

  it('warns of a discharge no uptake explains, a wrong total, a close or shallow exchange and untreated water at sea', () => {
    const discharge = entry({
      code: 'B',
      operation_date: '2026-02-01',
      latitude_start: 40,
      longitude_start: -30,
      tank_id: 'db1',
      volume_m3: 100,
      total_retained_m3: 50,
      treatment_method: 'none',
    });
    const exchange = entry({
      code: 'C',
      operation_date: '2026-02-02',
      tank_id: 'db2',
      volume_m3: 10,
      treatment_method: 'exchange_flow_through',
      distance_from_land_nm: 40,
      min_depth_m: 120,
    });
    const failure = entry({ code: 'F', operation_date: '2026-02-03', circumstances: 'UV lamp failure' });
    const book = deriveBallastBook({ tanks, entries: [discharge, exchange, failure], today: '2026-11-22' });
    expect(book.warnings.map((warning) => [warning.entry_id, warning.warning, warning.value])).toEqual([
      [discharge.id, 'retained_below_zero', -100],
      [discharge.id, 'total_differs', -100],
      [discharge.id, 'untreated_discharge', 100],
      [exchange.id, 'exchange_too_close', 40],
      [exchange.id, 'exchange_too_shallow', 120],
      [failure.id, 'bwms_failure_open', null],
    ]);
    // Before 8 September 2024 the D-2 standard did not yet bind every ship.
    const before = deriveBallastBook({ tanks, entries: [discharge], today: '2024-09-07' });
    expect(before.warnings.map((warning) => warning.warning)).not.toContain('untreated_discharge');
  });

  it('counts the correction instead of the entry it corrects', () => {
    const wrong = entry({
      code: 'A',
      operation_date: '2026-03-01',
      port: 'Hamburg',
      tank_id: 'db1',
      volume_m3: 900,
    });
    const fixed = entry({ ...wrong, id: 'fix', corrects_id: wrong.id, volume_m3: 700 });
    expect(effectiveEntries([wrong, fixed]).map((row) => row.id)).toEqual(['fix']);
    const book = deriveBallastBook({ tanks, entries: [wrong, fixed], today: '2026-11-22' });
    expect(book.tanks[0]).toMatchObject({ retained_m3: 700, state: 'ok' });
  });
});

describe('port state control readiness and the requirements', () => {
  it('is ready only with every entry signed and certified, nothing to check, the chain intact and tanks listed', () => {
    const certified = entry({ status: 'certified', operation_date: '2026-11-01' });
    expect(
      ballastReadiness({
        entries: [certified],
        warnings: [],
        chainOk: true,
        ballastTanks: 2,
        today: '2026-11-22',
      }),
    ).toMatchObject({ ready: true });
    const answer = ballastReadiness({
      entries: [
        certified,
        entry({ status: 'draft', operation_date: '2026-11-10' }),
        // Today's draft may wait for its signature.
        entry({ status: 'draft', operation_date: '2026-11-22' }),
        entry({ status: 'signed', operation_date: '2026-11-20' }),
      ],
      warnings: [],
      chainOk: false,
      ballastTanks: 0,
      today: '2026-11-22',
    });
    expect(answer).toEqual({
      ready: false,
      checks: [
        { check: 'not_signed', count: 1 },
        { check: 'not_certified', count: 1 },
        { check: 'warnings', count: 0 },
        { check: 'chain_broken', count: 1 },
        { check: 'no_ballast_tanks', count: 1 },
      ],
    });
  });

  it('applies D-2 from 8 September 2024, the coded form from 1 February 2025 and flag approval from 1 October 2025', () => {
    const applies = (gt: number | null, today: string) =>
      Object.fromEntries(
        ballastRequirements({ gross_tonnage: gt }, today).map((row) => [row.requirement, row.applies]),
      );
    expect(applies(300, '2024-09-07')).toEqual({
      record_book: true,
      coded_form: false,
      d2_standard: false,
      d1_exchange: true,
      certificate: false,
      electronic_approval: false,
    });
    expect(applies(null, '2025-10-01')).toEqual({
      record_book: true,
      coded_form: true,
      d2_standard: true,
      d1_exchange: false,
      certificate: true,
      electronic_approval: true,
    });
  });
});

describe('the chain of certified entries', () => {
  it('verifies a sealed entry and shows a change', () => {
    const row = {
      id: 'x',
      vessel_id: 'v',
      code: 'A',
      operation_date: '2026-01-01',
      volume_m3: 5,
      chain_position: 1,
    };
    const sealed = { ...row, previous_hash: null, content_hash: sha256(BALLAST_RECORD_CHAIN.content(row)) };
    const head = { lastPosition: 1, lastHash: sealed.content_hash };
    expect(verifyHashChain([sealed], sha256, head, BALLAST_RECORD_CHAIN).ok).toBe(true);
    expect(
      verifyHashChain([{ ...sealed, volume_m3: 6 }], sha256, head, BALLAST_RECORD_CHAIN).problems,
    ).toEqual([{ entryId: 'x', entryNumber: undefined, position: 1, problem: 'content_changed' }]);
  });

  it('verifies the part of a chain a device holds from where that part starts', () => {
    const first = {
      id: 'a',
      vessel_id: 'v',
      code: 'A',
      volume_m3: 5,
      chain_position: 1,
      previous_hash: null,
    };
    const sealedFirst = { ...first, content_hash: sha256(BALLAST_RECORD_CHAIN.content(first)) };
    const second = {
      id: 'b',
      vessel_id: 'v',
      code: 'B',
      volume_m3: 5,
      chain_position: 2,
      previous_hash: sealedFirst.content_hash,
    };
    const sealedSecond = { ...second, content_hash: sha256(BALLAST_RECORD_CHAIN.content(second)) };
    const head = { lastPosition: 2, lastHash: sealedSecond.content_hash };
    // From the chain's start, the second row alone has a gap before it.
    expect(verifyHashChain([sealedSecond], sha256, head, BALLAST_RECORD_CHAIN).ok).toBe(false);
    const start = { position: 2, previousHash: sealedFirst.content_hash };
    expect(verifyHashChain([sealedSecond], sha256, head, BALLAST_RECORD_CHAIN, start).ok).toBe(true);
    expect(
      verifyHashChain([{ ...sealedSecond, volume_m3: 7 }], sha256, head, BALLAST_RECORD_CHAIN, start)
        .problems,
    ).toEqual([{ entryId: 'b', entryNumber: undefined, position: 2, problem: 'content_changed' }]);
  });
});
