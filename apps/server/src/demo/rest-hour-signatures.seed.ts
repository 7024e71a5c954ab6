// Demo signatures of the records of hours of rest (MLC 2006 A2.3): the seafarers who sign in have
// signed every month that has ended, all but the rating's last one: it waits among his tasks
// ('Rest hours to sign').
import { v7 as uuidv7 } from 'uuid';

import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

export async function seedRestHourSignatures(
  tx: Queryable,
  context: DemoContext,
  vesselId: string,
  seafarers: readonly { id: string; user: string }[],
  recordedDays: readonly string[],
): Promise<void> {
  const thisMonth = context.today.toISOString().slice(0, 7);
  const months = [...new Set(recordedDays.map((date) => date.slice(0, 7)))].filter((m) => m < thisMonth);
  const signatures = seafarers.flatMap((seafarer) =>
    (seafarer.user === 'crew@mars.demo' ? months.slice(0, -1) : months).map(
      (month) => [seafarer, month] as const,
    ),
  );
  await tx.query(
    `INSERT INTO rest_hour_signatures (id, organization_id, vessel_id, crew_member_id, month, signed_at, signed_by)
     SELECT id, $1, $2, crew_member_id, month, (to_date(month, 'YYYY-MM') + interval '1 month')::timestamptz, signed_by
     FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::uuid[]) AS t(id, crew_member_id, month, signed_by)`,
    [
      context.organizationId,
      vesselId,
      signatures.map(() => uuidv7()),
      signatures.map(([seafarer]) => seafarer.id),
      signatures.map(([, month]) => month),
      signatures.map(([seafarer]) => context.userIdsByEmail[seafarer.user]),
    ],
  );
}
