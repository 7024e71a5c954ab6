// What the web's first screen needs of the registry (its menu, its routes, its query keys), taken
// from the definitions: each entity's name, resource and screen, without its fields and schemas.
// scripts/entity-manifest.ts writes it to entity-manifest.ts; entity-manifest.test.ts fails when the
// file no longer matches the definitions.
import type { EntityDefinition } from './define-entity';
import type { EntityScreen } from './entity-screen';

export type EntityManifestEntry = {
  name: string;
  resource: string;
  screen?: EntityScreen;
};

export function entityManifestOf(
  entities: readonly Pick<EntityDefinition, 'name' | 'resource' | 'screen'>[],
): EntityManifestEntry[] {
  return entities.map((entity) => ({
    name: entity.name,
    resource: entity.resource,
    ...(entity.screen ? { screen: entity.screen } : {}),
  }));
}
