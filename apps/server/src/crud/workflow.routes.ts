// POST /api/v1/<resource>/<id>/<action>: the workflow steps of every entity that declares a workflow
// (design.md section 6), registered from the registry beside its other routes (entity.routes.ts).
import type { EntityDefinition, WorkflowInput } from '@mars/domain';
import { entityRowSchema, fieldSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireAuth } from '../plugins/auth';
import { errorResponseSchema, errors } from '../plugins/errors';
import type { EntityWriteHooks } from './entity-hooks';
import { scopeOf } from './scope';
import { runWorkflowStep } from './workflow.service';

const UUID = z.uuid();

/** The body: the version read, and the inputs of all actions (each action checks its own). */
function stepBodySchema(entity: EntityDefinition) {
  const inputs = new Map<string, WorkflowInput>();
  const shape: Record<string, z.ZodType> = {};
  for (const action of Object.values(entity.workflow?.actions ?? {})) {
    for (const [name, input] of Object.entries(action.input ?? {})) {
      // Two actions asking for one name in different kinds: the actions check it, the route does not.
      const earlier = inputs.get(name);
      shape[name] =
        earlier && earlier.kind !== input.kind ? z.unknown() : fieldSchema({ ...input, required: false });
      inputs.set(name, input);
    }
  }
  return z.object({ version: z.number().int().positive().optional(), ...shape }).nullish();
}

export function registerWorkflowRoutes(
  scope: FastifyInstance,
  entity: EntityDefinition,
  hooks: EntityWriteHooks = {},
): void {
  const workflow = entity.workflow;
  if (!workflow) return;
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const actions = Object.entries(workflow.actions);
  routes.post(
    `/api/v1/${entity.resource}/:id/:action`,
    {
      schema: {
        tags: [entity.resource],
        summary: `A workflow step of one of ${entity.resource}: ${actions.map(([name]) => name).join(', ')}`,
        description: actions
          .map(
            ([name, action]) =>
              `${name}: ${action.from.join(' or ')} -> ${action.to}, by ${action.roles.join(', ')}` +
              (action.input ? ` (input: ${Object.keys(action.input).join(', ')})` : ''),
          )
          .join('; '),
        params: z.object({
          id: z.string(),
          action: z.enum(actions.map(([name]) => name) as [string, ...string[]]),
        }),
        body: stepBodySchema(entity),
        response: {
          // The stepped row as stored: its new version and state, and its other columns.
          200: entityRowSchema(entity, { stored: true }),
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      if (!UUID.safeParse(id).success) throw errors.notFound();
      const { version, ...input } = request.body ?? {};
      return runWorkflowStep(
        scope.db,
        scopeOf(requireAuth(request)),
        entity,
        { id, action, version, input, now: scope.clock.now() },
        hooks,
      );
    },
  );
}
