// The badge colours an entity declares (`tones`) name values its enum has: a misspelt state would
// silently be grey.
import { describe, expect, it } from 'vitest';

import { ENTITIES } from './registry';

describe('the tones of enum values', () => {
  it('name only values of their field, stored or computed', () => {
    const declared: string[] = [];
    for (const entity of ENTITIES) {
      for (const [name, column] of [
        ...Object.entries(entity.fields),
        ...Object.entries(entity.computed ?? {}),
      ]) {
        const tones = 'tones' in column ? (column.tones as Record<string, string> | undefined) : undefined;
        if (!tones) continue;
        const values = 'values' in column ? (column.values as readonly string[]) : [];
        for (const value of Object.keys(tones)) {
          declared.push(`${entity.name}.${name}.${value}`);
          expect(values, `${entity.name}.${name}`).toContain(value);
        }
      }
    }
    expect(declared).toEqual(
      expect.arrayContaining(['workOrder.status.completed', 'certificate.current_status.expired']),
    );
  });
});
