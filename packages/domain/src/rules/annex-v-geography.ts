// Where a garbage discharge took place, for MARPOL Annex V regs 4 and 6: the distance from the nearest
// land, measured on a bundled coastline that works offline, and the special area (reg 1.14) a position
// lies in. Pure; the coastline is loaded on first use (loadCoastline), so neither the web's screens nor
// the server pay for it before a garbage entry asks.
//
// The coastline: Natural Earth 1:50m land (public domain), simplified to 0.02 degrees and stored to
// 0.01 degrees (scripts/build-coastline.mjs; about 35,000 points, 220 kB, 80 kB compressed). At that
// scale a coast may lie a few nautical miles off the chart's, and 'nearest land' in Annex V is measured
// from the baseline (reg 1.11), which it does not know: the distance is a check, the chart decides.
//
// The special areas: reg 1.14 defines most by coasts and a few lines (the 41 degrees N parallel of the
// Black Sea, the Skaw, Ras al Hadd - Ras al Fasteh, 60 degrees S). The polygons below follow those lines
// where the regulation gives coordinates and otherwise run over land, so that they hold the sea area
// and no other sea; they are approximations of the legal definitions, not the coordinate lists.

export type SpecialArea =
  | 'mediterranean'
  | 'baltic'
  | 'black_sea'
  | 'red_sea'
  | 'gulfs'
  | 'north_sea'
  | 'antarctic'
  | 'wider_caribbean';

/** [longitude, latitude] in degrees. */
type Ring = readonly (readonly [number, number])[];

/** The special areas of Annex V reg 1.14, as polygons over sea and the land around it. */
export const ANNEX_V_SPECIAL_AREAS: Readonly<Record<Exclude<SpecialArea, 'antarctic'>, Ring>> = {
  // Reg 1.14.1: west boundary at the Strait of Gibraltar, meridian 5 deg 36' W; towards the Black Sea
  // the 41 deg N parallel (the Sea of Marmara belongs to it).
  mediterranean: [
    [-5.6, 29.5],
    [37.5, 29.5],
    [37.5, 41],
    [26, 41],
    [20, 41.3],
    [19, 42.3],
    [14, 46.2],
    [12, 46],
    [8, 44.8],
    [3.5, 43.9],
    [-1, 42.5],
    [-5.6, 37.5],
  ],
  // Reg 1.14.2: with the Gulfs of Bothnia and Finland and the entrance to the Baltic bounded by the
  // parallel of the Skaw in the Skagerrak at 57 deg 44.8' N.
  baltic: [
    [10.6, 57.747],
    [12, 57.747],
    [13, 58.5],
    [16, 60],
    [17.5, 63],
    [21, 66.5],
    [26, 66.5],
    [30.5, 60.8],
    [31, 60.2],
    [31, 59.5],
    [28, 56],
    [23, 53.5],
    [14, 53],
    [10, 53.5],
    [9, 54.5],
    [9.5, 55.5],
    [9.7, 57],
  ],
  // Reg 1.14.3: the Black Sea proper, towards the Mediterranean the 41 deg N parallel.
  black_sea: [
    [26.5, 41],
    [42, 41],
    [42, 47.5],
    [26.5, 47.5],
  ],
  // Reg 1.14.4: with the Gulfs of Suez and Aqaba, bounded in the south by the rhumb line between Ras si
  // Ane (12 deg 28.5' N, 43 deg 19.6' E) and Husn Murad (12 deg 40.4' N, 43 deg 30.2' E).
  red_sea: [
    [32, 30.1],
    [35.1, 29.7],
    [43.5, 16.5],
    [43.503, 12.673],
    [43.327, 12.475],
    [40.5, 13.5],
    [37, 18],
    [33, 24],
    [32, 29.5],
  ],
  // Reg 1.14.5: north-west of the rhumb line between Ras al Hadd (22 deg 30' N, 59 deg 48' E) and
  // Ras al Fasteh (25 deg 04' N, 61 deg 25' E).
  gulfs: [
    [59.8, 22.5],
    [61.417, 25.067],
    [62, 27],
    [56, 31],
    [48, 31.5],
    [47, 29.5],
    [50, 24],
    [55, 22.5],
  ],
  // Reg 1.14.6: south of 62 deg N and east of 4 deg W; the Skagerrak, its southern limit east of the Skaw
  // at 57 deg 44.8' N; the English Channel and its approaches east of 5 deg W and north of 48 deg 30' N.
  north_sea: [
    [-4, 62],
    [7, 62],
    [11.5, 59.5],
    [12, 57.747],
    [10.6, 57.747],
    [9.5, 56.5],
    [9, 54.5],
    [8, 53],
    [5, 51.8],
    [3.5, 50.5],
    [1, 49.5],
    [-1.5, 48.6],
    [-5, 48.5],
    [-5, 50.05],
    [-4, 50.6],
    [-2.5, 51.2],
    [-2.5, 54],
    [-3.5, 55.5],
    [-4.5, 56.5],
    [-4.5, 57.5],
    [-4, 58.55],
  ],
  // Reg 1.14.8: the Gulf of Mexico and the Caribbean Sea with the Atlantic within the 30 deg N parallel
  // from Florida to 77 deg 30' W, rhumb lines to 20 deg N 59 deg W and to 7 deg 20' N 50 deg W, and
  // south-west to the eastern boundary of French Guiana.
  wider_caribbean: [
    [-98, 31],
    [-82, 31],
    [-81.4, 30],
    [-77.5, 30],
    [-59, 20],
    [-50, 7.333],
    [-51.6, 4.2],
    [-60, 4],
    [-75, 7],
    [-77.3, 8.5],
    [-79.6, 9.1],
    [-83.5, 9.5],
    [-85.5, 11.5],
    [-88, 14],
    [-91, 16],
    [-94.5, 17.5],
    [-97.5, 20],
    [-98.5, 26],
  ],
};

/** Reg 1.14.7: the Antarctic area, the sea south of 60 deg S. */
export const ANTARCTIC_AREA_LATITUDE = -60;

function inRing(ring: Ring, lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The special area a position lies in, or null outside them all. */
export function specialAreaAt(latitude: number, longitude: number): SpecialArea | null {
  if (latitude < ANTARCTIC_AREA_LATITUDE) return 'antarctic';
  for (const [area, ring] of Object.entries(ANNEX_V_SPECIAL_AREAS)) {
    if (inRing(ring, longitude, latitude)) return area as SpecialArea;
  }
  return null;
}

/** The coastline as loaded: each arc's points, longitude and latitude in turn, in degrees. */
export type Coastline = { readonly arcs: readonly Float64Array[]; readonly resolution: string };

/** Decodes the bundled arcs (delta-encoded hundredths of a degree). */
export function decodeCoastline(encoded: string, resolution: string): Coastline {
  const arcs = (JSON.parse(encoded) as number[][]).map((deltas) => {
    const points = new Float64Array(deltas.length);
    let lon = 0;
    let lat = 0;
    for (let i = 0; i < deltas.length; i += 2) {
      lon += deltas[i]!;
      lat += deltas[i + 1]!;
      points[i] = lon / 100;
      points[i + 1] = lat / 100;
    }
    return points;
  });
  return { arcs, resolution };
}

let loading: Promise<Coastline> | undefined;

/** The bundled Natural Earth 1:50m coastline, loaded once on first use (its own chunk in the web). */
export function loadCoastline(): Promise<Coastline> {
  loading ??= import('./coastline-50m.data').then((module) =>
    decodeCoastline(module.COASTLINE_50M, 'Natural Earth 1:50m'),
  );
  return loading;
}

const NM_PER_DEGREE = 60;
const wrap = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/**
 * The distance in nautical miles from a position to the nearest coast of the coastline: to each
 * segment, on a plane around the position (a degree of latitude is 60 NM, of longitude 60 NM times the
 * cosine of the latitude); near enough for the distances of Annex V, up to a few hundred miles.
 */
export function distanceFromLandNm(coastline: Coastline, latitude: number, longitude: number): number {
  const scale = Math.cos((latitude * Math.PI) / 180);
  let best = Number.POSITIVE_INFINITY;
  for (const arc of coastline.arcs) {
    let px = wrap(arc[0]! - longitude) * scale;
    let py = arc[1]! - latitude;
    best = Math.min(best, px * px + py * py);
    for (let i = 2; i < arc.length; i += 2) {
      const qx = wrap(arc[i]! - longitude) * scale;
      const qy = arc[i + 1]! - latitude;
      const dx = qx - px;
      const dy = qy - py;
      const length = dx * dx + dy * dy;
      // A segment across the meridian opposite the position: half a world away, its ends suffice.
      const across = Math.abs(dx) > 180 * scale;
      const t = across || length === 0 ? 0 : Math.max(0, Math.min(1, -(px * dx + py * dy) / length));
      const x = px + t * dx;
      const y = py + t * dy;
      best = Math.min(best, x * x + y * y);
      px = qx;
      py = qy;
    }
  }
  return Math.round(Math.sqrt(best) * NM_PER_DEGREE * 10) / 10;
}
