import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { resources } from './index';

const localesDir = join(import.meta.dirname, '..', 'locales');

function flatKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      flatKeys(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

/** Keys per file; files of a subfolder (entities/) are named with it. */
function load(language: string, subfolder = ''): Record<string, string[]> {
  const dir = join(localesDir, language, subfolder);
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return Object.entries(load(language, join(subfolder, entry.name)));
      if (!entry.name.endsWith('.json')) return [];
      const name = join(subfolder, entry.name);
      return [[name, flatKeys(JSON.parse(readFileSync(join(dir, entry.name), 'utf8'))).sort()]];
    }),
  );
}

describe('translations', () => {
  it('German has exactly the keys English has, in every namespace', () => {
    expect(load('de')).toEqual(load('en'));
  });

  it('every namespace file on disk is loaded into the shared resources', () => {
    const files = [
      ...new Set(Object.keys(load('en')).map((file) => file.replace(/\/.*$/, '').replace(/\.json$/, ''))),
    ];
    expect(Object.keys(resources.en).sort()).toEqual(files.sort());
    expect(Object.keys(resources.de).sort()).toEqual(files.sort());
  });

  it('no German text is left empty', () => {
    const empty = Object.entries(resources.de).flatMap(([ns, tree]) =>
      flatKeys(tree)
        .filter((key) => {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          return typeof text === 'string' && !text.trim();
        })
        .map((key) => `${ns}:${key}`),
    );
    expect(empty).toEqual([]);
  });
});
