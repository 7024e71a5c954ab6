// The port arrival notice marked sent (issue 14 'Navigation', spec section 9: 24 hours before
// arrival): on a port call not yet arrived, once - the time and the user, with the row's version and
// audit as a workflow step writes them; a second mark answers the first. A call with its notice sent is
// no longer a task (crud/work-items.ts).
import type { PortArrivalNotice } from '@mars/domain';
import { PORT_ARRIVAL_NOTICE_STATES, portCallEntity } from '@mars/domain';

import { changedFields, writeAudit } from '../../crud/audit';
import { findRow, setRowColumns } from '../../crud/entity.repository';
import type { Scope } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

export async function markArrivalNoticeSent(
  tx: Queryable,
  scope: Scope,
  portCallId: string,
  now: Date,
): Promise<PortArrivalNotice> {
  const existing = await findRow(tx, scope, portCallEntity, portCallId, { forUpdate: true });
  if (!existing) throw errors.notFound();
  if (existing.arrival_notice_sent_at) {
    return {
      port_call_id: portCallId,
      arrival_notice_sent_at: new Date(String(existing.arrival_notice_sent_at)).toISOString(),
      created: false,
    };
  }
  if (!(PORT_ARRIVAL_NOTICE_STATES as readonly string[]).includes(String(existing.status))) {
    throw errors.validation({ status: ['validation:arrivalNoticeAfterArrival'] });
  }
  const values = { arrival_notice_sent_at: now.toISOString(), arrival_notice_sent_by: scope.userId };
  const row = await setRowColumns(tx, scope, portCallEntity, { id: portCallId, values, now });
  if (!row) throw errors.notFound();
  await writeAudit(tx, scope, {
    entity: portCallEntity.name,
    entityId: portCallId,
    action: 'update',
    changedFields: { ...changedFields(existing, values), step: 'arrival_notice' },
    at: now,
  });
  return { port_call_id: portCallId, arrival_notice_sent_at: values.arrival_notice_sent_at, created: true };
}
