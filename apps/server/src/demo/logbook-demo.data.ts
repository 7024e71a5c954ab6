// The demo ships' last two months at sea, for the logbook seed: timed waypoints (day offsets from
// today) and port stays. Nordic Aurora's port calls fall on the nights the crew seed records cargo
// work (40 and 12 days ago). A repeated point is a stay alongside.
export type TrackPoint = { day: number; lat: number; lon: number; port?: string };

export const DEMO_TRACKS: readonly (readonly TrackPoint[])[] = [
  // Nordic Aurora (bulk carrier): Santos - Rotterdam - Houston - bound for Santos.
  [
    { day: -60, lat: -23.98, lon: -46.3, port: 'Santos' },
    { day: -54.7, lat: -5.0, lon: -32.0 },
    { day: -50.0, lat: 15.0, lon: -26.0 },
    { day: -44.6, lat: 36.0, lon: -14.0 },
    { day: -41.8, lat: 47.5, lon: -8.5 },
    { day: -40.6, lat: 50.0, lon: -1.5 },
    { day: -39.75, lat: 51.95, lon: 4.05, port: 'Rotterdam' },
    { day: -38.875, lat: 51.95, lon: 4.05, port: 'Rotterdam' },
    { day: -37.7, lat: 50.0, lon: -1.5 },
    { day: -36.8, lat: 49.0, lon: -6.0 },
    { day: -28.5, lat: 40.0, lon: -40.0 },
    { day: -20.0, lat: 30.0, lon: -70.0 },
    { day: -16.6, lat: 25.0, lon: -80.5 },
    { day: -15.8, lat: 24.5, lon: -83.0 },
    { day: -11.75, lat: 29.3, lon: -94.8, port: 'Houston' },
    { day: -10.875, lat: 29.3, lon: -94.8, port: 'Houston' },
    { day: -8.5, lat: 24.5, lon: -83.0 },
    { day: -7.9, lat: 25.0, lon: -80.0 },
    { day: -2.7, lat: 18.0, lon: -66.0 },
    { day: 3.8, lat: 5.0, lon: -38.0 },
    { day: 10.2, lat: -23.98, lon: -46.3, port: 'Santos' },
  ],
  // Baltic Pioneer (container ship): Singapore - Colombo - Jeddah - Suez - Piraeus - Hamburg - back east.
  [
    { day: -63, lat: 1.26, lon: 103.8, port: 'Singapore' },
    { day: -61.6, lat: 6.0, lon: 95.0 },
    { day: -59.0, lat: 6.95, lon: 79.85, port: 'Colombo' },
    { day: -58.4, lat: 6.95, lon: 79.85, port: 'Colombo' },
    { day: -52.6, lat: 12.5, lon: 45.0 },
    { day: -52.0, lat: 13.0, lon: 43.2 },
    { day: -49.9, lat: 21.5, lon: 39.15, port: 'Jeddah' },
    { day: -49.2, lat: 21.5, lon: 39.15, port: 'Jeddah' },
    { day: -46.6, lat: 29.9, lon: 32.55 },
    { day: -45.9, lat: 31.26, lon: 32.3 },
    { day: -44.3, lat: 37.94, lon: 23.6, port: 'Piraeus' },
    { day: -43.6, lat: 37.94, lon: 23.6, port: 'Piraeus' },
    { day: -41.4, lat: 37.3, lon: 11.0 },
    { day: -38.6, lat: 35.95, lon: -5.6 },
    { day: -36.8, lat: 43.0, lon: -10.0 },
    { day: -35.6, lat: 48.5, lon: -5.5 },
    { day: -34.0, lat: 51.0, lon: 2.0 },
    { day: -32.8, lat: 53.55, lon: 9.95, port: 'Hamburg' },
    { day: -31.6, lat: 53.55, lon: 9.95, port: 'Hamburg' },
    { day: -30.4, lat: 51.0, lon: 2.0 },
    { day: -28.8, lat: 48.5, lon: -5.5 },
    { day: -27.6, lat: 43.0, lon: -10.0 },
    { day: -25.8, lat: 35.95, lon: -5.6 },
    { day: -23.0, lat: 37.3, lon: 11.0 },
    { day: -20.0, lat: 31.26, lon: 32.3 },
    { day: -19.3, lat: 29.9, lon: 32.55 },
    { day: -16.4, lat: 13.0, lon: 43.2 },
    { day: -15.8, lat: 12.5, lon: 45.0 },
    { day: -10.2, lat: 6.95, lon: 79.85, port: 'Colombo' },
    { day: -9.5, lat: 6.95, lon: 79.85, port: 'Colombo' },
    { day: -6.9, lat: 6.0, lon: 95.0 },
    { day: -5.3, lat: 1.26, lon: 103.8, port: 'Singapore' },
    { day: -4.4, lat: 1.26, lon: 103.8, port: 'Singapore' },
    { day: -1.5, lat: 12.0, lon: 112.0 },
    { day: 0.9, lat: 22.3, lon: 114.1, port: 'Hong Kong' },
  ],
];

export type ShipPosition = {
  lat: number;
  lon: number;
  /** Course over ground (degrees true) and speed (knots) of the leg; 0 alongside. */
  course: number;
  speed: number;
  /** The port alongside, or the previous and next port of the passage. */
  port?: string;
  from: string;
  to: string;
};

const NM_PER_DEGREE = 60;

/** Rhumb-line-ish distance in nautical miles (plenty for demo data). */
export function distanceNm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const meanLat = ((a.lat + b.lat) / 2) * (Math.PI / 180);
  const dx = (b.lon - a.lon) * Math.cos(meanLat);
  return Math.hypot(b.lat - a.lat, dx) * NM_PER_DEGREE;
}

function courseBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const meanLat = ((a.lat + b.lat) / 2) * (Math.PI / 180);
  const degrees = (Math.atan2((b.lon - a.lon) * Math.cos(meanLat), b.lat - a.lat) * 180) / Math.PI;
  return Math.round((degrees + 360) % 360);
}

/** Where the ship is at a day offset (fractional), by linear interpolation between the waypoints. */
export function positionAt(track: readonly TrackPoint[], day: number): ShipPosition {
  const ports = track.filter((point) => point.port);
  const index = Math.max(0, track.findIndex((point, i) => i > 0 && point.day >= day) - 1);
  const a = track[index]!;
  const b = track[index + 1] ?? a;
  const from = [...ports].reverse().find((point) => point.day <= day)?.port ?? ports[0]!.port!;
  const to = ports.find((point) => point.day > day)?.port ?? from;
  if (a.port && a.port === b.port)
    return { lat: a.lat, lon: a.lon, course: 0, speed: 0, port: a.port, from, to };
  const share = b.day === a.day ? 1 : Math.min(1, Math.max(0, (day - a.day) / (b.day - a.day)));
  const hours = (b.day - a.day) * 24;
  return {
    lat: a.lat + (b.lat - a.lat) * share,
    lon: a.lon + (b.lon - a.lon) * share,
    course: courseBetween(a, b),
    speed: hours > 0 ? distanceNm(a, b) / hours : 0,
    from,
    to,
  };
}
