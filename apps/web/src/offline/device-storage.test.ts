import { describe, expect, it, vi } from 'vitest';

import { keepDeviceStorage, readDeviceStorage, storageLevel } from './device-storage';

const MB = 1024 * 1024;

describe('the device storage of the offline database', () => {
  it('tells how full the quota is, warning from 80 % and alarmed from 95 %', async () => {
    const at = (usage: number) =>
      readDeviceStorage({
        persisted: async () => true,
        estimate: async () => ({ usage, quota: 100 * MB }),
      });
    expect(await at(12 * MB)).toEqual({
      persisted: true,
      usageBytes: 12 * MB,
      quotaBytes: 100 * MB,
      share: 0.12,
      level: 'ok',
    });
    expect((await at(80 * MB)).level).toBe('warning');
    expect((await at(95 * MB)).level).toBe('error');
    expect(storageLevel(null)).toBe('ok');
  });

  it('answers what it cannot know as unknown, never throwing', async () => {
    expect(await readDeviceStorage(undefined)).toEqual({
      persisted: null,
      usageBytes: null,
      quotaBytes: null,
      share: null,
      level: 'ok',
    });
    const failing = await readDeviceStorage({
      persisted: () => Promise.reject(new Error('blocked')),
      estimate: () => Promise.reject(new Error('blocked')),
    });
    expect(failing.persisted).toBeNull();
    expect(failing.share).toBeNull();
    const noQuota = await readDeviceStorage({ estimate: async () => ({ usage: 5, quota: 0 }) });
    expect(noQuota).toMatchObject({ usageBytes: 5, quotaBytes: null, share: null });
  });

  it('asks the browser to keep the data once, and says when it refuses', async () => {
    const persist = vi.fn(async () => true);
    expect(await keepDeviceStorage({ persisted: async () => true, persist })).toBe('persisted');
    expect(persist).not.toHaveBeenCalled();
    expect(await keepDeviceStorage({ persisted: async () => false, persist })).toBe('persisted');
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await keepDeviceStorage({ persisted: async () => false, persist: async () => false })).toBe(
      'refused',
    );
    expect(await keepDeviceStorage({ persist: () => Promise.reject(new Error('denied')) })).toBe('refused');
    expect(await keepDeviceStorage({})).toBe('unsupported');
    expect(await keepDeviceStorage(undefined)).toBe('unsupported');
  });
});
