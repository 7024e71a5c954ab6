// The fixtures of the registry's contract test: it creates each on a vessel of the demo organization
// and takes every workflow action on it, allowed and refused. Add a line here for a new entity with
// a workflow (the contract test fails for one without).
import type { EntityFixture } from './define-fixture';
import { logbookEntryFixture } from './logbook/logbook-entry.fixtures';
import { workOrderFixture } from './maintenance/work-order.fixtures';

export const ENTITY_FIXTURES: readonly EntityFixture[] = [logbookEntryFixture, workOrderFixture];
