// Crew: working and rest hours (MLC 2006) and the monthly record sheet.
import type { FastifyInstance } from 'fastify';

export function registerCrewRoutes(_scope: FastifyInstance): void {}
