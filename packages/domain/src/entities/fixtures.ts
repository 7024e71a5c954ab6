// The fixtures of the registry's contract test, one beside each definition: it creates, updates,
// deletes each on a vessel of the demo organization, and takes every workflow action on it, allowed
// and refused. Add a line here for a new entity (the contract test fails for one without).
import { certificateFixture } from './certificates/certificate.fixtures';
import { crewCertificateFixture } from './crew/crew-certificate.fixtures';
import { crewMemberFixture } from './crew/crew-member.fixtures';
import { trainingRecordFixture } from './crew/training-record.fixtures';
import { trainingFixture } from './crew/training.fixtures';
import type { EntityFixture } from './define-fixture';
import { vesselFixture } from './fleet/vessel.fixtures';
import { logbookEntryFixture } from './logbook/logbook-entry.fixtures';
import { watchPeriodFixture } from './logbook/watch-period.fixtures';
import { equipmentFixture } from './maintenance/equipment.fixtures';
import { maintenanceJobFixture } from './maintenance/maintenance-job.fixtures';
import { runningHoursReadingFixture } from './maintenance/running-hours-reading.fixtures';
import { workOrderFixture } from './maintenance/work-order.fixtures';

export const ENTITY_FIXTURES: readonly EntityFixture[] = [
  vesselFixture,
  certificateFixture,
  crewMemberFixture,
  crewCertificateFixture,
  trainingFixture,
  trainingRecordFixture,
  equipmentFixture,
  maintenanceJobFixture,
  workOrderFixture,
  runningHoursReadingFixture,
  watchPeriodFixture,
  logbookEntryFixture,
];
