// The one literal list of all entities (style.md section 1). Add a line here for a new entity.
import { certificateEntity, certificateFixture } from './certificates/certificate.entity';
import { crewCertificateEntity, crewCertificateFixture } from './crew/crew-certificate.entity';
import { crewMemberEntity, crewMemberFixture } from './crew/crew-member.entity';
import { trainingRecordEntity, trainingRecordFixture } from './crew/training-record.entity';
import { trainingEntity, trainingFixture } from './crew/training.entity';
import {
  restHourSignatureEntity,
  restHourSignatureFixture,
  workRestDayEntity,
  workRestDayFixture,
} from './crew/work-rest-day.entity';
import type { EntityDefinition } from './define-entity';
import type { EntityFixture } from './define-fixture';
import { vesselEntity, vesselFixture } from './fleet/vessel.entity';
import { logbookEntryEntity, logbookEntryFixture } from './logbook/logbook-entry.entity';
import { watchPeriodEntity, watchPeriodFixture } from './logbook/watch-period.entity';
import { equipmentEntity, equipmentFixture } from './maintenance/equipment.entity';
import { maintenanceJobEntity, maintenanceJobFixture } from './maintenance/maintenance-job.entity';
import {
  runningHoursReadingEntity,
  runningHoursReadingFixture,
} from './maintenance/running-hours-reading.entity';
import { workOrderEntity, workOrderFixture } from './maintenance/work-order.entity';
import { correctiveActionEntity, correctiveActionFixture } from './safety/corrective-action.entity';
import { incidentEntity, incidentFixture } from './safety/incident.entity';
import { drillEntity, drillFixture } from './safety/drill.entity';
import { riskAssessmentEntity, riskAssessmentFixture } from './safety/risk-assessment.entity';
import { inspectionEntity, inspectionFixture } from './safety/inspection.entity';
import {
  inspectionDeficiencyEntity,
  inspectionDeficiencyFixture,
} from './safety/inspection-deficiency.entity';
import { navigationPositionEntity, navigationPositionFixture } from './navigation/navigation-position.entity';
import { passageEntity, passageFixture } from './navigation/passage.entity';
import { portCallEntity, portCallFixture } from './navigation/port-call.entity';
import { auditEntity, auditFixture } from './compliance/audit.entity';
import { nonConformityEntity, nonConformityFixture } from './compliance/non-conformity.entity';
import { vesselTankEntity, vesselTankFixture } from './environmental/vessel-tank.entity';
import { oilRecordEntryEntity, oilRecordEntryFixture } from './environmental/oil-record-entry.entity';
import {
  ballastRecordEntryEntity,
  ballastRecordEntryFixture,
} from './environmental/ballast-record-entry.entity';
import { emissionRecordEntity, emissionRecordFixture } from './environmental/emission-record.entity';
import {
  garbageRecordEntryEntity,
  garbageRecordEntryFixture,
} from './environmental/garbage-record-entry.entity';

const REGISTERED = [
  vesselEntity,
  certificateEntity,
  crewMemberEntity,
  crewCertificateEntity,
  trainingEntity,
  trainingRecordEntity,
  workRestDayEntity,
  restHourSignatureEntity,
  equipmentEntity,
  maintenanceJobEntity,
  workOrderEntity,
  runningHoursReadingEntity,
  watchPeriodEntity,
  logbookEntryEntity,
  incidentEntity,
  correctiveActionEntity,
  drillEntity,
  riskAssessmentEntity,
  inspectionEntity,
  inspectionDeficiencyEntity,
  navigationPositionEntity,
  passageEntity,
  portCallEntity,
  auditEntity,
  nonConformityEntity,
  vesselTankEntity,
  oilRecordEntryEntity,
  ballastRecordEntryEntity,
  emissionRecordEntity,
  garbageRecordEntryEntity,
] as const;

export const ENTITIES: readonly EntityDefinition[] = REGISTERED;

/** The name of a registered entity (the web's map of per-entity screen parts is keyed by it). */
export type EntityName = (typeof REGISTERED)[number]['name'];

/**
 * The registry contract test's row of every entity, declared in its definition's file (beside the
 * definition, so a new entity's files stay five); the contract test fails for an entity without one.
 * Nothing of the web imports them, so they stay out of its bundle (defineFixture has no side effects).
 */
export const ENTITY_FIXTURES: readonly EntityFixture[] = [
  vesselFixture,
  certificateFixture,
  crewMemberFixture,
  crewCertificateFixture,
  trainingFixture,
  trainingRecordFixture,
  workRestDayFixture,
  restHourSignatureFixture,
  equipmentFixture,
  maintenanceJobFixture,
  workOrderFixture,
  runningHoursReadingFixture,
  watchPeriodFixture,
  logbookEntryFixture,
  incidentFixture,
  correctiveActionFixture,
  drillFixture,
  riskAssessmentFixture,
  inspectionFixture,
  inspectionDeficiencyFixture,
  navigationPositionFixture,
  passageFixture,
  portCallFixture,
  auditFixture,
  nonConformityFixture,
  vesselTankFixture,
  oilRecordEntryFixture,
  ballastRecordEntryFixture,
  emissionRecordFixture,
  garbageRecordEntryFixture,
];

export function entityByResource(resource: string): EntityDefinition | undefined {
  return ENTITIES.find((entity) => entity.resource === resource);
}

export function entityByName(name: string): EntityDefinition | undefined {
  return ENTITIES.find((entity) => entity.name === name);
}
