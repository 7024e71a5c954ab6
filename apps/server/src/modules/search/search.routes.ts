// Global search over every defined entity of the organization.
import type { FastifyInstance } from 'fastify';

export function registerSearchRoutes(_scope: FastifyInstance): void {}
