import { describe, expect, it } from 'vitest';

import { ciiApplies, ciiCapacity } from '../../rules/cii';
import { recordBooksRequired } from '../../rules/marpol-annex-i';
import { ciiShipOf, vesselEntity } from './vessel.entity';

describe('a vessel of the fleet', () => {
  it('refuses an IMO number whose check digit is wrong, and a malformed MMSI or call sign', () => {
    expect(vesselEntity.refine({ imo_number: 'IMO 9074729' })).toEqual({});
    expect(vesselEntity.refine({ imo_number: '9074728' })).toEqual({
      imo_number: ['validation:imoNumber'],
    });
    expect(vesselEntity.refine({ mmsi: '63601234' })).toEqual({ mmsi: ['validation:mmsi'] });
    expect(vesselEntity.refine({ mmsi: '636012345', call_sign: 'A8-BC' })).toEqual({
      call_sign: ['validation:callSign'],
    });
  });

  it('gives the CII and record-book rules its type and tonnages', () => {
    const bulker = { vessel_type: 'bulk_carrier', gross_tonnage: 43_012, deadweight: 81_600 };
    const ship = ciiShipOf(bulker)!;
    expect(ciiCapacity(ship)).toBe(81_600);
    expect(ciiApplies({ shipType: ship.shipType, gt: ship.gt })).toBe(true);
    expect(recordBooksRequired({ gt: ship.gt, shipType: bulker.vessel_type, personsOnBoard: 20 })).toEqual({
      oilRecordBookPartI: true,
      oilRecordBookPartII: false,
      garbageRecordBookPartI: true,
      garbageRecordBookPartII: true,
    });
    expect(ciiShipOf({ vessel_type: 'other', gross_tonnage: 500, deadweight: 300 })).toBeNull();
    expect(ciiShipOf({ vessel_type: 'tanker', gross_tonnage: null, deadweight: 300 })).toBeNull();
  });
});
