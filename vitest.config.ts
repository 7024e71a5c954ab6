import { defineConfig } from 'vitest/config';

// What every project waits for on a machine busy with other work (the end-to-end tests beside them,
// the other core taken): a save and a step in a component, a poll of a sync's state, take longer
// than the tools' defaults (1 s for findBy and expect.poll, 5 s for a test). Waiting is not retrying:
// a wait ends as soon as what is waited for is there.
const BUSY_MACHINE = {
  testTimeout: 30_000,
  expect: { poll: { timeout: 10_000 } },
};

// Three projects at most (style.md section 9): pure code, web components, server against real databases.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...BUSY_MACHINE,
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...BUSY_MACHINE,
          name: 'dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./vitest.dom-setup.ts'],
        },
      },
      {
        test: {
          ...BUSY_MACHINE,
          name: 'int',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Several tests take 10-15 s on a machine running the end-to-end tests beside them (a PDF, a
          // whole fleet's sync, every list): room for twice that, with the other core busy.
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
