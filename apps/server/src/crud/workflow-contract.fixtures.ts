// What the registry's contract test needs to take the workflow actions of any entity: a signed-in
// user of each role, a row made from the entity's fixture (packages/domain <entity>.fixtures.ts) on a
// vessel with its references filled from the database, and the way through the workflow to a state.
import type { EntityDefinition, EntityFixture, Role } from '@mars/domain';
import { ENTITIES, ENTITY_FIXTURES, ROLES, transitionOf } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';

import type { TestApp } from '../test-support';
import { CSRF, signedIn } from '../test-support';

export type Row = Record<string, unknown> & { id: string; version: number };
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
/** A demo user of the vessel by role, or anyone signed in by their cookie. */
type Who = Role | { cookie: string };

export function fixtureOf(entity: EntityDefinition): EntityFixture | undefined {
  return ENTITY_FIXTURES.find((fixture) => fixture.entity === entity.name);
}

/** The shortest ways (the actions in order) from `from` to every state the actions reach. */
export function waysFrom(entity: EntityDefinition, from: string): Map<string, string[]> {
  const actions = Object.keys(entity.workflow?.actions ?? {});
  const ways = new Map<string, string[]>([[from, []]]);
  for (const [state, way] of ways) {
    for (const action of actions) {
      const next = transitionOf(entity, state, action);
      if (next && !ways.has(next)) ways.set(next, [...way, action]);
    }
  }
  return ways;
}

/** The demo organization on one of its vessels, with a user of every role. */
export function workflowKit(t: () => TestApp) {
  const cookies = new Map<Role, string>();
  let vesselId = '';
  let organizationId = '';

  async function setUp(): Promise<void> {
    const { rows } = await t().db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Nordic Aurora'`,
    );
    vesselId = rows[0]!.id;
    organizationId = rows[0]!.organization_id;
    for (const role of ROLES) {
      // Someone of the role who works on the vessel (or, for the organization's admins, on all).
      const { rows: users } = await t().db.query<{ email: string }>(
        `SELECT u.email FROM users u
         WHERE u.organization_id = $1 AND u.role = $2 AND u.status = 'active'
           AND (u.role IN ('super_admin', 'company_admin')
                OR EXISTS (SELECT 1 FROM user_vessels uv WHERE uv.user_id = u.id AND uv.vessel_id = $3))
         ORDER BY u.email LIMIT 1`,
        [organizationId, role, vesselId],
      );
      expect(users[0], `a demo user of the role ${role} on the vessel`).toBeDefined();
      cookies.set(role, (await signedIn(t().app, users[0]!.email)).cookie);
    }
  }

  const request = (method: Method, url: string, who: Who, payload?: unknown) => {
    const cookie = typeof who === 'string' ? cookies.get(who)! : who.cookie;
    return t().app.inject({
      method,
      url,
      headers: method === 'GET' ? { cookie } : { cookie, ...CSRF },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  };

  /** A live row of the referenced entity on the vessel, or a user on board. */
  async function referenceId(target: string): Promise<string> {
    const referenced = ENTITIES.find((entity) => entity.name === target);
    const { rows } =
      target === 'user'
        ? await t().db.query<{ id: string }>(
            `SELECT u.id FROM users u JOIN user_vessels uv ON uv.user_id = u.id
             WHERE uv.vessel_id = $1 AND u.status = 'active' ORDER BY u.email LIMIT 1`,
            [vesselId],
          )
        : await t().db.query<{ id: string }>(
            `SELECT id FROM ${referenced!.table} WHERE organization_id = $1 AND deleted_at IS NULL
             ${referenced!.scope === 'vessel' ? 'AND vessel_id = $2' : 'AND $2::uuid IS NOT NULL'}
             ORDER BY id LIMIT 1`,
            [organizationId, vesselId],
          );
    expect(rows[0], `a ${target} to refer to`).toBeDefined();
    return rows[0]!.id;
  }

  /** The fixture's row as a client writes it: on the vessel, its required references filled. */
  async function body(entity: EntityDefinition): Promise<Record<string, unknown>> {
    const values: Record<string, unknown> = { ...fixtureOf(entity)!.row };
    if (entity.scope === 'vessel') values.vessel_id = vesselId;
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.kind === 'reference' && field.required && values[name] === undefined) {
        values[name] = await referenceId(field.references!);
      }
    }
    return values;
  }

  /** Creates a row as an organization admin (who writes every operational record). */
  async function create(entity: EntityDefinition): Promise<{ row: Row; body: Record<string, unknown> }> {
    const values = await body(entity);
    const response = await request('PUT', `/api/v1/${entity.resource}/${uuidv7()}`, 'company_admin', values);
    expect(response.statusCode, response.body).toBe(201);
    return { row: response.json(), body: values };
  }

  const step = (entity: EntityDefinition, row: Row, action: string, who: Who, payload: object = {}) =>
    request('POST', `/api/v1/${entity.resource}/${row.id}/${action}`, who, payload);

  /** Moves a row to another vessel of the organization, behind the application's back. */
  async function moveToAnotherVessel(entity: EntityDefinition, row: Row): Promise<void> {
    await t().db.query(
      `UPDATE ${entity.table} SET vessel_id =
         (SELECT id FROM vessels WHERE organization_id = $2 AND id <> $3 ORDER BY name LIMIT 1)
       WHERE id = $1`,
      [row.id, organizationId, vesselId],
    );
  }

  /** Takes the row the shortest way to `state`, each step by the first role that may take it. */
  async function reach(entity: EntityDefinition, start: Row, state: string): Promise<Row> {
    const workflow = entity.workflow!;
    const way = waysFrom(entity, String(start[workflow.field])).get(state);
    expect(way, `a way to ${state}`).toBeDefined();
    let row = start;
    for (const action of way!) {
      const input = fixtureOf(entity)!.inputs?.[action] ?? {};
      const response = await step(entity, row, action, workflow.actions[action]!.roles[0]!, {
        ...input,
        version: row.version,
      });
      expect(response.statusCode, response.body).toBe(200);
      row = response.json();
    }
    return row;
  }

  /** A fresh row in `state`. */
  async function rowIn(entity: EntityDefinition, state: string) {
    const { row, body: values } = await create(entity);
    return { row: await reach(entity, row, state), body: values };
  }

  return { setUp, request, body, create, step, rowIn, reach, moveToAnotherVessel };
}
