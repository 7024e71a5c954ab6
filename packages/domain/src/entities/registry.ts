// The one literal list of all entities (style.md section 1). Add a line here for a new entity.
import { certificateEntity } from './certificates/certificate.entity';
import type { EntityDefinition } from './define-entity';

export const ENTITIES: readonly EntityDefinition[] = [certificateEntity];

export function entityByResource(resource: string): EntityDefinition | undefined {
  return ENTITIES.find((entity) => entity.resource === resource);
}
