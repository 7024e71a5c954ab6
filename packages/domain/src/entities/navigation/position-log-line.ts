// A position as the deck log carries it (issue 14 'Navigation': the deck-log data panel and 'quick add
// to the logbook'): the logbook entry's own fields (latitude, longitude, course, speed, wind, sea state,
// visibility, barometer, weather), the kind of entry, and the line's title and description in English,
// the ship's working language, as the oil record book's engine-log line is written. The server writes
// the line from this (modules/navigation/position-log-line.service.ts); the positions screen shows the
// same data for the latest position.
import type { PositionReportsAnswer } from '../../api/navigation';
import { formatPosition } from '../../rules/navigation';
import type {
  DECK_LOG_DATA_FIELDS,
  LOGBOOK_ENTRY_TYPES,
  VISIBILITY_CLASSES,
  WIND_DIRECTIONS,
} from '../logbook/logbook-entry.entity';
import type { PositionStatus } from './navigation-position.entity';
import { NAVIGATION_WRITE_ROLES } from './navigation-roles';
import type { PortEvent, ReportPosition } from './position-reports';
import { isNoonReport, positionReportsOfDay } from './position-reports';

/**
 * Who may send a position to the deck log: who keeps the positions (they all write the logbook too,
 * LOGBOOK_WRITE_ROLES); engineers and crew read them.
 */
export const POSITION_LOG_LINE_ROLES = NAVIGATION_WRITE_ROLES;

/** A stored position, as the deck-log line is written from it (numbers may come as strings from SQL). */
export type DeckLogPosition = {
  position_number: string | null;
  recorded_at: string;
  latitude: number;
  longitude: number;
  course?: number | null;
  speed?: number | null;
  status: PositionStatus;
  weather?: string | null;
  wind_direction?: (typeof WIND_DIRECTIONS)[number] | null;
  wind_force?: number | null;
  sea_state?: number | null;
  visibility?: (typeof VISIBILITY_CLASSES)[number] | null;
  barometric_pressure?: number | null;
  water_depth_m?: number | null;
  remarks?: string | null;
};

export type DeckLogDataField = (typeof DECK_LOG_DATA_FIELDS)[number];

export type DeckLogLine = {
  entry_type: (typeof LOGBOOK_ENTRY_TYPES)[number];
  /** UTC instant: the position's time. */
  entry_at: string;
  title: string;
  description: string;
  /** The deck log's own fields; a value the position lacks is left out. */
  data: Partial<Record<DeckLogDataField, string | number>>;
  /** The remark by which the line names its position (a second send finds it). */
  remark: string;
};

const STATUS_TEXT: Record<PositionStatus, string> = {
  underway: 'underway',
  at_anchor: 'at anchor',
  moored: 'moored',
  drifting: 'drifting',
};

const VISIBILITY_TEXT: Record<(typeof VISIBILITY_CLASSES)[number], string> = {
  over_10_nm: 'over 10 NM',
  '5_to_10_nm': '5 to 10 NM',
  '2_to_5_nm': '2 to 5 NM',
  under_2_nm: 'under 2 NM',
};

const present = (value: unknown): value is string | number =>
  value !== undefined && value !== null && value !== '';

/** The remark by which the deck-log line names its position. */
export function positionLogLineRemark(positionNumber: string): string {
  return `Navigation position ${positionNumber}`;
}

/** The kind of deck-log entry a position is: at anchor, the noon position (zone time), else a watch's. */
export function deckLogEntryType(position: Pick<DeckLogPosition, 'status' | 'recorded_at' | 'longitude'>) {
  if (position.status === 'at_anchor') return 'anchoring' as const;
  if (position.status !== 'moored' && isNoonReport(position)) return 'noon_report' as const;
  return 'watch' as const;
}

/** The deck-log line of a position: its fields, kind, title and description. */
export function deckLogLineOf(position: DeckLogPosition): DeckLogLine {
  const number = position.position_number ?? '';
  const latitude = Number(position.latitude);
  const longitude = Number(position.longitude);
  const data: DeckLogLine['data'] = { latitude, longitude };
  const numeric = ['course', 'speed', 'wind_force', 'sea_state', 'barometric_pressure'] as const;
  for (const field of numeric) {
    const value = position[field];
    if (present(value)) data[field] = Number(value);
  }
  if (present(position.wind_direction)) data.wind_direction = position.wind_direction;
  if (present(position.visibility)) data.visibility = position.visibility;
  if (present(position.weather)) data.weather = position.weather.slice(0, 200);
  const where = formatPosition(latitude, longitude);
  const time = `${position.recorded_at.slice(0, 10)} ${position.recorded_at.slice(11, 16)} UTC`;
  const motion = [
    present(data.course) ? `course ${String(data.course).padStart(3, '0')}°` : undefined,
    present(data.speed) ? `speed ${data.speed} kn` : undefined,
  ].filter(Boolean);
  const wind = [data.wind_direction, present(data.wind_force) ? `${data.wind_force} Bft` : undefined].filter(
    Boolean,
  );
  const lines = [
    `Position ${number}: ${where} at ${time}, ${STATUS_TEXT[position.status]}${motion.length ? `, ${motion.join(', ')}` : ''}.`,
    present(data.weather) ? `Weather: ${data.weather}` : undefined,
    wind.length ? `Wind: ${wind.join(' ')}` : undefined,
    present(data.sea_state) ? `Sea state: ${data.sea_state} (Douglas)` : undefined,
    position.visibility ? `Visibility: ${VISIBILITY_TEXT[position.visibility]}` : undefined,
    present(data.barometric_pressure) ? `Barometer: ${data.barometric_pressure} hPa` : undefined,
    present(position.water_depth_m) ? `Water depth: ${Number(position.water_depth_m)} m` : undefined,
    present(position.remarks) ? String(position.remarks) : undefined,
  ];
  return {
    entry_type: deckLogEntryType(position),
    entry_at: position.recorded_at,
    title: `Position ${number}: ${where}`,
    description: lines.filter(Boolean).join('\n'),
    data,
    remark: positionLogLineRemark(number),
  };
}

/**
 * A vessel's position reports of the day and its latest position (five minutes of clock difference
 * allowed) as the deck log carries it: the answer of `GET /navigation/position-reports`, on the server
 * and on the device. `positions` are the day's and the last one before it, oldest first, times in ISO.
 */
export function positionReportsAnswer(input: {
  vesselId: string;
  positions: readonly Record<string, unknown>[];
  events: readonly PortEvent[];
  now: Date;
}): PositionReportsAnswer {
  const { positions, now } = input;
  const day = positionReportsOfDay(positions as unknown as ReportPosition[], now.toISOString(), [
    ...input.events,
  ]);
  const latest = positions
    .filter((row) => Date.parse(String(row.recorded_at)) <= now.getTime() + 5 * 60_000)
    .at(-1);
  return {
    vessel_id: input.vesselId,
    day,
    latest: latest
      ? {
          position_id: String(latest.id),
          position_number: latest.position_number ? String(latest.position_number) : null,
          deck_log: deckLogLineOf(latest as unknown as DeckLogPosition),
        }
      : null,
  };
}
