// Answers of the navigation module: the last position of each vessel (the one place the incidents,
// the record books and the dashboard read it from).
import { z } from 'zod';

import { LOGBOOK_ENTRY_TYPES } from '../entities/logbook/logbook-entry.entity';
import { POSITION_STATUSES } from '../entities/navigation/navigation-position.entity';
import { DECK_LOG_DATA_FIELDS } from '../entities/logbook/logbook-entry.entity';
import { REPORT_REQUIREMENTS } from '../entities/navigation/position-reports';

export const lastPositionSchema = z.object({
  vessel_id: z.string(),
  position_id: z.string(),
  position_number: z.string().nullable(),
  /** UTC instant. */
  recorded_at: z.string(),
  /** Decimal degrees. */
  latitude: z.number(),
  longitude: z.number(),
  course: z.number().nullable(),
  speed: z.number().nullable(),
  status: z.enum(POSITION_STATUSES),
});
export type LastPosition = z.infer<typeof lastPositionSchema>;

/** One row per vessel of the user's that has a position, newest first. */
export const lastPositionsAnswerSchema = z.object({ rows: z.array(lastPositionSchema) });
export type LastPositionsAnswer = z.infer<typeof lastPositionsAnswerSchema>;

/** 'Quick add to the logbook': the deck-log line of a position, written now (created) or found. */
export const positionLogLineSchema = z.object({
  navigation_position_id: z.string(),
  logbook_entry_id: z.string(),
  logbook_entry_number: z.string().nullable(),
  created: z.boolean(),
});
export type PositionLogLine = z.infer<typeof positionLogLineSchema>;

const missingReportSchema = z.object({
  requirement: z.enum(REPORT_REQUIREMENTS),
  due_at: z.string(),
  since: z.string().optional(),
  change: z.enum(['course', 'speed', 'course_and_speed']).optional(),
  event: z.enum(['arrival', 'departure']).optional(),
  port: z.string().nullable().optional(),
});

/** The position reports of a vessel's UTC day (positionReportsOfDay) and its latest position as the deck log carries it. */
export const positionReportsAnswerSchema = z.object({
  vessel_id: z.string(),
  day: z.object({
    from: z.string(),
    to: z.string(),
    reported: z.object({
      four_hourly: z.number(),
      noon: z.number(),
      arrival_departure: z.number(),
      course_speed_change: z.number(),
    }),
    missing: z.array(missingReportSchema),
    next_four_hourly_at: z.string().nullable(),
    next_noon_at: z.string().nullable(),
  }),
  latest: z
    .object({
      position_id: z.string(),
      position_number: z.string().nullable(),
      deck_log: z.object({
        entry_type: z.enum(LOGBOOK_ENTRY_TYPES),
        entry_at: z.string(),
        title: z.string(),
        description: z.string(),
        data: z.partialRecord(z.enum(DECK_LOG_DATA_FIELDS), z.union([z.string(), z.number()])),
        remark: z.string(),
      }),
    })
    .nullable(),
});
export type PositionReportsAnswer = z.infer<typeof positionReportsAnswerSchema>;

/** A position of a track, as a map draws it. */
export const trackPointSchema = z.object({
  recorded_at: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.enum(POSITION_STATUSES),
});
export type TrackPoint = z.infer<typeof trackPointSchema>;

/** A passage's track: its positions, distance and duration from them, and its waypoints with the planned distance. */
export const passageTrackAnswerSchema = z.object({
  passage_id: z.string(),
  vessel_id: z.string(),
  summary: z.object({
    distance_nm: z.number().nullable(),
    duration_hours: z.number().nullable(),
    average_speed_kn: z.number().nullable(),
    positions: z.number(),
  }),
  waypoints: z.array(
    z.object({
      number: z.number(),
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().nullable(),
    }),
  ),
  planned_nm: z.number().nullable(),
  track: z.array(trackPointSchema),
});
export type PassageTrackAnswer = z.infer<typeof passageTrackAnswerSchema>;

/** The track days a map offers: the positions screen's 7/30/90 days (spec section 2). */
export const TRACK_DAYS = [7, 30, 90] as const;

/** A vessel's track: its positions of the last days, oldest first. */
export const vesselTrackAnswerSchema = z.object({
  vessel_id: z.string(),
  from: z.string(),
  track: z.array(trackPointSchema),
});
export type VesselTrackAnswer = z.infer<typeof vesselTrackAnswerSchema>;

/** A port call's arrival notice marked sent now (created) or before. */
export const portArrivalNoticeSchema = z.object({
  port_call_id: z.string(),
  arrival_notice_sent_at: z.string(),
  created: z.boolean(),
});
export type PortArrivalNotice = z.infer<typeof portArrivalNoticeSchema>;
