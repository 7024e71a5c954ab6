// The snapshot files the server keeps for a while (issue 12; docs/sync.md, 'A file carried on
// board'): a built file is written under the data directory, named by the SHA-256 of its bytes (its
// ETag), beside a small entry that says whose file it is (organization, user, role, vessels), when
// it was made and at which cursor. A cut download is resumed from these bytes; a file is kept 24
// hours, and each organization keeps at most 50 files and 1 GiB: the oldest go first. Writes and
// the clean-up of one organization's folder run one at a time in this process.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { SYNC_MAX_VESSELS } from '@mars/domain';
import { z } from 'zod';

/** How long a built file is answered again (and a cut download can be resumed). */
export const SNAPSHOT_KEEP_MS = 24 * 60 * 60_000;
/** Files one organization keeps at most; past it the oldest are removed. */
export const SNAPSHOT_FILES_PER_ORGANIZATION = 50;
/** Bytes of one organization's kept files at most (the newest file is kept whatever its size). */
export const SNAPSHOT_BYTES_PER_ORGANIZATION = 1024 ** 3;

const keptSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().min(0),
  userId: z.string().max(64),
  role: z.string().max(64),
  vessels: z.array(z.string().max(64)).min(1).max(SYNC_MAX_VESSELS),
  cursor: z.string().max(200),
  createdAt: z.string().max(40),
  fileName: z.string().max(255),
});

/** A kept file: the entry beside its bytes. */
export type KeptSnapshot = z.infer<typeof keptSchema>;

/** Where one organization's files are: `<dataDir>/sync-snapshots/<organization>`. */
export type SnapshotFolder = { dataDir: string; organizationId: string };

/** Whose file it is: the same user, role and vessels name the same entry. */
export type SnapshotOwner = { userId: string; role: string; vessels: readonly string[] };

const folderOf = (folder: SnapshotFolder) => join(folder.dataDir, 'sync-snapshots', folder.organizationId);
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const entryName = (owner: SnapshotOwner) =>
  `${sha256(JSON.stringify([owner.userId, owner.role, [...owner.vessels].sort()]))}.json`;
const fileNameOf = (hash: string) => `${hash}.marssync.gz`;

/** The path of a kept file's bytes. */
export function keptFilePath(folder: SnapshotFolder, kept: KeptSnapshot): string {
  return join(folderOf(folder), fileNameOf(kept.hash));
}

const isExpired = (kept: KeptSnapshot, now: Date) =>
  !(now.getTime() - Date.parse(kept.createdAt) < SNAPSHOT_KEEP_MS);

async function readEntry(path: string): Promise<KeptSnapshot | undefined> {
  try {
    const parsed = keptSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The owner's kept file, if one is within its keeping time and whole on disk. */
export async function findKept(
  folder: SnapshotFolder,
  owner: SnapshotOwner,
  now: Date,
): Promise<KeptSnapshot | undefined> {
  const kept = await readEntry(join(folderOf(folder), entryName(owner)));
  if (!kept || isExpired(kept, now)) return undefined;
  const size = await stat(keptFilePath(folder, kept)).then(
    (found) => found.size,
    () => undefined,
  );
  return size === kept.size ? kept : undefined;
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` after the folder's earlier work (writes and clean-ups do not interleave). */
function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

async function writeWhole(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** Keeps the owner's new file (replacing their earlier one), then cleans up the folder. */
export async function keepSnapshot(
  folder: SnapshotFolder,
  owner: SnapshotOwner,
  bytes: Uint8Array,
  about: { cursor: string; createdAt: string; fileName: string },
  now: Date,
): Promise<KeptSnapshot> {
  const dir = folderOf(folder);
  const kept: KeptSnapshot = {
    hash: sha256(bytes),
    size: bytes.byteLength,
    userId: owner.userId,
    role: owner.role,
    vessels: [...owner.vessels],
    ...about,
  };
  return inTurn(dir, async () => {
    await mkdir(dir, { recursive: true });
    await writeWhole(join(dir, fileNameOf(kept.hash)), bytes);
    await writeWhole(join(dir, entryName(owner)), JSON.stringify(kept));
    await cleanUp(dir, now);
    return kept;
  });
}

/**
 * Removes the expired entries, then the oldest past the organization's bounds (count and bytes;
 * the newest always stays), then the files no entry names and leftovers of cut writes.
 */
async function cleanUp(dir: string, now: Date): Promise<void> {
  const names = await readdir(dir);
  const entries: { name: string; kept: KeptSnapshot | undefined }[] = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => ({ name, kept: await readEntry(join(dir, name)) })),
  );
  const live = entries
    .filter(
      (entry): entry is { name: string; kept: KeptSnapshot } => !!entry.kept && !isExpired(entry.kept, now),
    )
    .sort((a, b) => Date.parse(b.kept.createdAt) - Date.parse(a.kept.createdAt));
  const staying = new Set<string>();
  const named = new Set<string>();
  let bytes = 0;
  for (const [index, entry] of live.entries()) {
    const counted = named.has(entry.kept.hash) ? 0 : entry.kept.size;
    const fits =
      index === 0 ||
      (staying.size < SNAPSHOT_FILES_PER_ORGANIZATION && bytes + counted <= SNAPSHOT_BYTES_PER_ORGANIZATION);
    if (!fits) continue;
    staying.add(entry.name);
    named.add(entry.kept.hash);
    bytes += counted;
  }
  const gone = names.filter((name) =>
    name.endsWith('.json') ? !staying.has(name) : !named.has(name.slice(0, 64)) || !name.endsWith('.gz'),
  );
  await Promise.all(gone.map((name) => rm(join(dir, name), { force: true })));
}
