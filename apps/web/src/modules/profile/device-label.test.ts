import { describe, expect, it } from 'vitest';

import { deviceLabel } from './device-label';

describe('device label of a session', () => {
  it('recognises common browsers and systems', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(
      deviceLabel(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari', system: 'macOS' });
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox',
      system: 'Linux',
    });
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toEqual({
      browser: 'Edge',
      system: 'Windows',
    });
  });
  it('knows nothing about an unknown or missing agent', () => {
    expect(deviceLabel(null)).toEqual({ browser: null, system: null });
    expect(deviceLabel('curl/8.0')).toEqual({ browser: null, system: null });
  });
});
