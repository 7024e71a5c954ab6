import { describe, expect, it } from 'vitest';

import {
  OIL_RECORD_BOOK_PART_I_CODES,
  OIL_RECORD_BOOK_PART_II_CODES,
  oilyWaterDischargeAllowed,
  recordBooksRequired,
  tankerCargoAreaDischargeAllowed,
} from './marpol-annex-i';

describe('Oil Record Book codes (Annex I Appendix III)', () => {
  it('runs Part I from A to I and Part II from A to O, plus P to R for specific trades', () => {
    expect(Object.keys(OIL_RECORD_BOOK_PART_I_CODES).join('')).toBe('ABCDEFGHI');
    expect(Object.keys(OIL_RECORD_BOOK_PART_II_CODES).join('')).toBe('ABCDEFGHIJKLMNOPQR');
    expect(OIL_RECORD_BOOK_PART_I_CODES.C).toBe('Collection, transfer and disposal of oil residues (sludge)');
    expect(OIL_RECORD_BOOK_PART_I_CODES.H).toBe('Bunkering of fuel or bulk lubricating oil');
    expect(OIL_RECORD_BOOK_PART_II_CODES.D).toBe('Crude oil washing (COW tankers only)');
  });
});

describe('machinery-space oily water discharge (reg 15)', () => {
  const base = {
    gt: 30_000,
    oilContentPpm: 15,
    enRoute: true,
    specialArea: false,
    filteringEquipmentOperating: true,
  };

  it('allows 15 ppm en route through the filtering equipment and refuses 15.1 ppm', () => {
    expect(oilyWaterDischargeAllowed(base).allowed).toBe(true);
    const over = oilyWaterDischargeAllowed({ ...base, oilContentPpm: 15.1 });
    expect(over).toEqual({ allowed: false, reason: 'reg 15.2: the oil content must not exceed 15 ppm' });
  });

  it('refuses discharge when stopped or without the filtering equipment', () => {
    expect(oilyWaterDischargeAllowed({ ...base, enRoute: false }).allowed).toBe(false);
    expect(oilyWaterDischargeAllowed({ ...base, filteringEquipmentOperating: false }).allowed).toBe(false);
  });

  it('needs the alarm and automatic stop in a special area, and allows nothing in the Antarctic', () => {
    expect(oilyWaterDischargeAllowed({ ...base, specialArea: true }).allowed).toBe(false);
    expect(
      oilyWaterDischargeAllowed({ ...base, specialArea: true, alarmAndAutomaticStop: true }).allowed,
    ).toBe(true);
    expect(oilyWaterDischargeAllowed({ ...base, oilContentPpm: 0, antarctic: true }).allowed).toBe(false);
  });

  it('refuses tanker pump-room bilge water and water mixed with cargo residues', () => {
    expect(
      oilyWaterDischargeAllowed({ ...base, oilTanker: true, fromCargoPumpRoomBilge: true }).allowed,
    ).toBe(false);
    expect(
      oilyWaterDischargeAllowed({ ...base, oilTanker: true, mixedWithCargoResidues: true }).allowed,
    ).toBe(false);
  });

  it('refuses a negative or missing oil content with a clear error', () => {
    expect(() => oilyWaterDischargeAllowed({ ...base, oilContentPpm: Number.NaN })).toThrow(/oilContentPpm/);
  });
});

describe('tanker cargo-area discharge (reg 34)', () => {
  const base = {
    specialArea: false,
    distanceFromLandNm: 60,
    enRoute: true,
    rateLitresPerNm: 30,
    dischargedLitres: 1000,
    lastCargoLitres: 30_000_000,
    odmeOperating: true,
  };

  it('allows 30 l/nm more than 50 nm out up to 1/30,000 of the cargo', () => {
    expect(tankerCargoAreaDischargeAllowed(base).allowed).toBe(true);
    expect(tankerCargoAreaDischargeAllowed({ ...base, distanceFromLandNm: 50 }).allowed).toBe(false);
    expect(tankerCargoAreaDischargeAllowed({ ...base, rateLitresPerNm: 31 }).allowed).toBe(false);
    expect(tankerCargoAreaDischargeAllowed({ ...base, dischargedLitres: 1001 }).allowed).toBe(false);
    expect(
      tankerCargoAreaDischargeAllowed({ ...base, dischargedLitres: 2000, deliveredBefore1980: true }).allowed,
    ).toBe(true);
    expect(tankerCargoAreaDischargeAllowed({ ...base, specialArea: true }).allowed).toBe(false);
  });
});

describe('record books required', () => {
  it('gives oil tankers from 150 GT both ORB parts and other ships ORB Part I from 400 GT', () => {
    expect(recordBooksRequired({ gt: 150, shipType: 'oil_tanker', personsOnBoard: 10 })).toMatchObject({
      oilRecordBookPartI: true,
      oilRecordBookPartII: true,
    });
    expect(
      recordBooksRequired({ gt: 149, shipType: 'oil_tanker', personsOnBoard: 10 }).oilRecordBookPartI,
    ).toBe(false);
    expect(
      recordBooksRequired({ gt: 399, shipType: 'container_ship', personsOnBoard: 10 }).oilRecordBookPartI,
    ).toBe(false);
    expect(recordBooksRequired({ gt: 400, shipType: 'container_ship', personsOnBoard: 10 })).toEqual({
      oilRecordBookPartI: true,
      oilRecordBookPartII: false,
      garbageRecordBookPartI: true,
      garbageRecordBookPartII: false,
    });
  });

  it('gives a GRB to ships of 100 GT or certified for 15 persons (MEPC.360(79)), Part II to solid bulk carriers', () => {
    expect(
      recordBooksRequired({ gt: 80, shipType: 'general_cargo_ship', personsOnBoard: 15 })
        .garbageRecordBookPartI,
    ).toBe(true);
    expect(
      recordBooksRequired({ gt: 100, shipType: 'general_cargo_ship', personsOnBoard: 4 })
        .garbageRecordBookPartI,
    ).toBe(true);
    expect(
      recordBooksRequired({ gt: 99, shipType: 'general_cargo_ship', personsOnBoard: 14 })
        .garbageRecordBookPartI,
    ).toBe(false);
    expect(
      recordBooksRequired({ gt: 5000, shipType: 'bulk_carrier', personsOnBoard: 20 }).garbageRecordBookPartII,
    ).toBe(true);
    expect(
      recordBooksRequired({
        gt: 5000,
        shipType: 'general_cargo_ship',
        personsOnBoard: 20,
        carriesSolidBulkCargo: true,
      }).garbageRecordBookPartII,
    ).toBe(true);
  });
});
