// Answers of /api/v1/users and /api/v1/people: the one shape of a user of the organization, which
// the server's repository reads and the web's user screens show.
import { z } from 'zod';

import { ROLES } from '../auth/roles';
import { listAnswer } from './common';

/** A user as stored, without secrets. */
export const userRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  /** The profile's fields (migration 0019): only admins read the list, and each user their own profile. */
  phone: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'inactive']),
  last_sign_in_at: z.string().nullable(),
  must_change_password: z.boolean(),
  two_factor_enabled: z.boolean(),
  vessel_ids: z.array(z.string()),
  crew_member_id: z.string().nullable(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** A user as the admin screens get it: whether signing in is locked, and whether the reader may manage them. */
export const userRowSchema = userRecordSchema.extend({
  locked_until: z.string().nullable(),
  manageable: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const usersAnswerSchema = listAnswer(userRowSchema);
export type UsersAnswer = z.infer<typeof usersAnswerSchema>;

/** A user offered by a picker (an assignee, an officer of the watch). */
export const personSchema = z.object({ id: z.string(), full_name: z.string(), role: z.enum(ROLES) });
export type Person = z.infer<typeof personSchema>;
export const peopleAnswerSchema = z.object({ rows: z.array(personSchema) });

/** The organization and its settings. */
export const organizationAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  settings: z.record(z.string(), z.unknown()),
  version: z.number(),
  updated_at: z.string(),
});
export type OrganizationAnswer = z.infer<typeof organizationAnswerSchema>;

/** `GET /api/v1/profile`: the user's own profile; the names split from `full_name` until first saved. */
export const profileAnswerSchema = z.object({
  email: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  language: z.string().nullable(),
  version: z.number(),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;
