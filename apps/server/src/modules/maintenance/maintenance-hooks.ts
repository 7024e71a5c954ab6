// What the maintenance module adds to the generic PUT of its entities (crud/entity.routes.ts), through
// hooks of its own rather than changes to the generic code:
// - work orders: the server gives the number (WO-<year>-<nnnn>, per vessel and year) on create and
//   keeps it; the status only moves through the workflow steps (POST /work-orders/:id/<action>);
// - running-hours readings: recorded_by is the writer, and the equipment follows the latest reading.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { mayWriteMaintenance, workOrderEntity } from '@mars/domain';

import { accessibleVessel, findRow } from '../../crud/entity.repository';
import { scopeOf } from '../../crud/scope';
import { AppError, errors } from '../../plugins/errors';
import { followLatestReading } from './running-hours.service';
import { nextWorkOrderNumber } from './work-order-number.repository';

const WORK_ORDER_ROUTE = '/api/v1/work-orders/:id';
const READING_ROUTE = '/api/v1/running-hours-readings/:id';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CREATE_STATUSES = new Set(['pending', 'open']);

function isPut(request: FastifyRequest, url: string): boolean {
  return request.method === 'PUT' && request.routeOptions.url === url && request.auth !== undefined;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

function idOf(request: FastifyRequest): string {
  return String((request.params as { id?: unknown }).id ?? '');
}

export function registerMaintenanceHooks(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (isPut(request, WORK_ORDER_ROUTE)) await prepareWorkOrderWrite(app, request);
    if (isPut(request, READING_ROUTE)) {
      const body = bodyOf(request);
      if (body && body.recorded_by === undefined) body.recorded_by = request.auth!.userId;
    }
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isPut(request, READING_ROUTE) || reply.statusCode >= 300) return payload;
    const equipmentId = (payload as { equipment_id?: unknown } | null)?.equipment_id;
    if (typeof equipmentId === 'string') {
      await followLatestReading(app.db, scopeOf(request.auth), equipmentId, app.clock.now());
    }
    return payload;
  });
}

async function prepareWorkOrderWrite(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const body = bodyOf(request);
  const id = idOf(request);
  if (!body || !UUID_PATTERN.test(id)) return;
  const scope = scopeOf(request.auth);
  const existing = await findRow(app.db, scope, workOrderEntity, id);
  if (existing) {
    body.work_order_number = existing.work_order_number;
    if (body.status !== undefined && body.status !== existing.status) {
      throw new AppError(
        409,
        'invalid_transition',
        'The status of a work order changes only through its workflow steps.',
        { status: existing.status },
      );
    }
    return;
  }
  delete body.work_order_number;
  if (body.status !== undefined && !CREATE_STATUSES.has(String(body.status))) {
    throw errors.validation({ status: ['validation:workOrderCreateStatus'] });
  }
  // The number is taken only for a write that may succeed (a refused one leaves no gap).
  if (!mayWriteMaintenance(scope.role) || typeof body.vessel_id !== 'string') return;
  if (!UUID_PATTERN.test(body.vessel_id) || !(await accessibleVessel(app.db, scope, body.vessel_id))) return;
  body.work_order_number = await nextWorkOrderNumber(app.db, body.vessel_id, app.clock.now());
}
