// Every registered entity against its table: the definition's fields are the table's columns, and
// the generic list, stats and export answer for it (style.md section 9, contract tests); each is
// created from its fixture, updated, refused with a stale version and deleted. Every
// declared workflow: each action taken by the roles that may, and refused for the others, a stale
// version, a missing input, a wrong state and a locked row, from the fixtures beside the definitions.
import type { EntityDefinition, Role } from '@mars/domain';
import { ENTITIES, isLockedState, mayWriteEntity, ROLES, transitionOf, writeRefusal } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../test-support';
import { fixtureOf, waysFrom, workflowKit } from './workflow-contract.fixtures';

// Every entity's writes and steps come from a few users within a minute: more than the API's rate
// limit lets through (its own tests are plugins/auth's), so it is raised here.
const NO_RATE_LIMIT = { apiRateLimitPerMinute: 100_000 };

describe.each(TEST_DATABASES)('every entity of the registry (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, NO_RATE_LIMIT);
    ({ cookie } = await signedIn(t.app, 'admin@mars.demo'));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ENTITIES.map((entity) => [entity.name, entity] as const))(
    '%s: its fields are columns of its table, and list, stats and CSV export answer',
    async (_name, entity) => {
      const { rows } = await t.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1`,
        [entity.table],
      );
      const columns = rows.map((row) => row.column_name);
      expect(columns).toEqual(expect.arrayContaining(Object.keys(entity.fields)));
      if (entity.scope === 'vessel') expect(columns).toContain('vessel_id');
      expect(columns).toEqual(expect.arrayContaining(['id', 'organization_id', 'version', 'deleted_at']));

      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
      const list = await get(`/api/v1/${entity.resource}?limit=5`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveProperty('total');
      expect((await get(`/api/v1/${entity.resource}/stats`)).statusCode).toBe(200);
      const csv = await get(`/api/v1/${entity.resource}/export.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
    },
  );
});

describe.each(TEST_DATABASES)('the writes of every entity of the registry (%s)', (kind) => {
  let t: TestApp;
  const kit = workflowKit(() => t);
  beforeAll(async () => {
    t = await createTestApp(kind, NO_RATE_LIMIT);
    await kit.setUp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a fixture beside the definition of every entity', () => {
    for (const entity of ENTITIES) expect(fixtureOf(entity), entity.name).toBeDefined();
  });

  it.each(ENTITIES.map((entity) => [entity.name, entity] as const))(
    '%s: created from its fixture, read back, updated, refused with a stale version, then deleted',
    async (_name, entity) => {
      if (fixtureOf(entity)!.writtenByThePerson) {
        // Only the person the row is about writes it (their own tests write it as that person).
        const refused = await kit.request(
          'PUT',
          `/api/v1/${entity.resource}/${uuidv7()}`,
          'company_admin',
          await kit.body(entity),
        );
        expect(refused.statusCode, refused.body).toBe(403);
        return;
      }
      const { row, body } = await kit.create(entity);
      const url = `/api/v1/${entity.resource}/${row.id}`;
      const read = await kit.request('GET', url, 'company_admin');
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ ...body, id: row.id, version: row.version });

      const update = fixtureOf(entity)!.update;
      const edit = { ...body, ...update };
      const updated = await kit.request('PUT', url, 'company_admin', { ...edit, version: row.version });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ ...edit, id: row.id, version: row.version + 1 });
      // A write of the version read before the edit, which would undo it, is refused.
      const undo = Object.fromEntries(Object.keys(update).map((field) => [field, body[field] ?? null]));
      const stale = await kit.request('PUT', url, 'company_admin', {
        ...body,
        ...undo,
        version: row.version,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({
        code: 'conflict',
        details: { current: { id: row.id, version: row.version + 1 } },
      });

      const refusal = entity.workflow
        ? writeRefusal(entity, { [entity.workflow.field]: entity.workflow.initial }, 'delete')
        : undefined;
      const removal = await kit.request('DELETE', url, 'company_admin');
      if (!mayWriteEntity(entity, 'company_admin', 'delete')) {
        // Rows kept for good (a day of the record of rest hours is corrected, never removed).
        expect(removal.statusCode).toBe(403);
        expect((await kit.request('GET', url, 'company_admin')).statusCode).toBe(200);
        return;
      }
      if (refusal) {
        expect(removal.statusCode).toBe(409);
        expect(removal.json().error.code).toBe(refusal);
        return;
      }
      expect(removal.statusCode).toBe(204);
      expect((await kit.request('GET', url, 'company_admin')).statusCode).toBe(404);
      const again = await kit.request('DELETE', url, 'company_admin');
      expect(again.statusCode).toBe(404);
    },
  );
});

describe.each(TEST_DATABASES)('the workflow of every entity that declares one (%s)', (kind) => {
  let t: TestApp;
  const kit = workflowKit(() => t);
  beforeAll(async () => {
    t = await createTestApp(kind, NO_RATE_LIMIT);
    await kit.setUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const withWorkflow = ENTITIES.filter((entity) => entity.workflow);
  const initialOf = (entity: EntityDefinition) => entity.workflow!.initial;

  it('covers the logbook review and the work-order lifecycle', () => {
    expect(withWorkflow.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(['logbookEntry', 'workOrder']),
    );
  });

  const actions = withWorkflow.flatMap((entity) =>
    Object.keys(entity.workflow!.actions).map((name) => [`${entity.name}.${name}`, entity, name] as const),
  );

  it.each(actions)(
    '%s: taken by a role that may; refused for every other role, a stale version, a missing input and a wrong state',
    async (_label, entity, name) => {
      const workflow = entity.workflow!;
      const action = workflow.actions[name]!;
      const ways = waysFrom(entity, initialOf(entity));
      const from = action.from.find((state) => ways.has(state));
      expect(from, `a state the action leaves from is reachable`).toBeDefined();
      const { row } = await kit.rowIn(entity, from!);
      const input = fixtureOf(entity)!.inputs?.[name] ?? {};
      const take = (role: Role, payload: object) => kit.step(entity, row, name, role, payload);

      for (const role of ROLES.filter((role) => !action.roles.includes(role))) {
        const refused = await take(role, { ...input, version: row.version });
        expect(refused.statusCode, `${role} may not ${name}`).toBe(403);
        expect(refused.json().error.code).toBe(action.refusedCode ?? 'forbidden');
      }
      const stale = await take(action.roles[0]!, {
        ...input,
        version: row.version > 1 ? row.version - 1 : row.version + 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({ code: 'conflict', details: { current: { id: row.id } } });
      const required = Object.entries(action.input ?? {}).filter(([, field]) => field.required);
      if (required.length > 0) {
        const missing = await take(action.roles[0]!, { version: row.version });
        expect(missing.statusCode).toBe(400);
        expect(Object.keys(missing.json().error.details.fields)).toEqual(required.map(([field]) => field));
      }
      const unchanged = await kit.request('GET', `/api/v1/${entity.resource}/${row.id}`, 'company_admin');
      expect(unchanged.json()).toMatchObject({ version: row.version, [workflow.field]: from });

      for (const role of action.roles) {
        // Every role that may is offered the action, and the server lets each take it.
        const fresh = role === action.roles[0] ? row : (await kit.rowIn(entity, from!)).row;
        const taken = await kit.step(entity, fresh, name, role, { ...input, version: fresh.version });
        expect(taken.statusCode, `${role} may ${name}: ${taken.body}`).toBe(200);
        expect(taken.json()).toMatchObject({ [workflow.field]: action.to, version: fresh.version + 1 });
      }

      const wrong = [...ways.keys()].find((state) => !action.from.includes(state));
      if (wrong === undefined) return;
      const { row: elsewhere } = await kit.rowIn(entity, wrong);
      const refused = await kit.step(entity, elsewhere, name, action.roles[0]!, {
        ...input,
        version: elsewhere.version,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'invalid_transition', details: { status: wrong } });
    },
  );

  const guarded = withWorkflow.filter(
    (entity) => entity.workflow!.locked || entity.workflow!.editableIn || entity.workflow!.deletableIn,
  );

  it.each(guarded.map((entity) => [entity.name, entity] as const))(
    '%s: refuses edits, deletion and other steps in the states its workflow locks',
    async (_name, entity) => {
      const workflow = entity.workflow!;
      for (const state of waysFrom(entity, initialOf(entity)).keys()) {
        const stateRow = { [workflow.field]: state };
        const updateRefusal = writeRefusal(entity, stateRow, 'update');
        const deleteRefusal = writeRefusal(entity, stateRow, 'delete');
        if (!updateRefusal && !deleteRefusal) continue;
        const { row, body } = await kit.rowIn(entity, state);
        const url = `/api/v1/${entity.resource}/${row.id}`;
        if (deleteRefusal) {
          const removal = await kit.request('DELETE', url, 'company_admin');
          expect(removal.statusCode).toBe(409);
          expect(removal.json().error).toMatchObject({ code: deleteRefusal, details: { status: state } });
        }
        const edit = await kit.request('PUT', url, 'company_admin', {
          ...body,
          [entity.titleField]: `${String(body[entity.titleField])} (edited)`,
          version: row.version,
        });
        if (updateRefusal) {
          expect(edit.statusCode).toBe(409);
          expect(edit.json().error).toMatchObject({ code: updateRefusal, details: { status: state } });
        } else expect(edit.statusCode).toBe(200);
        if (!isLockedState(entity, state)) continue;
        for (const name of Object.keys(workflow.actions).filter(
          (name) => !transitionOf(entity, state, name),
        )) {
          const step = await kit.step(entity, row, name, workflow.actions[name]!.roles[0]!, {
            ...(fixtureOf(entity)!.inputs?.[name] ?? {}),
            version: row.version,
          });
          expect(step.statusCode, `${name} of a ${state} row`).toBe(409);
          expect(step.json().error.code).toBe('invalid_transition');
        }
        const stored = (await kit.request('GET', url, 'company_admin')).json();
        expect(stored).toMatchObject({ version: row.version, [workflow.field]: state });
      }
    },
  );

  it.each(withWorkflow.map((entity) => [entity.name, entity] as const))(
    "%s: another organization's row, and one on a vessel the user does not serve, answer 404 on every action",
    async (_name, entity) => {
      const workflow = entity.workflow!;
      const { row } = await kit.rowIn(entity, initialOf(entity));
      const outsider = await signedIn(t.app, 'admin@other.demo');
      const onBoard: Role[] = ['ship_admin', 'master', 'officer', 'engineer', 'crew'];
      const tryEvery = async (who: Role | { cookie: string }) => {
        for (const name of Object.keys(workflow.actions)) {
          const input = fixtureOf(entity)!.inputs?.[name] ?? {};
          const response = await kit.step(entity, row, name, who, { ...input, version: row.version });
          expect(response.statusCode, `${name} by ${typeof who === 'string' ? who : 'an outsider'}`).toBe(
            404,
          );
        }
      };
      await tryEvery(outsider);
      await kit.moveToAnotherVessel(entity, row);
      for (const role of onBoard) await tryEvery(role);
      const stored = await kit.request('GET', `/api/v1/${entity.resource}/${row.id}`, 'company_admin');
      expect(stored.json()).toMatchObject({ version: row.version, [workflow.field]: workflow.initial });
    },
  );

  it.each(withWorkflow.map((entity) => [entity.name, entity] as const))(
    '%s: a row starts in its initial state and its state moves only by the actions',
    async (_name, entity) => {
      const workflow = entity.workflow!;
      const ways = waysFrom(entity, initialOf(entity));
      const elsewhere = [...ways.keys()].find(
        (state) => state !== workflow.initial && !workflow.createStates?.includes(state),
      )!;
      const { row, body } = await kit.rowIn(entity, workflow.initial);
      expect(row[workflow.field]).toBe(workflow.initial);
      const named = await kit.request('PUT', `/api/v1/${entity.resource}/${uuidv7()}`, 'company_admin', {
        ...body,
        [workflow.field]: elsewhere,
      });
      const edit = await kit.request('PUT', `/api/v1/${entity.resource}/${row.id}`, 'company_admin', {
        ...body,
        [entity.titleField]: `${String(body[entity.titleField])} (edited)`,
        [workflow.field]: elsewhere,
        version: row.version,
      });
      if (workflow.createStates) {
        // Clients name the state of a new row among createStates, and never change it by an edit.
        expect(named.statusCode).toBe(400);
        expect(named.json().error.details.fields).toEqual({ [workflow.field]: ['validation:createState'] });
        expect(edit.statusCode).toBe(409);
        expect(edit.json().error).toMatchObject({ code: 'invalid_transition' });
      } else {
        // The state is the server's alone: a client's value is ignored.
        expect(named.statusCode).toBe(201);
        expect(named.json()[workflow.field]).toBe(workflow.initial);
        expect(edit.statusCode).toBe(200);
        expect(edit.json()[workflow.field]).toBe(workflow.initial);
      }
    },
  );
});
