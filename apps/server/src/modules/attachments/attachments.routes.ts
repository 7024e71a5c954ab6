// Attachments: files uploaded, checked by content and kept by the server.
import type { FastifyInstance } from 'fastify';

export function registerAttachmentRoutes(_scope: FastifyInstance): void {}
