// The Master's page certification on the local database: the pages computed from the rows held here as
// the server computes them (a part's entries of one UTC month, with the digest of the signed entries),
// and 'Certify page' taking each signed entry's certify step in the order of the book with the version
// shown, refused when the page changed since it was shown (an entry swapped for another, same count).
import type { EntityDefinition } from '@mars/domain';
import { evaluateList, garbageRecordEntryEntity, readListQuery } from '@mars/domain';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../../data/api-client';
import type { EntityClient } from '../../data/entity-client';
import { certifyLocalPage, localRecordBookPages } from './record-book-local-pages';

type Row = Record<string, unknown>;
const VESSEL = '0193a9a4-0000-7000-8000-000000000001';
const id = (n: number) => `0193a9a4-0000-7000-8000-${String(n).padStart(12, '0')}`;

function entry(n: number, occurredAt: string, status: string, values: Row = {}): Row {
  return {
    id: id(n),
    vessel_id: VESSEL,
    entry_number: `GRBI-2024-${String(n).padStart(4, '0')}`,
    part: 'I',
    occurred_at: occurredAt,
    category: 'C',
    method: 'reception_facility',
    status,
    version: 3,
    created_at: '2024-01-01T00:00:00.000Z',
    deleted_at: null,
    ...values,
  };
}

/** An entity client over rows in memory, listing as the local database does; steps are recorded. */
function memoryClient(rows: Row[]): EntityClient & { steps: [string, string, Row][] } {
  const steps: [string, string, Row][] = [];
  const list = async (entity: EntityDefinition, params: Record<string, unknown> = {}) => {
    const read = readListQuery(entity, params, '2024-12-31');
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    return evaluateList(entity, rows, read.query);
  };
  const unused = () => Promise.reject(new Error('not used'));
  return {
    source: 'local',
    networkMode: 'always',
    steps,
    list: list as EntityClient['list'],
    stats: unused,
    get: unused,
    upsert: unused,
    remove: unused,
    step: async (_entity, rowId, action, body) => {
      steps.push([rowId, action, body]);
      const row = rows.find((candidate) => candidate.id === rowId)!;
      row.status = 'certified';
      return row as never;
    },
  };
}

const BOOK = garbageRecordEntryEntity;

describe('record book pages on the local database', () => {
  it('computes the pages with signed entries from the rows held here, oldest first', async () => {
    const client = memoryClient([
      entry(1, '2024-03-20T10:00:00.000Z', 'signed'),
      entry(2, '2024-03-05T10:00:00.000Z', 'signed'),
      entry(3, '2024-03-25T10:00:00.000Z', 'completed'),
      entry(4, '2024-02-10T10:00:00.000Z', 'certified'),
      entry(5, '2024-04-02T10:00:00.000Z', 'certified'),
      entry(6, '2024-04-03T10:00:00.000Z', 'signed', { part: 'II', category: 'J' }),
    ]);
    const pages = await localRecordBookPages(client, BOOK, VESSEL);
    expect(
      pages.map(({ signedRows, ...page }) => ({ ...page, signed_ids: signedRows.map((r) => r.id) })),
    ).toEqual([
      {
        part: 'I',
        month: '2024-03',
        entries: 3,
        unsigned: 1,
        signed: 2,
        certified: 0,
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
        signed_ids: [id(2), id(1)],
      },
      {
        part: 'II',
        month: '2024-04',
        entries: 1,
        unsigned: 0,
        signed: 1,
        certified: 0,
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
        signed_ids: [id(6)],
      },
    ]);
  });

  it('certifies each signed entry of the page in the order of the book with the version shown', async () => {
    const client = memoryClient([
      entry(1, '2024-03-20T10:00:00.000Z', 'signed', { version: 4 }),
      entry(2, '2024-03-05T10:00:00.000Z', 'signed'),
      entry(3, '2024-03-25T10:00:00.000Z', 'completed'),
    ]);
    const [page] = await localRecordBookPages(client, BOOK, VESSEL);
    const certified = await certifyLocalPage(client, BOOK, VESSEL, page!);
    expect(certified.entry_numbers).toEqual(['GRBI-2024-0002', 'GRBI-2024-0001']);
    expect(client.steps).toEqual([
      [id(2), 'certify', { version: 3 }],
      [id(1), 'certify', { version: 4 }],
    ]);
    expect(await localRecordBookPages(client, BOOK, VESSEL)).toEqual([]);
  });

  it('refuses a page whose signed entry was swapped for another since it was shown', async () => {
    const rows = [
      entry(1, '2024-05-03T10:00:00.000Z', 'signed'),
      entry(2, '2024-05-17T10:00:00.000Z', 'completed'),
    ];
    const client = memoryClient(rows);
    const [shown] = await localRecordBookPages(client, BOOK, VESSEL);
    // Meanwhile (a pull): the shown entry certified, the other signed - still one signed entry.
    rows[0]!.status = 'certified';
    rows[1]!.status = 'signed';
    const [now] = await localRecordBookPages(client, BOOK, VESSEL);
    expect(now!.signed).toBe(shown!.signed);
    const refused = await certifyLocalPage(client, BOOK, VESSEL, shown!).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('record_book_page_changed');
    expect(client.steps).toEqual([]);
  });
});
