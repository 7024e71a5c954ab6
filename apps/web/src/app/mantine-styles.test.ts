// Mantine's styles come per component (first-screen-styles.ts, layout/app-styles.ts) rather than as
// one sheet: a component used by a screen whose file is missing draws unstyled (a card without its
// padding). Every Mantine component the app imports that has styles of its own has them imported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const STYLES = join(SRC, '..', '..', '..', 'node_modules', '@mantine', 'core', 'styles');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The components imported (as values) from @mantine/core anywhere in the app. */
function mantineComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s+\{([^}]*)\}\s+from\s+'@mantine\/core'/g,
    )) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

function importedSheets(...files: string[]): Set<string> {
  return new Set(
    files.flatMap((file) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(
        (match) => match[1]!,
      ),
    ),
  );
}

describe("Mantine's styles", () => {
  it('are imported for every component the screens use that has styles of its own', () => {
    const withStyles = new Set(readdirSync(STYLES).map((file) => file.replace(/\.css$/, '')));
    const imported = importedSheets('app/first-screen-styles.ts', 'app/layout/app-styles.ts');
    const used = [...mantineComponents()];
    expect(used).toEqual(expect.arrayContaining(['Card', 'Table', 'Button']));
    expect(used.filter((name) => withStyles.has(name) && !imported.has(name)).sort()).toEqual([]);
  });
});
