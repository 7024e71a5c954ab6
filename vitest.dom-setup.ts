// Testing Library's findBy and waitFor wait as a user would, not only its default second (see
// vitest.config.ts: a machine busy with other work).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
