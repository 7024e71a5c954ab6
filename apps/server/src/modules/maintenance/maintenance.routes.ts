// Maintenance: work-order steps, planned jobs that raise work orders, running hours, the calendar and overview.
import type { FastifyInstance } from 'fastify';

export function registerMaintenanceRoutes(_scope: FastifyInstance): void {}
