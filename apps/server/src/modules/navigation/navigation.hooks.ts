// What navigation adds to the generic writes and workflow steps of its entities: a passage's
// distance from the ship's positions between departure and arrival (unless the officer entered one),
// its duration and average speed; the order of the actual times checked on the steps as on an edit.
import {
  averageSpeedKnots,
  MAX_PASSAGE_DISTANCE_NM,
  passageErrors,
  portCallErrors,
  roundNm,
  trackDistanceNm,
} from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import type { ActingScope } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';
import { trackBetween } from './navigation.repository';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The step's errors on the columns it writes (the stored row's own were checked when written). */
function stepErrors(all: Record<string, string[]>, columns: Row): Record<string, string[]> {
  return Object.fromEntries(Object.entries(all).filter(([field]) => field in columns));
}

/**
 * Fills the passage's derived columns into `values` from the row as it will be (`merged`): the
 * distance from the positions when none is entered (or the stored one was computed), the duration and
 * the average speed.
 */
async function derivePassage(
  tx: Queryable,
  scope: ActingScope,
  merged: Row,
  values: Row,
  existing: Row | undefined,
  now: Date,
): Promise<void> {
  const departed = merged.departed_at;
  const arrived = merged.arrived_at;
  const entered =
    isSet(values.distance_nm) &&
    (existing === undefined ||
      Number(values.distance_nm) !== Number(existing.distance_nm) ||
      existing.distance_source === 'entered');
  if (entered) {
    values.distance_source = 'entered';
  } else if (isSet(departed)) {
    const track = await trackBetween(
      tx,
      scope,
      String(merged.vessel_id),
      String(departed),
      isSet(arrived) ? String(arrived) : now.toISOString(),
    );
    const computed = roundNm(trackDistanceNm(track));
    // Fewer than two positions, or a track no passage sails (positions of another voyage), give none.
    if (track.length >= 2 && computed <= MAX_PASSAGE_DISTANCE_NM) {
      values.distance_nm = computed;
      values.distance_source = 'computed';
    } else if (!isSet(merged.distance_nm) || merged.distance_source === 'computed') {
      values.distance_nm = null;
      values.distance_source = null;
    }
  } else if (!isSet(values.distance_nm) && existing?.distance_source === 'computed') {
    values.distance_nm = null;
    values.distance_source = null;
  }
  const distance = values.distance_nm !== undefined ? values.distance_nm : merged.distance_nm;
  if (isSet(departed) && isSet(arrived)) {
    const hours = (Date.parse(String(arrived)) - Date.parse(String(departed))) / 3_600_000;
    values.duration_hours = hours > 0 ? Math.round(hours * 10) / 10 : null;
    values.average_speed_kn = isSet(distance)
      ? averageSpeedKnots(Number(distance), String(departed), String(arrived))
      : null;
  } else {
    values.duration_hours = null;
    values.average_speed_kn = null;
  }
}

export const passageHooks: EntityWriteHooks = {
  async beforeCreate(tx, scope, write) {
    await derivePassage(tx, scope, write.values, write.values, undefined, write.now);
  },
  async beforeUpdate(tx, scope, write) {
    await derivePassage(
      tx,
      scope,
      { ...write.existing, ...write.values },
      write.values,
      write.existing,
      write.now,
    );
  },
  async beforeStep(tx, scope, step) {
    const merged = { ...step.existing, ...step.values };
    const problems = stepErrors(passageErrors(merged, step.now.toISOString()), step.values);
    if (Object.keys(problems).length > 0) throw errors.validation(problems);
    if (step.action === 'start' || step.action === 'complete') {
      await derivePassage(tx, scope, merged, step.values, step.existing, step.now);
    }
  },
};

export const portCallHooks: EntityWriteHooks = {
  async beforeStep(_tx, _scope, step) {
    const merged = { ...step.existing, ...step.values };
    const problems = stepErrors(portCallErrors(merged, step.now.toISOString()), step.values);
    if (Object.keys(problems).length > 0) throw errors.validation(problems);
  },
};

/** Navigation's hooks by entity name, for registerEntityRoutes (app.ts). */
export const NAVIGATION_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  passage: passageHooks,
  portCall: portCallHooks,
};
