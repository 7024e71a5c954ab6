import { defineConfig } from 'vitest/config';

// Three projects at most (style.md section 9): pure code, web components, server against real databases.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        test: {
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
