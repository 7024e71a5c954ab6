// What the garbage record book adds to the record books' hooks (record-book.hooks.ts: parts, corrections,
// the seal): the Annex V check at every write. The distance from land and the special area of the
// entry's position, measured on the bundled coastline, and the outcome of garbageDischargeAllowed are
// stored with the entry (server fields); a discharge into the sea that the rule forbids is refused, with
// the rule's reason as the field's error.
import type { GarbageRuleCode } from '@mars/domain';
import { GARBAGE_RECORD_CHAIN, checkGarbageEntry, grbPartsKept, loadCoastline } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import { errors } from '../../plugins/errors';
import { recordBookHooks } from './record-book.hooks';

const book = recordBookHooks({
  chain: GARBAGE_RECORD_CHAIN,
  partsKept: grbPartsKept,
  codes: {
    correctsSigned: 'validation:grbCorrectsSigned',
    partNotKept: 'validation:grbPartNotKept',
    partKept: 'validation:grbPartKept',
  },
});

/** The text of a refusal by the rule's code. */
const REFUSAL_KEYS: Partial<Record<GarbageRuleCode, string>> = {
  prohibited: 'validation:grbDischargeProhibited',
  not_en_route: 'validation:grbNotEnRoute',
  too_close_to_land: 'validation:grbTooCloseToLand',
  not_comminuted_special_area: 'validation:grbNotComminuted',
  special_area_cargo_residues: 'validation:grbSpecialAreaResidues',
  special_area_carcasses: 'validation:grbDischargeProhibited',
};

const num = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);

async function annexVCheck(row: Row, values: Row): Promise<void> {
  const located = num(row.latitude) !== null && num(row.longitude) !== null;
  const result = checkGarbageEntry(
    {
      category: String(row.category ?? ''),
      method: String(row.method ?? ''),
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      en_route: row.en_route === true,
      comminuted: row.comminuted === true,
      hold_wash_conditions: row.hold_wash_conditions === true,
    },
    located ? await loadCoastline() : null,
  );
  if (result.check === 'refused') {
    throw errors.validation({
      method: [REFUSAL_KEYS[result.rule_code ?? 'prohibited'] ?? 'validation:grbDischargeProhibited'],
    });
  }
  Object.assign(values, {
    distance_from_land_nm: result.distance_from_land_nm,
    special_area: result.special_area,
    annex_v_check: result.check,
    annex_v_rule: result.rule_code,
  });
}

export const garbageRecordEntryHooks: EntityWriteHooks = {
  ...book,
  async beforeCreate(tx, scope, write) {
    await book.beforeCreate!(tx, scope, write);
    await annexVCheck(write.values, write.values);
  },
  async beforeUpdate(tx, scope, write) {
    await book.beforeUpdate!(tx, scope, write);
    await annexVCheck({ ...write.existing, ...write.values }, write.values);
  },
};
