// Every text the generic entity screens read (entity-labels.ts, stat-cards.tsx, workflow-texts.ts)
// exists in English and German for every registered entity: its name, fields, computed columns,
// enum values, stats and workflow actions. A missing one would show the bare key on a screen.
import type { EntityDefinition } from '@mars/domain';
import { ENTITIES } from '@mars/domain';
import { resources } from '@mars/i18n';
import { describe, expect, it } from 'vitest';

/** The keys (below `entities:`) the generic screens look up for one entity. */
function labelKeys(entity: EntityDefinition): string[] {
  const at = (...parts: string[]) => [entity.name, ...parts].join('.');
  const keys = [at('name_one'), at('name_other')];
  const columns = { ...entity.fields, ...entity.computed };
  for (const [field, definition] of Object.entries(columns)) {
    // The vessel column is named by entityUi:vessel for every entity (fieldLabel).
    if (field !== 'vessel_id') keys.push(at('fields', field));
    for (const value of definition.values ?? []) keys.push(at('enums', field, value));
  }
  for (const stat of entity.stats ?? []) keys.push(at('stats', stat.key));
  for (const [action, step] of Object.entries(entity.workflow?.actions ?? {})) {
    const parts = ['label', 'done', 'failed', ...(step.input ? ['title'] : [])];
    for (const part of parts) keys.push(at('actions', action, part));
  }
  return keys;
}

function textAt(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

describe('entity labels', () => {
  it.each(['en', 'de'] as const)('every registered entity has all its texts in %s', (language) => {
    const catalogue = resources[language].entities;
    const missing = ENTITIES.flatMap(labelKeys).filter((key) => {
      const text = textAt(catalogue, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('the German texts are German, not copies of the English ones', () => {
    const copies = ENTITIES.flatMap(labelKeys).filter((key) => {
      const english = textAt(resources.en.entities, key);
      // Words both languages write alike (a unit, an abbreviation, a name) are short.
      return (
        typeof english === 'string' && english.length > 12 && english === textAt(resources.de.entities, key)
      );
    });
    expect(copies).toEqual([]);
  });
});
