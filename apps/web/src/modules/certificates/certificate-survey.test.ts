import { describe, expect, it } from 'vitest';

import { nextSurveyWindow } from './certificate-survey';

describe('next annual survey window of a certificate', () => {
  it('is the first window around an anniversary that has not closed yet', () => {
    expect(nextSurveyWindow('2030-06-15', '2026-11-22')).toEqual({
      anniversary: '2027-06-15',
      windowStart: '2027-03-15',
      windowEnd: '2027-09-15',
    });
  });

  it('is the open window when today falls inside one', () => {
    expect(nextSurveyWindow('2029-12-01', '2026-11-22')?.anniversary).toBe('2026-12-01');
  });

  it('is none in the last year before expiry or without a valid date', () => {
    expect(nextSurveyWindow('2027-06-15', '2026-11-22')).toBeNull();
    expect(nextSurveyWindow('', '2026-11-22')).toBeNull();
  });
});
