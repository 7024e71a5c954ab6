import { describe, expect, it } from 'vitest';

import type { EntityDefinition } from '../define-entity';
import { oilRecordChainContent, oilRecordEntryEntity, verifyOilRecordChain } from './oil-record-entry.entity';
import { deriveOilRecordBook, orbCodeItem, orbPartsKept, partOfCode } from './oil-record-book';

/** A stand-in for the server's SHA-256: any function of the content will do for the walk. */
const sha256 = (text: string) => `hash(${text})`;
const refine = (row: Record<string, unknown>) =>
  // The definition's refine with the checks its fields declare (field-checks.ts).
  (oilRecordEntryEntity as EntityDefinition).refine!(row, {
    today: '2026-11-22',
    now: '2026-11-22T08:00:00.000Z',
  });

const tanks = [
  { id: 'sludge', name: 'Sludge tank', tank_type: 'sludge', capacity_m3: 10 },
  { id: 'bilge', name: 'Bilge holding tank', tank_type: 'bilge_water_holding', capacity_m3: 20 },
  { id: 'fuel', name: 'HFO bunker tank 1P', tank_type: 'fuel_oil', capacity_m3: '500' },
];
let seq = 0;
const entry = (values: Record<string, unknown>) => ({
  id: `e${++seq}`,
  entry_number: `ORBI-2026-${String(seq).padStart(4, '0')}`,
  part: 'I',
  created_at: `2026-01-01T00:00:0${seq % 10}Z`,
  ...values,
});

describe('oil record book codes and items', () => {
  it('names the part of a code and prints code and item as the form does', () => {
    expect(partOfCode('I-H')).toBe('I');
    expect(partOfCode('II-C')).toBe('II');
    expect(orbCodeItem('I-H', '26.3')).toBe('H 26.3');
    expect(orbCodeItem('I-I', null)).toBe('I');
  });

  it('refuses an item the code does not have, a code of the other part and a correction without reason', () => {
    const base = { part: 'I', code: 'I-C', item: '11.3', operation_date: '2026-11-20' };
    expect(refine(base)).toEqual({});
    expect(refine({ ...base, item: '26.3' })).toEqual({ item: ['validation:orbItemOfCode'] });
    expect(refine({ ...base, code: 'II-C' })).toEqual({ code: ['validation:orbCodeOfPart'] });
    expect(refine({ ...base, corrects_id: 'x', correction_reason: 'no' })).toEqual({
      correction_reason: ['validation:orbCorrectionReason'],
    });
    expect(refine({ ...base, quantity_m3: 2 })).toEqual({ tank_from_id: ['validation:orbTankRequired'] });
    expect(refine({ ...base, operation_date: '2026-11-23' })).toEqual({
      operation_date: ['validation:dateInFuture'],
    });
  });
});

describe('retained on board and warnings', () => {
  it('derives each tank from the entries: transfers, disposals, soundings and bunkering', () => {
    const entries = [
      entry({ code: 'I-D', item: '15.3', operation_date: '2026-01-02', tank_to_id: 'bilge', quantity_m3: 6 }),
      entry({
        code: 'I-C',
        item: '12.2',
        operation_date: '2026-01-03',
        tank_from_id: 'bilge',
        tank_to_id: 'sludge',
        quantity_m3: 2.5,
      }),
      entry({
        code: 'I-C',
        item: '11.3',
        operation_date: '2026-01-05',
        tank_to_id: 'sludge',
        tank_total_m3: 2.6,
      }),
      entry({
        code: 'I-H',
        item: '26.3',
        operation_date: '2026-01-06',
        tank_to_id: 'fuel',
        quantity_m3: 300,
        tank_total_m3: 420,
      }),
      entry({
        code: 'I-C',
        item: '12.1',
        operation_date: '2026-01-07',
        tank_from_id: 'sludge',
        quantity_m3: 2.6,
      }),
    ];
    const result = deriveOilRecordBook({ tanks, entries });
    expect(result.warnings).toEqual([]);
    expect(result.tanks.map((tank) => [tank.tank_id, tank.rob_m3, tank.state])).toEqual([
      ['sludge', 0, 'ok'],
      ['bilge', 3.5, 'ok'],
      ['fuel', 420, 'ok'],
    ]);
  });

  it('warns of a tank below zero or above capacity, a sounding that does not agree, and over 15 ppm', () => {
    const entries = [
      entry({
        code: 'I-C',
        item: '12.1',
        operation_date: '2026-02-01',
        tank_from_id: 'sludge',
        quantity_m3: 1,
      }),
      entry({
        code: 'I-D',
        item: '15.3',
        operation_date: '2026-02-02',
        tank_to_id: 'bilge',
        quantity_m3: 25,
      }),
      entry({
        code: 'I-C',
        item: '11.4',
        operation_date: '2026-02-03',
        tank_to_id: 'sludge',
        quantity_m3: 6,
      }),
      entry({
        code: 'I-C',
        item: '11.3',
        operation_date: '2026-02-03',
        tank_to_id: 'sludge',
        tank_total_m3: 4,
      }),
      entry({
        code: 'I-D',
        item: '15.1',
        operation_date: '2026-02-04',
        tank_from_id: 'bilge',
        quantity_m3: 10,
        oil_content_ppm: 22,
        en_route: true,
      }),
      entry({
        code: 'I-D',
        item: '15.1',
        operation_date: '2026-02-05',
        tank_from_id: 'bilge',
        quantity_m3: 1,
      }),
    ];
    const result = deriveOilRecordBook({ tanks, entries, gt: 30_000 });
    expect(result.warnings.map((warning) => [warning.entry_number, warning.warning, warning.value])).toEqual([
      [entries[0]!.entry_number, 'rob_below_zero', -1],
      [entries[1]!.entry_number, 'rob_above_capacity', 25],
      [entries[3]!.entry_number, 'measured_differs', 5],
      [entries[4]!.entry_number, 'oil_content_over_limit', 22],
      [entries[5]!.entry_number, 'oil_content_missing', null],
    ]);
  });

  it('counts a correction instead of the entry it corrects', () => {
    const wrong = entry({
      code: 'I-C',
      item: '12.1',
      operation_date: '2026-03-01',
      tank_from_id: 'sludge',
      quantity_m3: 5,
    });
    const fix = entry({
      code: 'I-C',
      item: '12.1',
      operation_date: '2026-03-01',
      tank_from_id: 'sludge',
      quantity_m3: 0.5,
      corrects_id: wrong.id,
    });
    const fill = entry({
      code: 'I-C',
      item: '11.4',
      operation_date: '2026-02-28',
      tank_to_id: 'sludge',
      quantity_m3: 1,
    });
    const result = deriveOilRecordBook({ tanks, entries: [wrong, fix, fill] });
    expect(result.warnings).toEqual([]);
    expect(result.tanks[0]!.rob_m3).toBe(0.5);
  });
});

describe('oil record book hash chain', () => {
  const certified = (position: number, previous: string | null, remarks: string) => {
    const row: Record<string, unknown> = {
      ...entry({ code: 'I-H', item: '26.3', operation_date: '2026-04-01', quantity_t: 120 }),
      vessel_id: 'vessel',
      status: 'certified',
      remarks,
      chain_position: position,
      previous_hash: previous,
    };
    row.content_hash = sha256(oilRecordChainContent(row));
    return row;
  };
  const first = certified(1, null, 'First');
  const second = certified(2, first.content_hash as string, 'Second');
  const head = { lastPosition: 2, lastHash: second.content_hash as string };

  it('holds untouched and finds a changed quantity', () => {
    expect(verifyOilRecordChain([first, second], sha256, head).ok).toBe(true);
    expect(
      verifyOilRecordChain([{ ...first, quantity_t: '121' }, second], sha256, head).problems.map(
        (p) => p.problem,
      ),
    ).toEqual(['content_changed']);
  });
});

describe('orbPartsKept', () => {
  it('keeps Part II only on oil tankers of 150 GT and above', () => {
    expect(orbPartsKept({ vessel_type: 'tanker', gross_tonnage: 29_733 })).toEqual(['I', 'II']);
    expect(orbPartsKept({ vessel_type: 'combination_carrier', gross_tonnage: 150 })).toEqual(['I', 'II']);
    expect(orbPartsKept({ vessel_type: 'tanker', gross_tonnage: 149 })).toEqual(['I']);
    expect(orbPartsKept({ vessel_type: 'bulk_carrier', gross_tonnage: 43_012 })).toEqual(['I']);
    expect(orbPartsKept({ vessel_type: 'container_ship', gross_tonnage: null })).toEqual(['I']);
    // A tanker whose tonnage is not recorded may owe Part II: it is offered.
    expect(orbPartsKept({ vessel_type: 'tanker', gross_tonnage: null })).toEqual(['I', 'II']);
  });
});
