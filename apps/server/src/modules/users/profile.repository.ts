// SQL of the user's own profile (migration 0019).
import type { Queryable } from '../../db/client';

export type ProfileRecord = {
  email: string;
  full_name: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  position: string | null;
  department: string | null;
  language: string | null;
  version: number;
};

const PROFILE_COLUMNS = `email, full_name, first_name, last_name, phone, position, department, language,
  version`;

/** The user's profile; `forUpdate` locks the row for the caller's transaction. */
export async function findProfile(
  db: Queryable,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProfileRecord | undefined> {
  const { rows } = await db.query<ProfileRecord>(
    `SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1 AND status = 'active'${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0];
}

export async function storeProfile(
  db: Queryable,
  input: {
    userId: string;
    values: Pick<
      ProfileRecord,
      'full_name' | 'first_name' | 'last_name' | 'phone' | 'position' | 'department' | 'language'
    >;
    now: Date;
  },
): Promise<void> {
  const { values } = input;
  await db.query(
    `UPDATE users SET full_name = $2, first_name = $3, last_name = $4, phone = $5, position = $6,
            department = $7, language = $8, updated_at = $9, version = version + 1
     WHERE id = $1`,
    [
      input.userId,
      values.full_name,
      values.first_name,
      values.last_name,
      values.phone,
      values.position,
      values.department,
      values.language,
      input.now.toISOString(),
    ],
  );
}
