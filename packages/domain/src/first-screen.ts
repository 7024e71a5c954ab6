// What the web's first screen takes from the domain (`@mars/domain/first-screen`): the roles, the
// form of a two-factor or recovery code and how long a reset link holds (the sign-in pages), how a
// row is named, the entities' manifest and the notifications' page size, none of which builds a schema. The rest of the domain
// (the definitions with their zod schemas, the rules) loads with the screens that use it.
export * from './api/notification-pages';
export * from './auth/password-reset';
export * from './auth/roles';
export * from './auth/two-factor';
export * from './entities/entity-manifest';
export type { EntityManifestEntry } from './entities/entity-manifest.build';
export * from './entities/entity-screen';
export * from './entities/entity-title';
export type { EntityName } from './entities/registry';

import { ENTITY_MANIFEST } from './entities/entity-manifest';
import type { EntityManifestEntry } from './entities/entity-manifest.build';
import type { EntityName } from './entities/registry';

/** A registered entity's name, resource and screen, without loading its definition. */
export function manifestEntry(name: EntityName): EntityManifestEntry {
  const entry = ENTITY_MANIFEST.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No registered entity is named ${name}`);
  return entry;
}
