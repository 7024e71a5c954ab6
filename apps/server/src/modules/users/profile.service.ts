// The user's own profile (issue 11): read and saved by the signed-in user only, for themself (the
// routes take no user id). The names the user saves are kept as they are, and full_name, which every
// other screen shows, becomes 'first last'; before the first save they are split from full_name.
import type { ProfileWrite } from '@mars/domain';
import { splitFullName } from '@mars/domain';

import { changedFields, writeAudit } from '../../crud/audit';
import type { Scope } from '../../crud/scope';
import type { Db } from '../../db/client';
import { errors } from '../../plugins/errors';
import type { ProfileRecord } from './profile.repository';
import { findProfile, storeProfile } from './profile.repository';

/** The profile as the API answers it: first and last name always filled in as the screens show them. */
export type ApiProfile = Omit<ProfileRecord, 'first_name' | 'last_name'> & {
  first_name: string;
  last_name: string;
};

function toApiProfile(record: ProfileRecord): ApiProfile {
  const names =
    record.first_name === null
      ? splitFullName(record.full_name)
      : { firstName: record.first_name, lastName: record.last_name ?? '' };
  return { ...record, first_name: names.firstName, last_name: names.lastName };
}

export async function getProfile(db: Db, scope: Scope): Promise<ApiProfile> {
  const record = await findProfile(db, scope.userId);
  if (!record) throw errors.notFound();
  return toApiProfile(record);
}

/** PUT /profile: saves the user's own profile; a stale version answers 409 with the stored one. */
export async function saveProfile(
  db: Db,
  scope: Scope,
  input: { body: ProfileWrite; now: Date },
): Promise<ApiProfile> {
  const { body } = input;
  await db.transaction(async (tx) => {
    const existing = await findProfile(tx, scope.userId, { forUpdate: true });
    if (!existing) throw errors.notFound();
    if (existing.version !== body.version) throw errors.conflict(toApiProfile(existing));
    const values = {
      full_name: [body.first_name, body.last_name].filter(Boolean).join(' '),
      first_name: body.first_name,
      last_name: body.last_name ?? '',
      phone: body.phone,
      position: body.position,
      department: body.department,
      language: body.language,
    };
    await storeProfile(tx, { userId: scope.userId, values, now: input.now });
    const changes = changedFields(existing, values);
    // The phone number is personal: the log notes that it changed, not what it is.
    if (changes.phone) changes.phone = { before: null, after: 'changed' };
    if (Object.keys(changes).length > 0) {
      await writeAudit(tx, scope, {
        entity: 'user',
        entityId: scope.userId,
        action: 'update',
        changedFields: { step: 'profile', ...changes },
        at: input.now,
      });
    }
  });
  return getProfile(db, scope);
}
