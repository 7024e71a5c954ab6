// Demo data for the embedded default (or MARS_DEMO=1): "MARS Demo Shipping" with two ships, three
// certificates and one user per role; "Other Shipping" shows that organizations never see each other.
import { v7 as uuidv7 } from 'uuid';

import type { Role } from '@mars/domain';

import { hashPassword } from '../sessions/password-hash';
import type { Db, Queryable } from '../db/client';
import { seedRecentActivity } from './activity.seed';
import { seedComplianceAudits } from './compliance.seed';
import { seedCrewHistory } from './crew.seed';
import { seedLogbookHistory } from './logbook.seed';
import { seedMaintenanceHistory } from './maintenance.seed';
import { seedSafetyIncidents } from './safety-incidents.seed';
import { seedSafetyInspections } from './safety-inspections.seed';
import { seedSafetyHistory } from './safety.seed';
import { seedNavigationHistory } from './navigation.seed';
import { seedBallastRecordBook } from './ballast-record.seed';
import { seedGarbageRecordBook } from './garbage-record.seed';
import { seedOilRecordBook } from './oil-record.seed';
import { seedEmissions } from './emissions.seed';

/** What the module seeds build on: the demo organization, its ships and users. */
export type DemoContext = {
  organizationId: string;
  /** The demo organization's ships, the first is the one on-board users are assigned to. */
  vesselIds: string[];
  userIdsByEmail: Record<string, string>;
  today: Date;
};

export const DEMO_PASSWORD = 'Mars-Demo-2026!';

export const DEMO_USERS: {
  email: string;
  fullName: string;
  role: Role;
  organization: 'demo' | 'other';
  onBoard: boolean;
}[] = [
  {
    email: 'super@mars.demo',
    fullName: 'Sofia Lindqvist',
    role: 'super_admin',
    organization: 'demo',
    onBoard: false,
  },
  {
    email: 'admin@mars.demo',
    fullName: 'Henrik Sorensen',
    role: 'company_admin',
    organization: 'demo',
    onBoard: false,
  },
  {
    email: 'shipadmin@mars.demo',
    fullName: 'Maria Costa',
    role: 'ship_admin',
    organization: 'demo',
    onBoard: true,
  },
  {
    email: 'master@mars.demo',
    fullName: 'James Hartley',
    role: 'master',
    organization: 'demo',
    onBoard: true,
  },
  {
    email: 'officer@mars.demo',
    fullName: 'Anna Kowalski',
    role: 'officer',
    organization: 'demo',
    onBoard: true,
  },
  {
    email: 'engineer@mars.demo',
    fullName: 'Rajesh Nair',
    role: 'engineer',
    organization: 'demo',
    onBoard: true,
  },
  { email: 'crew@mars.demo', fullName: 'Juan Dela Cruz', role: 'crew', organization: 'demo', onBoard: true },
  {
    email: 'admin@other.demo',
    fullName: 'Olivia Grant',
    role: 'company_admin',
    organization: 'other',
    onBoard: false,
  },
];

// IMO numbers valid by their check digit (MSC.160(78)): 9074729 is the example of the scheme.
export const DEMO_VESSELS = [
  {
    name: 'Nordic Aurora',
    imo: '9074729',
    flag: 'Liberia',
    type: 'bulk_carrier',
    grossTonnage: 43_012,
    deadweight: 81_600,
    // EEXI Technical File: 3.41 g CO2/t·nm with the main engine limited to 6,300 kW (required 3.49).
    attainedEexi: 3.41,
    eplPowerKw: 6_300,
    organization: 'demo',
  },
  {
    name: 'Baltic Pioneer',
    imo: '9321483',
    flag: 'Marshall Islands',
    type: 'container_ship',
    grossTonnage: 54_214,
    deadweight: 65_950,
    // EEXI Technical File: 12.62 g CO2/t·nm without a power limitation (required 13.11).
    attainedEexi: 12.62,
    eplPowerKw: null,
    organization: 'demo',
  },
  {
    name: 'Southern Cross',
    imo: '9398448',
    flag: 'Panama',
    type: 'tanker',
    grossTonnage: 29_733,
    deadweight: 51_218,
    // EEXI Technical File: 4.72 g CO2/t·nm without a power limitation (required 4.90).
    attainedEexi: 4.72,
    eplPowerKw: null,
    organization: 'other',
  },
] as const;

function addDays(today: Date, days: number): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function hasAnyOrganization(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM organizations LIMIT 1')).rows.length > 0;
}

export async function seedDemo(db: Db, today = new Date()): Promise<boolean> {
  if (await hasAnyOrganization(db)) return false;
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    const organizations = { demo: uuidv7(), other: uuidv7() };
    await tx.query(
      `INSERT INTO organizations (id, name) VALUES ($1, 'MARS Demo Shipping'), ($2, 'Other Shipping')`,
      [organizations.demo, organizations.other],
    );
    const vesselIds: string[] = [];
    for (const vessel of DEMO_VESSELS) {
      const id = uuidv7();
      vesselIds.push(id);
      await tx.query(
        `INSERT INTO vessels (id, organization_id, name, imo_number, flag_state, vessel_type, gross_tonnage, deadweight,
           attained_eexi, epl_fitted, epl_power_kw)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          organizations[vessel.organization],
          vessel.name,
          vessel.imo,
          vessel.flag,
          vessel.type,
          vessel.grossTonnage,
          vessel.deadweight,
          vessel.attainedEexi,
          vessel.eplPowerKw !== null,
          vessel.eplPowerKw,
        ],
      );
    }
    const firstShip = vesselIds[0]!;
    const userIdsByEmail: Record<string, string> = {};
    for (const [index, user] of DEMO_USERS.entries()) {
      const id = uuidv7();
      userIdsByEmail[user.email] = id;
      await tx.query(
        `INSERT INTO users (id, organization_id, email, password_hash, full_name, role) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, organizations[user.organization], user.email, hashes[index], user.fullName, user.role],
      );
      if (user.onBoard)
        await tx.query(`INSERT INTO user_vessels (user_id, vessel_id) VALUES ($1, $2)`, [id, firstShip]);
    }
    const certificates = [
      {
        vessel: firstShip,
        type: 'statutory',
        number: 'SMC-LR-2021-0417',
        name: 'Safety Management Certificate',
        issued: -1810,
        expires: 19,
        authority: 'Liberia Maritime Authority',
        station: 'Rotterdam',
      },
      {
        vessel: firstShip,
        type: 'statutory',
        number: 'ILL-LR-2022-1180',
        name: 'International Load Line Certificate',
        issued: -1400,
        expires: 425,
        authority: 'Lloyd’s Register on behalf of Liberia',
        station: 'Singapore',
      },
      {
        vessel: vesselIds[1]!,
        type: 'class',
        number: 'CLS-DNV-2023-5521',
        name: 'Certificate of Class',
        issued: -1050,
        expires: 76,
        authority: 'DNV',
        station: 'Hamburg',
      },
    ];
    for (const certificate of certificates) {
      await tx.query(
        `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
                                   issue_date, expiry_date, issuing_authority, survey_station)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          uuidv7(),
          organizations.demo,
          certificate.vessel,
          certificate.type,
          certificate.number,
          certificate.name,
          addDays(today, certificate.issued),
          addDays(today, certificate.expires),
          certificate.authority,
          certificate.station,
        ],
      );
    }
    const context: DemoContext = {
      organizationId: organizations.demo,
      vesselIds: vesselIds.slice(0, 2),
      userIdsByEmail,
      today,
    };
    await seedMaintenanceHistory(tx, context);
    await seedCrewHistory(tx, context);
    await seedLogbookHistory(tx, context);
    await seedSafetyIncidents(tx, context);
    await seedSafetyInspections(tx, context);
    await seedSafetyHistory(tx, context);
    // After the incidents' corrective actions: the audits' actions take the numbers after theirs.
    await seedComplianceAudits(tx, context);
    await seedNavigationHistory(tx, context);
    await seedOilRecordBook(tx, context);
    await seedBallastRecordBook(tx, context);
    // After the navigation history: the voyages' records link its passages and port calls.
    await seedEmissions(tx, context);
    await seedGarbageRecordBook(tx, context);
    // Last: the audit rows of what the seeds above wrote.
    await seedRecentActivity(tx, context);
  });
  return true;
}
