// Query keys of every entity from one factory (style.md section 5): invalidating `all` refreshes
// lists, stats and single rows of the entity at once.
import type { EntityDefinition } from '@mars/domain';

export const entityKeys = (entity: Pick<EntityDefinition, 'resource'>) => ({
  all: ['entity', entity.resource] as const,
  list: (query: Record<string, string>) => ['entity', entity.resource, 'list', query] as const,
  stats: (query: Record<string, string>) => ['entity', entity.resource, 'stats', query] as const,
  one: (id: string) => ['entity', entity.resource, 'one', id] as const,
});
