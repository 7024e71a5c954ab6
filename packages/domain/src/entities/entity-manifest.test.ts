import { describe, expect, it } from 'vitest';

import { ENTITY_MANIFEST } from './entity-manifest';
import { entityManifestOf } from './entity-manifest.build';
import { ENTITIES } from './registry';

describe('the entity manifest', () => {
  it('matches the definitions (else run `npm run generate -w @mars/domain`)', () => {
    expect(ENTITY_MANIFEST).toEqual(entityManifestOf(ENTITIES));
  });

  it('carries no field, schema or rule: only names, resources and screens', () => {
    for (const entry of ENTITY_MANIFEST) {
      expect(Object.keys(entry).filter((key) => !['name', 'resource', 'screen'].includes(key))).toEqual([]);
    }
  });
});
