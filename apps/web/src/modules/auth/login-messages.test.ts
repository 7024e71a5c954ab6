import { describe, expect, it } from 'vitest';

import { attemptsNotice, formatWait, isLockedFor, lockUntil, redirectTarget } from './login-messages';

describe('remaining sign-in attempts', () => {
  it('says "N attempts remaining" without a warning at 3 or more', () => {
    expect(attemptsNotice(4)).toEqual({ key: 'attempts.remaining', count: 4, isWarning: false });
    expect(attemptsNotice(3)).toEqual({ key: 'attempts.remaining', count: 3, isWarning: false });
  });
  it('warns when 2 or 1 attempts remain', () => {
    expect(attemptsNotice(2)).toEqual({ key: 'attempts.remaining', count: 2, isWarning: true });
    expect(attemptsNotice(1)).toEqual({ key: 'attempts.remaining', count: 1, isWarning: true });
  });
  it('says the account is temporarily locked at 0', () => {
    expect(attemptsNotice(0)).toEqual({ key: 'attempts.locked', count: 0, isWarning: true });
  });
  it('shows nothing when the server sent no count', () => {
    expect(attemptsNotice(undefined)).toBeNull();
    expect(attemptsNotice('3')).toBeNull();
  });
});

describe('lock by the email entered', () => {
  const now = 1_000_000;
  const lock = { email: 'crew@mars.demo', until: now + 900_000 };
  it('applies to the same email, whatever its case or surrounding spaces', () => {
    expect(isLockedFor(lock, ' Crew@MARS.demo ', now)).toBe(true);
  });
  it('does not apply to another email', () => {
    expect(isLockedFor(lock, 'master@mars.demo', now)).toBe(false);
  });
  it('ends when the wait has passed', () => {
    expect(isLockedFor(lock, 'crew@mars.demo', lock.until)).toBe(false);
  });
  it('takes the wait from retryAfterSeconds, else 15 minutes', () => {
    expect(lockUntil({ retryAfterSeconds: 120 }, now)).toBe(now + 120_000);
    expect(lockUntil({}, now)).toBe(now + 900_000);
  });
});

describe('wait wording', () => {
  const translate = (key: string, { count }: { count: number }) => `${count} ${key.replace('duration.', '')}`;
  it('formats the real wait in one unit', () => {
    expect(formatWait(translate, 900)).toBe('15 minutes');
    expect(formatWait(translate, 30)).toBe('30 seconds');
    expect(formatWait(translate, 5400)).toBe('2 hours');
  });
});

describe('where to go after signing in', () => {
  it('returns to the remembered page with its query', () => {
    expect(
      redirectTarget({ from: { pathname: '/certificates', search: '?sort=-expiry_date', hash: '' } }),
    ).toBe('/certificates?sort=-expiry_date');
    expect(redirectTarget({ from: '/crew/personnel' })).toBe('/crew/personnel');
  });
  it('goes to the dashboard without a remembered page', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({})).toBe('/');
  });
  it('never leaves the app or loops back to the sign-in page', () => {
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(redirectTarget({ from: '//evil.example/path' })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/login', search: '?session_expired=true' } })).toBe('/');
  });
});
