// MARPOL Annex V (garbage), as revised by MEPC.201(62) (in force 1 January 2013); Garbage Record Book
// form of MEPC.277(70) (from 1 March 2018). domain-reference.md section 5.1-5.2.
import { assertNonNegative } from './numbers';

/** Garbage Record Book categories (MEPC.277(70) Appendix II): Part I A-I, Part II J-K. */
export const GARBAGE_CATEGORIES = {
  A: 'Plastics',
  B: 'Food wastes',
  C: 'Domestic wastes',
  D: 'Cooking oil',
  E: 'Incinerator ashes',
  F: 'Operational wastes',
  G: 'Animal carcass(es)',
  H: 'Fishing gear',
  I: 'E-waste',
  J: 'Cargo residues (non-HME)',
  K: 'Cargo residues (HME)',
} as const;
export type GarbageCategory = keyof typeof GARBAGE_CATEGORIES;
export const GARBAGE_RECORD_BOOK_PART_II: readonly GarbageCategory[] = ['J', 'K'];

/** Distances (nautical miles from the nearest land) of regulations 4 and 6. */
export const FOOD_WASTE_COMMINUTED_MIN_NM = 3; // reg 4.1.1 (outside special areas)
export const FOOD_WASTE_MIN_NM = 12; // reg 4.1.2; reg 6.1.1 (comminuted, in special areas)
export const CARGO_RESIDUE_MIN_NM = 12; // reg 4.1.3; reg 6.1.2
/** Animal carcasses: "as far from the nearest land as possible" (reg 4.1.4); guidelines MEPC.295(71): over 100 nm. */
export const ANIMAL_CARCASS_MIN_NM = 100;

export type GarbageDischargeInput = {
  category: GarbageCategory;
  distanceFromLandNm: number;
  specialArea: boolean;
  enRoute: boolean;
  /** Food waste passed through a screen with openings of no more than 25 mm. */
  comminuted?: boolean;
  /**
   * Special area, non-HME cargo residues: contained in hold washing water, both ports within the special
   * area, no transit outside it between them, and no adequate reception facility at those ports (reg 6.1.2).
   */
  holdWashWaterConditionsMet?: boolean;
};
/** Why a discharge is or is not allowed, for the screens' texts (en, de); `reason` says it in English. */
export const GARBAGE_RULE_CODES = [
  'allowed',
  'prohibited',
  'not_en_route',
  'too_close_to_land',
  'not_comminuted_special_area',
  'special_area_cargo_residues',
  'special_area_carcasses',
] as const;
export type GarbageRuleCode = (typeof GARBAGE_RULE_CODES)[number];
export type DischargeDecision = {
  allowed: boolean;
  reason: string;
  code: GarbageRuleCode;
  /** The least distance from the nearest land the rule asks for, where it asks for one. */
  minNm?: number;
  /** The regulation that decides. */
  rule: string;
};

const never = (what: string): DischargeDecision => ({
  allowed: false,
  code: 'prohibited',
  rule: 'reg 3',
  reason: `Discharge of ${what} into the sea is prohibited (Annex V reg 3; only the garbage of regs 4 and 6 may be discharged)`,
});

function atLeast(distance: number, min: number, enRoute: boolean, rule: string): DischargeDecision {
  const asked = { minNm: min, rule };
  if (!enRoute)
    return { allowed: false, code: 'not_en_route', ...asked, reason: `The ship must be en route (${rule})` };
  if (distance < min)
    return {
      allowed: false,
      code: 'too_close_to_land',
      ...asked,
      reason: `At least ${min} nm from the nearest land is required (${rule})`,
    };
  return {
    allowed: true,
    code: 'allowed',
    ...asked,
    reason: `En route and at least ${min} nm from the nearest land (${rule})`,
  };
}

/**
 * Whether garbage of a category may be discharged into the sea from a ship (not from fixed or floating
 * platforms, reg 5). Exceptions of reg 7 (safety, accidental loss) are not judged.
 */
export function garbageDischargeAllowed(input: GarbageDischargeInput): DischargeDecision {
  const { category, specialArea, enRoute } = input;
  if (!Object.hasOwn(GARBAGE_CATEGORIES, category))
    throw new Error(`Unknown garbage category ${JSON.stringify(category)}`);
  const distance = assertNonNegative(input.distanceFromLandNm, 'distanceFromLandNm');
  switch (category) {
    case 'B':
      if (specialArea) {
        if (!input.comminuted) {
          return {
            allowed: false,
            code: 'not_comminuted_special_area',
            minNm: FOOD_WASTE_MIN_NM,
            rule: 'reg 6.1.1',
            reason: 'Food waste in a special area must be comminuted (reg 6.1.1)',
          };
        }
        return atLeast(distance, FOOD_WASTE_MIN_NM, enRoute, 'reg 6.1.1');
      }
      return input.comminuted
        ? atLeast(distance, FOOD_WASTE_COMMINUTED_MIN_NM, enRoute, 'reg 4.1.1')
        : atLeast(distance, FOOD_WASTE_MIN_NM, enRoute, 'reg 4.1.2');
    case 'J':
      if (specialArea && !input.holdWashWaterConditionsMet) {
        return {
          allowed: false,
          code: 'special_area_cargo_residues',
          minNm: CARGO_RESIDUE_MIN_NM,
          rule: 'reg 6.1.2',
          reason:
            'In a special area cargo residues may only go in hold washing water, between ports in the area, without adequate reception facilities (reg 6.1.2)',
        };
      }
      return atLeast(distance, CARGO_RESIDUE_MIN_NM, enRoute, specialArea ? 'reg 6.1.2' : 'reg 4.1.3');
    case 'G':
      if (specialArea)
        return {
          allowed: false,
          code: 'special_area_carcasses',
          rule: 'reg 6',
          reason: 'Animal carcasses may not be discharged in a special area (reg 6)',
        };
      return atLeast(distance, ANIMAL_CARCASS_MIN_NM, enRoute, 'reg 4.1.4 and MEPC.295(71) guidelines');
    default:
      return never(GARBAGE_CATEGORIES[category].toLowerCase());
  }
}
