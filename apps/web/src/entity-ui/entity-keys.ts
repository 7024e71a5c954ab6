// Query keys of every entity from one factory (style.md section 5): invalidating `all` refreshes
// lists, stats and single rows of the entity at once. A list, its stats and a row name their data
// source (remote or local), so what one answered is never shown as the other's.
import type { EntityDefinition } from '@mars/domain';

import type { DataSourceId } from '../data/entity-client';

export const entityKeys = (entity: Pick<EntityDefinition, 'resource'>) => ({
  all: ['entity', entity.resource] as const,
  list: (query: Record<string, string>, source: DataSourceId = 'remote') =>
    ['entity', entity.resource, 'list', source, query] as const,
  stats: (query: Record<string, string>, source: DataSourceId = 'remote') =>
    ['entity', entity.resource, 'stats', source, query] as const,
  one: (id: string, source: DataSourceId = 'remote') =>
    ['entity', entity.resource, 'one', source, id] as const,
});
