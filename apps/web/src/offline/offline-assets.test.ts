import { describe, expect, it } from 'vitest';

import { pageControlled } from './offline-assets';

/** A service worker container whose worker takes the page over when `takeOver()` is called. */
function container(controlled: boolean) {
  const target = new EventTarget() as EventTarget & { controller: object | null; takeOver(): void };
  target.controller = controlled ? {} : null;
  target.takeOver = () => {
    target.controller = {};
    target.dispatchEvent(new Event('controllerchange'));
  };
  return target;
}

describe('warming the screens for offline use', () => {
  it('goes on at once when a worker controls the page', async () => {
    expect(await pageControlled(container(true) as unknown as ServiceWorkerContainer, 10)).toBe(true);
  });

  it('waits on a first visit for the worker to take the page over, so what it fetches is cached', async () => {
    const first = container(false);
    const waiting = pageControlled(first as unknown as ServiceWorkerContainer, 5_000);
    first.takeOver();
    expect(await waiting).toBe(true);
  });

  it('gives up without a worker (none registered, the development server)', async () => {
    expect(await pageControlled(undefined, 10)).toBe(false);
    expect(await pageControlled(container(false) as unknown as ServiceWorkerContainer, 10)).toBe(false);
  });
});
