import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { resources } from './index';

const root = join(import.meta.dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('translation keys the code answers with', () => {
  it('every validation:… and errors:… key written in the server and domain code has an English text', () => {
    const used = new Set<string>();
    for (const file of [
      ...sourceFiles(join(root, 'apps/server/src')),
      ...sourceFiles(join(root, 'packages/domain/src')),
    ]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(validation|errors):([A-Za-z_.]+)'/g)) {
        used.add(`${match[1]}:${match[2]}`);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((key) => {
      const [namespace, path] = key.split(':') as ['validation' | 'errors', string];
      return typeof lookup(resources.en[namespace], path) !== 'string';
    });
    expect(missing).toEqual([]);
  });
});
