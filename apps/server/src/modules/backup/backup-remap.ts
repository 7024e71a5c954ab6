// A restore is a copy: every row of the archive gets a new id, and every place that names one (a
// reference column, an audit entry's entity id, a notification id, ids inside JSON) names the new one.
// So the same archive can be restored twice beside its own organization and never touches a row of it.
import { createHash } from 'node:crypto';

import type { HashChainDefinition } from '@mars/domain';
import {
  BALLAST_RECORD_CHAIN,
  GARBAGE_RECORD_CHAIN,
  LOGBOOK_CHAIN,
  OIL_RECORD_CHAIN,
  verifyHashChain,
} from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import type { ReadArchive } from './backup-reader';
import { backupErrors } from './backup.errors';

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export type Row = Record<string, unknown>;

export function sha256Hex(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

function parseRows(lines: readonly string[]): Row[] {
  return lines.map((line) => {
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw backupErrors.invalidArchive();
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row)) throw backupErrors.invalidArchive();
    return row as Row;
  });
}

/** Old id -> new id for the organization and every row that has an id of its own. */
export function newIdsFor(archive: ReadArchive): Map<string, string> {
  const ids = new Map<string, string>();
  for (const lines of archive.tables.values()) {
    for (const row of parseRows(lines)) {
      if (typeof row.id === 'string' && /^[0-9a-f-]{36}$/i.test(row.id))
        ids.set(row.id.toLowerCase(), uuidv7());
    }
  }
  return ids;
}

/** Columns that reference a row (the database checks they exist; the restore, that it is the copy's own). */
const REFERENCE_COLUMNS = [
  'organization_id',
  'vessel_id',
  'user_id',
  'equipment_id',
  'maintenance_job_id',
  'crew_member_id',
  'drill_id',
  'training_id',
  'watch_period_id',
  'parent_id',
  'uploaded_by',
  'tank_from_id',
  'tank_to_id',
  'corrects_id',
] as const;

/** Refuses rows that reference anything outside the archive (another organization's vessel, say). */
export function checkReferencesInside(rows: readonly Row[], newIds: ReadonlySet<string>): void {
  for (const row of rows) {
    for (const column of REFERENCE_COLUMNS) {
      const value = row[column];
      if (value !== null && value !== undefined && !newIds.has(String(value)))
        throw backupErrors.invalidArchive();
    }
  }
}

/** The table's rows with every id of the archive replaced by its new one. */
export function remappedRows(lines: readonly string[], ids: Map<string, string>): Row[] {
  return parseRows(lines.map((line) => line.replace(UUID_IN_TEXT, (id) => ids.get(id.toLowerCase()) ?? id)));
}

/** The hash chains of sealed records a restore checks and seals again: the logbook's and the record books'. */
export const HASH_CHAINS: readonly HashChainDefinition[] = [
  LOGBOOK_CHAIN,
  OIL_RECORD_CHAIN,
  BALLAST_RECORD_CHAIN,
  GARBAGE_RECORD_CHAIN,
];

/**
 * The archive's hash chains are checked before the ids change: an archive whose sealed rows do not
 * match their hashes is refused, so that re-sealing the copy never launders an altered row.
 */
export function checkArchiveChains(archive: ReadArchive): void {
  for (const definition of HASH_CHAINS) {
    const rows = parseRows(archive.tables.get(definition.table) ?? []).filter(
      (row) => row.chain_position !== null && row.chain_position !== undefined && !row.deleted_at,
    );
    const heads = parseRows(archive.tables.get(definition.headsTable) ?? []);
    for (const chain of groupChains(rows, definition).values()) {
      const first = chain[0]!;
      const group = definition.groupColumn;
      const head = heads.find((row) => row.vessel_id === first.vessel_id && row[group] === first[group]);
      const result = verifyHashChain(
        chain,
        sha256Hex,
        head
          ? { lastPosition: Number(head.last_position), lastHash: (head.last_hash as string) || null }
          : undefined,
        definition,
      );
      if (!result.ok) throw backupErrors.chainBroken();
    }
  }
}

export function groupChains(
  rows: readonly Row[],
  definition: HashChainDefinition = LOGBOOK_CHAIN,
): Map<string, Row[]> {
  const chains = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${String(row.vessel_id)}/${String(row[definition.groupColumn])}`;
    chains.set(key, [...(chains.get(key) ?? []), row]);
  }
  for (const chain of chains.values())
    chain.sort((a, b) => Number(a.chain_position) - Number(b.chain_position));
  return chains;
}

/** The hashes of a chain of the copy, sealed again over the new ids in the same order. */
export function resealChain(
  chain: readonly Row[],
  definition: HashChainDefinition = LOGBOOK_CHAIN,
): { id: string; previousHash: string | null; contentHash: string }[] {
  let previousHash: string | null = null;
  return chain.map((row) => {
    const contentHash = sha256Hex(definition.content({ ...row, previous_hash: previousHash }));
    const link = { id: String(row.id), previousHash, contentHash };
    previousHash = contentHash;
    return link;
  });
}

/** Rows of a table that names its own rows (equipment's parent), parents first. */
export function parentsFirst(rows: readonly Row[], parentColumn: string): Row[] {
  const ordered: Row[] = [];
  const placed = new Set<unknown>();
  let pending = [...rows];
  while (pending.length > 0) {
    const ready = pending.filter((row) => row[parentColumn] == null || placed.has(row[parentColumn]));
    // A parent outside the archive (or a cycle): the insert fails on the reference and is refused.
    const next = ready.length > 0 ? ready : pending;
    for (const row of next) {
      ordered.push(row);
      placed.add(row.id);
    }
    pending = pending.filter((row) => !next.includes(row));
  }
  return ordered;
}

/** An email that is free on this server for a restored user whose address is taken. */
export function restoredEmail(email: string, organizationId: string): string {
  const at = email.lastIndexOf('@');
  const tag = `restored-${organizationId.replace(/-/g, '').slice(-8)}`;
  return at > 0 ? `${email.slice(0, at)}+${tag}${email.slice(at)}` : `${email}+${tag}`;
}
