// The entity API as the generic screens ask it, whatever answers: the server (`remoteEntityClient`)
// or the browser's offline database (offline/local-client.ts). The same calls, the same answers and
// the same errors (ApiError), so a list, a form or a workflow step works on either data source.
import type { EntityDefinition, EntityStats } from '@mars/domain';

import { api, buildQuery } from './api-client';

export type DataSourceId = 'remote' | 'local';

type Row = Record<string, unknown>;
type Params = Record<string, string | number | undefined>;

export type EntityClient = {
  source: DataSourceId;
  /**
   * How its queries treat the browser's offline flag (TanStack Query's networkMode): the server's
   * wait for the network ('online'); the local database's answer without it ('always').
   */
  networkMode: 'online' | 'always';
  list<T = Row>(entity: EntityDefinition, params?: Params): Promise<{ rows: T[]; total: number }>;
  stats(entity: EntityDefinition, params?: Params): Promise<EntityStats>;
  get<T = Row>(entity: EntityDefinition, id: string): Promise<T>;
  upsert<T = Row>(entity: EntityDefinition, id: string, body: Row): Promise<T>;
  remove(entity: EntityDefinition, id: string): Promise<void>;
  step<T = Row>(entity: EntityDefinition, id: string, action: string, body: Row): Promise<T>;
};

export const remoteEntityClient: EntityClient = {
  source: 'remote',
  networkMode: 'online',
  list: (entity, params) => api.list(entity.resource, params),
  stats: (entity, params) => api.request<EntityStats>('GET', `/${entity.resource}/stats${buildQuery(params)}`),
  get: (entity, id) => api.get(entity.resource, id),
  upsert: (entity, id, body) => api.upsert(entity.resource, id, body),
  remove: (entity, id) => api.remove(entity.resource, id),
  step: (entity, id, action, body) => api.step(entity.resource, id, action, body),
};
