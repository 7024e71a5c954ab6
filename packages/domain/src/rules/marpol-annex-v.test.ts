import { describe, expect, it } from 'vitest';

import { GARBAGE_CATEGORIES, garbageDischargeAllowed, type GarbageCategory } from './marpol-annex-v';

const at = (
  category: GarbageCategory,
  distanceFromLandNm: number,
  extra: Partial<Parameters<typeof garbageDischargeAllowed>[0]> = {},
) =>
  garbageDischargeAllowed({ category, distanceFromLandNm, specialArea: false, enRoute: true, ...extra })
    .allowed;

describe('Garbage Record Book categories (MEPC.277(70))', () => {
  it('uses the letters of the current form, with animal carcasses G and cargo residues J and K', () => {
    expect(Object.keys(GARBAGE_CATEGORIES)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
    expect(GARBAGE_CATEGORIES.A).toBe('Plastics');
    expect(GARBAGE_CATEGORIES.G).toBe('Animal carcass(es)');
    expect(GARBAGE_CATEGORIES.H).toBe('Fishing gear');
    expect(GARBAGE_CATEGORIES.I).toBe('E-waste');
    expect(GARBAGE_CATEGORIES.K).toBe('Cargo residues (HME)');
  });
});

describe('garbage discharge, Annex V regs 4 and 6', () => {
  it('never allows plastics, domestic waste, cooking oil, ash, operational waste, fishing gear, e-waste or HME residues', () => {
    for (const category of ['A', 'C', 'D', 'E', 'F', 'H', 'I', 'K'] as const)
      expect(at(category, 500), category).toBe(false);
    expect(
      garbageDischargeAllowed({ category: 'A', distanceFromLandNm: 500, specialArea: false, enRoute: true })
        .reason,
    ).toMatch(/prohibited/);
  });

  it('allows comminuted food waste from 3 nm and other food waste from 12 nm outside special areas', () => {
    expect(at('B', 3, { comminuted: true })).toBe(true);
    expect(at('B', 2.9, { comminuted: true })).toBe(false);
    expect(at('B', 12)).toBe(true);
    expect(at('B', 11.9)).toBe(false);
  });

  it('allows only comminuted food waste from 12 nm inside special areas', () => {
    expect(at('B', 12, { specialArea: true, comminuted: true })).toBe(true);
    expect(at('B', 11.9, { specialArea: true, comminuted: true })).toBe(false);
    expect(at('B', 50, { specialArea: true })).toBe(false);
  });

  it('requires the ship to be en route', () => {
    expect(at('B', 20, { enRoute: false })).toBe(false);
  });

  it('allows non-HME cargo residues from 12 nm, in special areas only in hold washing water under reg 6.1.2', () => {
    expect(at('J', 12)).toBe(true);
    expect(at('J', 11)).toBe(false);
    expect(at('J', 20, { specialArea: true })).toBe(false);
    expect(at('J', 20, { specialArea: true, holdWashWaterConditionsMet: true })).toBe(true);
  });

  it('allows animal carcasses only far out (guidelines: over 100 nm) and never in special areas', () => {
    expect(at('G', 100)).toBe(true);
    expect(at('G', 99)).toBe(false);
    expect(at('G', 150, { specialArea: true })).toBe(false);
  });

  it('refuses a negative distance and an unknown category', () => {
    expect(() => at('B', -1)).toThrow(/distanceFromLandNm/);
    expect(() => at('Z' as GarbageCategory, 20)).toThrow(/Unknown garbage category/);
  });
});
