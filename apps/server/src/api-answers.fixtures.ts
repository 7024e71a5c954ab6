// Every GET of the API as a concrete request, for the answer checks (api-responses.int.test.ts):
// the routes come from the OpenAPI document, their path parameters and required queries from the
// demo data, so a route added later is asked too (or fails here when its parameters are unknown).
import { createHash } from 'node:crypto';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { DEMO_USERS } from './demo/seed-demo';
import { signedIn } from './test-support';

type Document = { paths: Record<string, Record<string, unknown>> };

/** The demo users, one per role and one of the other organization. */
export const ANSWER_USERS = DEMO_USERS.map((user) => user.email);

export async function getPaths(app: FastifyInstance): Promise<string[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  return Object.entries(document.paths)
    .filter(([path, operations]) => path.startsWith('/api/') && 'get' in operations)
    .map(([path]) => path)
    .sort();
}

/**
 * The resource whose row an `{id}` names: the segment before it, also below a module's prefix
 * (`/api/v1/navigation/passages/{id}/track` is a passage's).
 */
function resourceBeforeId(path: string): string | undefined {
  return /^\/api\/v1\/(?:[^/]+\/)*?([^/{}]+)\/\{id\}/.exec(path)?.[1];
}

type Known = { vesselId: string; crewMemberId: string; ids: Map<string, string> };

async function firstId(app: FastifyInstance, cookie: string, url: string): Promise<string> {
  const body = (await app.inject({ method: 'GET', url, headers: { cookie } })).json<{
    rows?: { id: string }[];
  }>();
  const id = body.rows?.[0]?.id;
  if (!id) throw new Error(`no row to ask for at ${url}: ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

/** The concrete URLs of one path (a file answer in each of its formats); throws on an unknown parameter. */
function urlsOf(path: string, known: Known): string[] {
  const vessel = `vessel_id=${known.vesselId}`;
  const queries: Record<string, string[]> = {
    '/api/v1/crew/hours': [`?crew_member_id=${known.crewMemberId}&month=2026-11`],
    '/api/v1/logbook/verify': [`?${vessel}`],
    '/api/v1/logbook/summary': [`?${vessel}`],
    '/api/v1/logbook/report': ['pdf', 'csv'].map(
      (format) => `?${vessel}&from=2026-11-01&to=2026-11-22&format=${format}`,
    ),
    '/api/v1/maintenance/calendar': [`?${vessel}&from=2026-11-01&to=2026-12-31`],
    '/api/v1/search': ['?q=a', '?q=nordic'],
    '/api/v1/sync/rows': [
      `?table=ships&ids=${known.vesselId},00000000-0000-4000-8000-000000000000`,
      `?table=ships&ids=${known.vesselId}&v=2`,
    ],
  };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'crewMemberId') return known.crewMemberId;
    if (name === 'month') return '2026-11';
    // No automatic backup is written in a test: a name of the pattern that answers 404.
    if (name === 'name') return 'mars-backup-2026-11-22T08-00-00-000Z-none.tar.gz';
    if (name !== 'id') throw new Error(`unknown parameter ${name} of ${path}`);
    const resource = resourceBeforeId(path);
    const id = resource ? known.ids.get(resource) : undefined;
    if (!id) throw new Error(`no id for ${path}`);
    return id;
  });
  return (queries[path] ?? ['']).map((query) => `${filled}${query}`);
}

/** Every GET URL, with ids of rows the demo company admin sees. */
export async function answerUrls(app: FastifyInstance): Promise<string[]> {
  const { cookie } = await signedIn(app, 'admin@mars.demo');
  const paths = await getPaths(app);
  const ids = new Map<string, string>();
  for (const path of paths) {
    const resource = resourceBeforeId(path);
    if (resource && resource !== 'attachments' && !ids.has(resource)) {
      ids.set(resource, await firstId(app, cookie, `/api/v1/${resource}`));
    }
  }
  // A stored file to download: the demo has none, so the admin uploads one.
  ids.set('attachments', await uploadedAttachment(app, cookie));
  const known: Known = {
    vesselId: await firstId(app, cookie, '/api/v1/vessels'),
    crewMemberId: await firstId(app, cookie, '/api/v1/personnel'),
    ids,
  };
  return paths.flatMap((path) => urlsOf(path, known));
}

async function uploadedAttachment(app: FastifyInstance, cookie: string): Promise<string> {
  const boundary = 'answers';
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="note.txt"',
    'Content-Type: text/plain',
    '',
    'A note for the answer check.',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/attachments',
    headers: {
      cookie,
      'x-requested-with': 'mars',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** An answer as compared: its status, type and JSON body, or the hash of a file's bytes. */
export function answerOf(response: LightMyRequestResponse): unknown {
  const type = String(response.headers['content-type'] ?? '');
  const body = type.startsWith('application/json')
    ? (JSON.parse(response.body || 'null') as unknown)
    : createHash('sha256').update(response.rawPayload).digest('hex');
  return { status: response.statusCode, type, body };
}

export async function signedInAll(app: FastifyInstance): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  for (const email of ANSWER_USERS) cookies.set(email, (await signedIn(app, email)).cookie);
  return cookies;
}
