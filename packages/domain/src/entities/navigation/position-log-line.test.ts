import { describe, expect, it } from 'vitest';

import { deckLogEntryType, deckLogLineOf, positionLogLineRemark } from './position-log-line';

const position = {
  position_number: 'POS-2026-0042',
  recorded_at: '2026-11-22T04:00:00.000Z',
  latitude: 53.54,
  longitude: 9.978333,
  course: 85,
  speed: 11.4,
  status: 'underway' as const,
};

describe('a position as the deck log carries it', () => {
  it('fills the deck log fields the position has and leaves the others out', () => {
    const line = deckLogLineOf({
      ...position,
      wind_direction: 'WSW',
      wind_force: 5,
      sea_state: 4,
      visibility: '5_to_10_nm',
      barometric_pressure: 1008.5,
      weather: 'Overcast',
      water_depth_m: 16.2,
      remarks: 'Pilot on board.',
    });
    expect(line.data).toEqual({
      latitude: 53.54,
      longitude: 9.978333,
      course: 85,
      speed: 11.4,
      wind_direction: 'WSW',
      wind_force: 5,
      sea_state: 4,
      visibility: '5_to_10_nm',
      barometric_pressure: 1008.5,
      weather: 'Overcast',
    });
    expect(line.entry_at).toBe(position.recorded_at);
    expect(line.title).toBe("Position POS-2026-0042: 53°32.4'N 009°58.7'E");
    expect(line.description.split('\n')).toEqual([
      "Position POS-2026-0042: 53°32.4'N 009°58.7'E at 2026-11-22 04:00 UTC, underway, course 085°, speed 11.4 kn.",
      'Weather: Overcast',
      'Wind: WSW 5 Bft',
      'Sea state: 4 (Douglas)',
      'Visibility: 5 to 10 NM',
      'Barometer: 1008.5 hPa',
      'Water depth: 16.2 m',
      'Pilot on board.',
    ]);
    expect(line.remark).toBe(positionLogLineRemark('POS-2026-0042'));
    expect(line.remark).toBe('Navigation position POS-2026-0042');
  });

  it('reads numbers stored as text and leaves out missing values', () => {
    const line = deckLogLineOf({
      ...position,
      latitude: '-33.8675' as unknown as number,
      longitude: '151.2' as unknown as number,
      course: null,
      speed: null,
      status: 'moored',
    });
    expect(line.data).toEqual({ latitude: -33.8675, longitude: 151.2 });
    expect(line.description).toBe(
      "Position POS-2026-0042: 33°52.1'S 151°12.0'E at 2026-11-22 04:00 UTC, moored.",
    );
  });

  it('is an anchoring entry at anchor, the noon report at 1200 zone time at sea, else a watch', () => {
    expect(deckLogEntryType({ ...position, status: 'at_anchor' })).toBe('anchoring');
    // 10° E keeps UTC+1: 1200 zone time is 1100 UTC.
    expect(deckLogEntryType({ ...position, recorded_at: '2026-11-22T11:00:00.000Z' })).toBe('noon_report');
    expect(deckLogEntryType({ ...position, recorded_at: '2026-11-22T12:00:00.000Z' })).toBe('watch');
    expect(deckLogEntryType({ ...position, status: 'moored', recorded_at: '2026-11-22T11:00:00.000Z' })).toBe(
      'watch',
    );
  });
});
