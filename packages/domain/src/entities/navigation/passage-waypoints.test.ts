import { describe, expect, it } from 'vitest';

import { MAX_WAYPOINTS, parseWaypoints, passageTrackSummary, waypointLegs } from './passage-waypoints';

describe("a passage's waypoints", () => {
  it('reads one waypoint a line in the notations officers write, numbered by their order', () => {
    const parsed = parseWaypoints(
      [
        "54°00.0'N 008°10.0'E Elbe 1",
        '',
        '53 40,0 N 006 30,0 O German Bight West',
        '52.0; 3.8333333; Maas Center; outer',
        "51°58.0'N 004°00.0'E",
      ].join('\n'),
    );
    expect(parsed).toEqual({
      ok: true,
      waypoints: [
        { number: 1, latitude: 54, longitude: 8.1666667, name: 'Elbe 1' },
        { number: 2, latitude: 53.6666667, longitude: 6.5, name: 'German Bight West' },
        { number: 3, latitude: 52, longitude: 3.8333333, name: 'Maas Center; outer' },
        { number: 4, latitude: 51.9666667, longitude: 4, name: null },
      ],
    });
    expect(parseWaypoints('')).toEqual({ ok: true, waypoints: [] });
    expect(parseWaypoints(null)).toEqual({ ok: true, waypoints: [] });
  });

  it('names the first line it cannot read, and refuses positions out of range and too many waypoints', () => {
    expect(parseWaypoints("54°00.0'N 008°10.0'E Elbe 1\nElbe 2")).toEqual({
      ok: false,
      key: 'validation:waypointFormat',
      line: 2,
    });
    expect(parseWaypoints("54°75.0'N 008°10.0'E")).toMatchObject({ ok: false, line: 1 });
    expect(parseWaypoints('95; 8; Nowhere')).toEqual({ ok: false, key: 'validation:latitude', line: 1 });
    expect(parseWaypoints('54; 181; Nowhere')).toEqual({ ok: false, key: 'validation:longitude', line: 1 });
    expect(parseWaypoints(`54 8 ${'x'.repeat(61)}`)).toMatchObject({
      ok: false,
      key: 'validation:waypointFormat',
    });
    const many = Array.from({ length: MAX_WAYPOINTS + 1 }, (_, index) => `${index % 80} 10 WP${index}`).join(
      '\n',
    );
    expect(parseWaypoints(many)).toEqual({
      ok: false,
      key: 'validation:waypointCount',
      line: MAX_WAYPOINTS + 1,
    });
    expect(parseWaypoints(42)).toEqual({ ok: false, key: 'validation:waypointFormat' });
  });

  it('gives each leg and the planned distance along the great circles', () => {
    const parsed = parseWaypoints('0 0 A\n0 1 B\n1 1 C');
    if (!parsed.ok) throw new Error('unreadable');
    // One degree of a great circle is 60.04 NM on the mean sphere.
    expect(waypointLegs(parsed.waypoints)).toEqual({ legs: [null, 60, 60], totalNm: 120.1 });
    expect(waypointLegs([])).toEqual({ legs: [], totalNm: 0 });
  });
});

describe("a passage's track", () => {
  const at = (hour: number) => new Date(Date.parse('2026-11-20T00:00:00Z') + hour * 3_600_000).toISOString();
  const positions = [
    { recorded_at: at(-4), latitude: 0, longitude: -0.5 },
    { recorded_at: at(0), latitude: 0, longitude: 0 },
    { recorded_at: at(5), latitude: 0, longitude: 1 },
    { recorded_at: at(10), latitude: 0, longitude: 2 },
    { recorded_at: at(14), latitude: 0, longitude: 3 },
  ];

  it('takes the distance from the positions between departure and arrival, and the duration from the times', () => {
    expect(passageTrackSummary(positions, at(0), at(10), at(30))).toEqual({
      distance_nm: 120.1,
      duration_hours: 10,
      average_speed_kn: 12,
      positions: 3,
    });
  });

  it('runs to the present while the passage is under way, and says nothing before departure', () => {
    expect(passageTrackSummary(positions, at(0), null, at(14))).toMatchObject({
      distance_nm: 180.1,
      duration_hours: 14,
      positions: 4,
    });
    expect(passageTrackSummary(positions, at(12), null, at(13))).toEqual({
      distance_nm: null,
      duration_hours: 1,
      average_speed_kn: null,
      positions: 0,
    });
    expect(passageTrackSummary(positions, null, null, at(14)).distance_nm).toBeNull();
    expect(() => passageTrackSummary(positions, 'soon', null, at(14))).toThrow(/instant/);
  });
});
