// The screens of registered entities (issue 10 'Screens'): the registry screen
// (entity-ui/entity-screen.tsx) with each entity's own parts. ENTITY_UIS is the one list of the
// entities that have parts, each from one UI file beside its module, fetched with the screen.
import type { EntityDefinition, EntityName } from '@mars/domain';
import { createElement } from 'react';
import type { ComponentType } from 'react';

import type { EntityUi } from '../entity-ui/entity-screen-parts';

type UiModule = () => Promise<EntityUi>;

/** The entities whose screen has parts of its own (cells, row actions, create defaults, form parts). */
export const ENTITY_UIS: { readonly [Name in EntityName]?: UiModule } = {
  certificate: () => import('../modules/certificates/certificate.ui').then((m) => m.certificateUi),
  crewMember: () => import('../modules/crew/crew-member.ui').then((m) => m.crewMemberUi),
  equipment: () => import('../modules/maintenance/equipment.ui').then((m) => m.equipmentUi),
  incident: () => import('../modules/safety/incident.ui').then((m) => m.incidentUi),
  navigationPosition: () =>
    import('../modules/navigation/navigation-position.ui').then((m) => m.navigationPositionUi),
  passage: () => import('../modules/navigation/passage.ui').then((m) => m.passageUi),
  portCall: () => import('../modules/navigation/port-call.ui').then((m) => m.portCallUi),
  vessel: () => import('../modules/fleet/vessel.ui').then((m) => m.vesselUi),
  oilRecordEntry: () =>
    import('../modules/environmental/oil-record-entry.ui').then((m) => m.oilRecordEntryUi),
  ballastRecordEntry: () =>
    import('../modules/environmental/ballast-record-entry.ui').then((m) => m.ballastRecordEntryUi),
  emissionRecord: () => import('../modules/environmental/emission-record.ui').then((m) => m.emissionRecordUi),
  garbageRecordEntry: () =>
    import('../modules/environmental/garbage-record-entry.ui').then((m) => m.garbageRecordEntryUi),
  drill: () => import('../modules/safety/drill.ui').then((m) => m.drillUi),
  riskAssessment: () => import('../modules/safety/risk-assessment.ui').then((m) => m.riskAssessmentUi),
  audit: () => import('../modules/compliance/audit.ui').then((m) => m.auditUi),
  nonConformity: () => import('../modules/compliance/non-conformity.ui').then((m) => m.nonConformityUi),
  inspection: () => import('../modules/safety/inspection.ui').then((m) => m.inspectionUi),
  inspectionDeficiency: () =>
    import('../modules/safety/inspection-deficiency.ui').then((m) => m.inspectionDeficiencyUi),
};

function uiOf(entity: EntityDefinition): Promise<EntityUi | undefined> {
  const load = (ENTITY_UIS as Partial<Record<string, UiModule>>)[entity.name];
  return load ? load() : Promise.resolve(undefined);
}

/** The entity and those of its screen's tabs, by their name in the URL. */
export function screenEntities(
  entity: EntityDefinition,
  entities: readonly EntityDefinition[],
): { name?: string; entity: EntityDefinition }[] {
  const tabs = Object.entries(entity.screen?.tabs ?? {}).map(([name, entityName]) => {
    const tabEntity = entities.find((candidate) => candidate.name === entityName);
    if (!tabEntity) throw new Error(`The screen of ${entity.name} names an unknown entity ${entityName}`);
    return { name, entity: tabEntity };
  });
  return [{ entity }, ...tabs];
}

/**
 * The page of an entity's screen, its code, the definitions and its parts fetched as chunks of their
 * own: the first screen needs only the registry's manifest (navigation.ts).
 */
export async function loadEntityScreen(name: EntityName): Promise<ComponentType> {
  const { ENTITIES } = await import('@mars/domain');
  const entity = ENTITIES.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`No registered entity is named ${name}`);
  const tabs = screenEntities(entity, ENTITIES);
  const [{ EntityScreen }, ...uis] = await Promise.all([
    import('../entity-ui/entity-screen'),
    ...tabs.map((tab) => uiOf(tab.entity)),
  ]);
  const withParts = tabs.map((tab, index) => ({ ...tab, ui: uis[index] }));
  function RegistryScreen() {
    return createElement(EntityScreen, { tabs: withParts });
  }
  RegistryScreen.displayName = `EntityScreen(${entity.name})`;
  return RegistryScreen;
}
