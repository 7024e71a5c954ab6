import { describe, expect, it } from 'vitest';

import { coordinateText } from '../../entity-ui/coordinate-input';
import { reportOverdue, utcText } from './last-position-panel';

describe('the positions screen parts', () => {
  it('shows coordinates as mariners write them, with a decimal comma in German', () => {
    expect(coordinateText(53.54, 'latitude', 'en')).toBe("53°32.4'N");
    expect(coordinateText(-70.6, 'longitude', 'en')).toBe("070°36.0'W");
    expect(coordinateText(53.54, 'latitude', 'de')).toBe("53°32,4'N");
    expect(coordinateText(null, 'latitude', 'en')).toBe('');
    expect(coordinateText('', 'longitude', 'de')).toBe('');
  });

  it('says a report is overdue 4 hours after the last position underway, never at anchor or moored', () => {
    const at = Date.parse('2026-11-22T08:00:00Z');
    const underway = { status: 'underway' as const, recorded_at: '2026-11-22T04:00:00.000Z' };
    expect(reportOverdue(underway, at)).toBe(false);
    expect(reportOverdue(underway, at + 60_000)).toBe(true);
    expect(reportOverdue({ ...underway, status: 'moored' }, at + 86_400_000)).toBe(false);
    expect(utcText('2026-11-22T04:00:00.000Z')).toBe('2026-11-22 04:00 UTC');
  });
});
