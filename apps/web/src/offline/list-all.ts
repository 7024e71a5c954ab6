// Every row of a list through an entity client, page after page: what a screen computing its own
// figures on the local database reads (not on the first screen: it loads the domain's constants).
import type { EntityDefinition } from '@mars/domain';
import { MAX_LIST_PAGE_SIZE } from '@mars/domain';

import type { EntityClient } from '../data/entity-client';

type Row = Record<string, unknown>;

/**
 * Every row of a list, page after page: what a screen computing its own figures reads from the local
 * database (a year of a vessel's record book, emissions or positions is a few hundred to a few
 * thousand rows).
 */
export async function listAll(
  client: EntityClient,
  entity: EntityDefinition,
  params: Record<string, string | number | undefined>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await client.list<Row>(entity, {
      ...params,
      limit: MAX_LIST_PAGE_SIZE,
      offset: rows.length,
    });
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}
