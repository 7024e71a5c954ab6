// Every text the generic entity screens read (entity-labels.ts, stat-cards.tsx, workflow-texts.ts)
// exists in English and German for every registered entity: its name, fields, computed columns,
// enum values, stats and workflow actions. A missing one would show the bare key on a screen.
import type { EntityDefinition } from '@mars/domain';
import { ENTITIES } from '@mars/domain';
import { resources } from '@mars/i18n';
import { describe, expect, it } from 'vitest';

import { screenMenuKeys, screenTitleKeys } from './entity-labels';

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

/** The texts of an entity's screen that must exist: the menu label and the heading of each tab. */
function screenTexts(entity: EntityDefinition): { key: string; keys: string[] }[] {
  if (!entity.screen) return [];
  const tabs = Object.values(entity.screen.tabs ?? {}).flatMap((name) =>
    ENTITIES.filter((candidate) => candidate.name === name),
  );
  return [
    { key: `${entity.name} menu`, keys: screenMenuKeys(entity) },
    ...[entity, ...tabs].map((shown) => ({ key: `${shown.name} title`, keys: screenTitleKeys(shown) })),
  ];
}

/** What i18next shows for the first of the keys that exists (`entities:` keys), as `t(keys)` does. */
function firstText(catalogue: unknown, keys: string[]): unknown {
  return keys
    .map((key) => textAt(catalogue, key.replace(/^entities:/, '')))
    .find((text) => text !== undefined);
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

  it.each(['en', 'de'] as const)(
    'the menu label and headings of every entity screen are there in %s',
    (language) => {
      const catalogue = resources[language].entities;
      const texts = ENTITIES.flatMap(screenTexts);
      expect(texts.length).toBeGreaterThan(0);
      const missing = texts.filter(({ keys }) => {
        const text = firstText(catalogue, keys);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing.map(({ key }) => key)).toEqual([]);
    },
  );

  it('the German menu labels and headings of entity screens are German', () => {
    const copies = ENTITIES.flatMap(screenTexts).filter(({ keys }) => {
      const english = firstText(resources.en.entities, keys);
      return (
        typeof english === 'string' &&
        english.length > 12 &&
        english === firstText(resources.de.entities, keys)
      );
    });
    expect(copies.map(({ key }) => key)).toEqual([]);
  });

  it('an entity text of its screen belongs to an entity that has a screen, or is a tab of one', () => {
    const shown = new Set(
      ENTITIES.flatMap((entity) =>
        entity.screen ? [entity.name, ...Object.values(entity.screen.tabs ?? {})] : [],
      ),
    );
    for (const language of ['en', 'de'] as const) {
      const stray = Object.entries(resources[language].entities as Record<string, { screen?: unknown }>)
        .filter(([name, texts]) => texts.screen !== undefined && !shown.has(name))
        .map(([name]) => name);
      expect(stray).toEqual([]);
    }
  });
});
