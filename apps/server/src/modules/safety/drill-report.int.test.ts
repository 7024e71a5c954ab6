// The report of one drill as PDF (issue 13 'Drills'): the Master downloads it in English or German;
// another organization's user cannot, and an id that is no drill's answers 400 or 404.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

describe.each(TEST_DATABASES)('the drill report (%s)', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers a completed drill with its participants as PDF, in the organization only', async () => {
    const { rows } = await t.db.query<{ id: string; drill_type: string; held_date: string }>(
      `SELECT d.id, d.drill_type, d.held_date::text AS held_date FROM drills d
       JOIN vessels v ON v.id = d.vessel_id
       WHERE v.name = 'Nordic Aurora' AND d.status = 'completed' AND d.participant_count > 0
       ORDER BY d.held_date DESC LIMIT 1`,
    );
    const drill = rows[0]!;
    const master = await signedIn(t.app, 'master@mars.demo');
    for (const lang of ['en', 'de']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/drills/${drill.id}/report.pdf?lang=${lang}`,
        headers: { cookie: master.cookie },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        `drill-${drill.drill_type}-${drill.held_date}.pdf`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    const stranger = await signedIn(t.app, 'admin@other.demo');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drills/${drill.id}/report.pdf`,
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/drills/not-a-drill/report.pdf',
      headers: { cookie: master.cookie },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
