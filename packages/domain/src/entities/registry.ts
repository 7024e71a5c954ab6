// The one literal list of all entities (style.md section 1). Add a line here for a new entity.
import { certificateEntity } from './certificates/certificate.entity';
import { crewCertificateEntity } from './crew/crew-certificate.entity';
import { crewMemberEntity } from './crew/crew-member.entity';
import { trainingRecordEntity } from './crew/training-record.entity';
import { trainingEntity } from './crew/training.entity';
import type { EntityDefinition } from './define-entity';
import { vesselEntity } from './fleet/vessel.entity';
import { logbookEntryEntity } from './logbook/logbook-entry.entity';
import { watchPeriodEntity } from './logbook/watch-period.entity';
import { equipmentEntity } from './maintenance/equipment.entity';
import { maintenanceJobEntity } from './maintenance/maintenance-job.entity';
import { runningHoursReadingEntity } from './maintenance/running-hours-reading.entity';
import { workOrderEntity } from './maintenance/work-order.entity';

const REGISTERED = [
  vesselEntity,
  certificateEntity,
  crewMemberEntity,
  crewCertificateEntity,
  trainingEntity,
  trainingRecordEntity,
  equipmentEntity,
  maintenanceJobEntity,
  workOrderEntity,
  runningHoursReadingEntity,
  watchPeriodEntity,
  logbookEntryEntity,
] as const;

export const ENTITIES: readonly EntityDefinition[] = REGISTERED;

/** The name of a registered entity (the web's map of per-entity screen parts is keyed by it). */
export type EntityName = (typeof REGISTERED)[number]['name'];

export function entityByResource(resource: string): EntityDefinition | undefined {
  return ENTITIES.find((entity) => entity.resource === resource);
}
