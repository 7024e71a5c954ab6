// What the two-factor tests share: enrolling a demo user through the API, signing in with a code.
import type { LightMyRequestResponse } from 'fastify';

import type { TestApp } from '../../test-support';
import { CSRF, login, signedIn } from '../../test-support';
import { totpCodeAt } from './totp';
import { TWO_FACTOR_COOKIE } from '../../sessions/two-factor.constants';

export type Enrolled = { cookie: string; secret: string; recoveryCodes: string[] };

export function post(
  t: TestApp,
  cookie: string,
  url: string,
  payload: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, headers: { ...CSRF, cookie }, payload });
}

/** Signs in, sets up two-factor authentication and confirms it with the current code. */
export async function enrol(t: TestApp, email: string): Promise<Enrolled> {
  const { cookie } = await signedIn(t.app, email);
  const setup = await post(t, cookie, '/api/v1/auth/two-factor/setup');
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await post(t, cookie, '/api/v1/auth/two-factor/confirm', {
    code: totpCodeAt(secret, t.clock.now()),
  });
  if (confirm.statusCode !== 200) throw new Error(`confirmation failed: ${confirm.body}`);
  return { cookie, secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step: answers the pending sign-in's cookie header. */
export async function passwordStep(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  const response = await login(t.app, email, undefined, extra);
  const pending = response.cookies.find((item) => item.name === TWO_FACTOR_COOKIE);
  return { response, cookie: pending ? `${TWO_FACTOR_COOKIE}=${pending.value}` : '' };
}

/** The code step of a pending sign-in. */
export function codeStep(t: TestApp, pendingCookie: string, code: string): Promise<LightMyRequestResponse> {
  return post(t, pendingCookie, '/api/v1/auth/two-factor/verify', { code });
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'mars_session');
  return cookie ? `mars_session=${cookie.value}` : '';
}
