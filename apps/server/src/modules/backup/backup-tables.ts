// What an organization's backup holds: every table of the organization's data, in the order a restore
// inserts them (references first). backup-tables.int.test.ts holds this list and the database together:
// a table that carries an organization, a vessel or a user and is in neither list fails it.
import { ENTITIES } from '@mars/domain';

export type BackupTable = {
  table: string;
  /** The rows of the organization $1. */
  where: string;
  /** A stable order for the archive. */
  orderBy: string;
  /** Columns left out of the archive (secrets of this server, bytes written as files, serial ids). */
  omit?: readonly string[];
  /** A column naming a row of the same table: a restore inserts the named row first. */
  parentColumn?: string;
};

const OF_ORGANIZATION = 'organization_id = $1';

function organizationTable(table: string, extra: Partial<BackupTable> = {}): BackupTable {
  return { table, where: OF_ORGANIZATION, orderBy: 'id', ...extra };
}

export const BACKUP_TABLES: readonly BackupTable[] = [
  organizationTable('vessels'),
  // Users keep their password hash (a restored organization signs in as before) but not their second
  // factor: its secrets are sealed with this server's key (two-factor-vault.ts); it is set up anew.
  organizationTable('users', {
    omit: ['totp_secret', 'totp_pending_secret', 'totp_enabled_at', 'totp_last_step'],
  }),
  {
    table: 'user_vessels',
    where: 'user_id IN (SELECT id FROM users WHERE organization_id = $1)',
    orderBy: 'user_id, vessel_id',
  },
  organizationTable('certificates'),
  organizationTable('equipment', { parentColumn: 'parent_id' }),
  organizationTable('maintenance_jobs'),
  organizationTable('work_orders'),
  organizationTable('running_hours_readings'),
  organizationTable('personnel'),
  organizationTable('crew_certificates'),
  organizationTable('trainings'),
  organizationTable('training_records'),
  organizationTable('work_rest_days'),
  organizationTable('rest_hour_signatures'),
  // The bytes of each attachment are a file of the archive (files/<id>), wherever this server keeps them.
  organizationTable('attachments', { omit: ['content'] }),
  organizationTable('logbook_watch_periods'),
  organizationTable('logbook_entries'),
  organizationTable('incidents'),
  // Before the corrective actions, which name the non-conformity they close.
  organizationTable('audits'),
  organizationTable('non_conformities'),
  organizationTable('inspections'),
  organizationTable('inspection_deficiencies'),
  organizationTable('corrective_actions'),
  organizationTable('drills'),
  organizationTable('drill_participants', { orderBy: 'drill_id, crew_member_id' }),
  organizationTable('risk_assessments'),
  {
    table: 'logbook_chain_heads',
    where: OF_ORGANIZATION,
    orderBy: 'vessel_id, logbook_type',
  },
  organizationTable('navigation_positions'),
  organizationTable('passages'),
  organizationTable('port_calls'),
  organizationTable('vessel_tanks'),
  // A correction names the entry it corrects: that one is inserted first.
  organizationTable('oil_record_entries', { parentColumn: 'corrects_id' }),
  organizationTable('emission_records'),
  { table: 'oil_record_chain_heads', where: OF_ORGANIZATION, orderBy: 'vessel_id, part' },
  organizationTable('ballast_record_entries', { parentColumn: 'corrects_id' }),
  { table: 'ballast_record_chain_heads', where: OF_ORGANIZATION, orderBy: 'vessel_id, book' },
  organizationTable('garbage_record_entries', { parentColumn: 'corrects_id' }),
  { table: 'garbage_record_chain_heads', where: OF_ORGANIZATION, orderBy: 'vessel_id, part' },
  // The numbers given so far (WO-2026-0042), so a restored organization's next number follows them.
  { table: 'entity_counters', where: OF_ORGANIZATION, orderBy: 'entity, owner_id, prefix, year' },
  { table: 'notification_reads', where: OF_ORGANIZATION, orderBy: 'user_id, notification_id' },
  // The audit trail keeps its order; its serial ids are the restoring database's own.
  { table: 'audit_log', where: OF_ORGANIZATION, orderBy: 'id', omit: ['id'] },
];

/** Tables of an organization that a backup leaves out, and why. */
export const NOT_BACKED_UP: Readonly<Record<string, string>> = {
  sessions: 'sign-ins of this server; a restored organization signs in anew',
  two_factor_recovery_codes: 'second-factor secrets; set up anew after a restore',
  two_factor_challenges: 'sign-ins under way',
  password_reset_requests: 'links mailed by this server',
  login_attempts: 'sign-in limits of this server',
  sync_changes:
    'the change feed of this server (its transaction ids); after a restore the rows written by it are new lines of the feed',
  sync_row_numbers: 'the numbers this server gave its rows for the sync; a restored row is numbered anew',
  sync_mutations:
    'the answers this server gave to pushes; a push retried after a restore is checked against the restored rows (their versions)',
  backup_schedules: 'automatic backups are this server’s job; a restored organization starts with them off',
};

export const BACKUP_TABLE_NAMES: ReadonlySet<string> = new Set(BACKUP_TABLES.map((entry) => entry.table));

/** Every entity of the registry is backed up (its table is in BACKUP_TABLES). */
export function entityTablesMissing(): string[] {
  return ENTITIES.map((entity) => entity.table).filter((table) => !BACKUP_TABLE_NAMES.has(table));
}
