// The dashboard figures and the recent-activity feed of the selected vessel or the fleet.
import type { FastifyInstance } from 'fastify';

export function registerDashboardRoutes(_scope: FastifyInstance): void {}
