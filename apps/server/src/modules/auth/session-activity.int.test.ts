// Only the user's activity extends a session, not background polls (spec section 9), and reading
// one's own session is never rate limited, so a reload after a busy minute stays signed in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('session activity and the API limit (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { apiRateLimitPerMinute: 3 });
  });
  afterEach(async () => {
    await t.close();
  });

  const expiresAt = async () =>
    (await t.db.query<{ expires_at: string }>(`SELECT expires_at FROM sessions`)).rows[0]!.expires_at;

  it('does not extend the session for a background poll', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    const signedInUntil = await expiresAt();

    t.clock.advance(10 * MINUTE);
    const poll = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { cookie, 'x-mars-background': '1' },
    });
    expect(poll.statusCode).toBe(200);
    expect(await expiresAt()).toBe(signedInUntil);

    // An idle screen that only polls ends 30 minutes after the last activity.
    t.clock.advance(21 * MINUTE);
    const late = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { cookie, 'x-mars-background': '1' },
    });
    expect(late.statusCode).toBe(401);
  });

  it('extends the session for a call of the user', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    t.clock.advance(10 * MINUTE);
    const call = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { cookie } });
    expect(call.statusCode).toBe(200);
    expect(await expiresAt()).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString());
  });

  it('answers the session read after the minute’s budget is spent', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    for (let index = 0; index < 3; index++) {
      await t.app.inject({ method: 'GET', url: '/api/v1/vessels', headers: { cookie } });
    }
    const limited = await t.app.inject({ method: 'GET', url: '/api/v1/vessels', headers: { cookie } });
    expect(limited.statusCode).toBe(429);

    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('master@mars.demo');
    // Reading the session does not spend the budget of other calls either.
    t.clock.advance(MINUTE);
    for (let index = 0; index < 5; index++) {
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/vessels', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});
