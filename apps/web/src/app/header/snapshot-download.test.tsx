// The choice of the vessels that go into a snapshot file (snapshot-download.tsx): the selected
// vessel at first, the others ticked in, the link naming them all in the list's order; none ticked
// offers no link; a user of one vessel gets its link alone; in German too.
import 'fake-indexeddb/auto';

import { SYNC_MAX_VESSELS } from '@mars/domain';
import { resources } from '@mars/i18n';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from '../../entity-ui/dom-test-app';
import { jsonAnswer, prepareDom } from '../../entity-ui/dom-test-support';
import { VESSEL_STORAGE_KEY } from '../vessel-context';
import { FILE_MAX_VESSELS, SnapshotDownload } from './snapshot-download';

const AURORA = { id: '0190a0a0-0000-7000-8000-0000000000aa', name: 'Nordic Aurora' };
const PIONEER = { id: '0190a0a0-0000-7000-8000-0000000000bb', name: 'Baltic Pioneer' };

beforeAll(async () => {
  await prepareDom();
  i18next.addResourceBundle('de', 'nav', resources.de.nav as Record<string, unknown>);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18next.changeLanguage('en');
});

function render(vessels: (typeof AURORA)[], selected?: string) {
  if (selected) localStorage.setItem(VESSEL_STORAGE_KEY, selected);
  renderInApp(<SnapshotDownload />, {
    url: '/',
    answer: (url) =>
      jsonAnswer(
        200,
        url.includes('/vessels') ? { rows: vessels, total: vessels.length } : { rows: [], total: 0 },
      ),
  });
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the vessels of a snapshot file', () => {
  it('starts with the selected vessel, and names every vessel ticked in the link', async () => {
    render([PIONEER, AURORA], AURORA.id);
    const group = await screen.findByRole('group', { name: /Vessels in the file/ });
    expect(group).toBeTruthy();
    const aurora = await screen.findByRole('checkbox', { name: 'Nordic Aurora' });
    const pioneer = screen.getByRole('checkbox', { name: 'Baltic Pioneer' });
    expect([(aurora as HTMLInputElement).checked, (pioneer as HTMLInputElement).checked]).toEqual([
      true,
      false,
    ]);
    expect(href('Download the file of Nordic Aurora')).toBe(`/api/v1/sync/snapshot?vessel=${AURORA.id}`);

    fireEvent.click(pioneer);
    expect(href('Download the file of 2 vessels')).toBe(
      `/api/v1/sync/snapshot?vessel=${PIONEER.id},${AURORA.id}`,
    );
    expect(
      screen.getByRole('link', { name: 'Download the file of 2 vessels' }).hasAttribute('download'),
    ).toBe(true);

    fireEvent.click(pioneer);
    fireEvent.click(aurora);
    expect(screen.getByText('Tick at least one vessel.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a user of one vessel its file alone', async () => {
    render([AURORA]);
    expect(await screen.findByRole('link', { name: 'Download the file of Nordic Aurora' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('bounds a file as the server does', () => {
    expect(FILE_MAX_VESSELS).toBe(SYNC_MAX_VESSELS);
  });

  it('speaks German', async () => {
    await i18next.changeLanguage('de');
    render([PIONEER, AURORA], PIONEER.id);
    await screen.findByRole('group', { name: /Schiffe in der Datei/ });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Nordic Aurora' }));
    expect(href('Datei von 2 Schiffen herunterladen')).toBe(
      `/api/v1/sync/snapshot?vessel=${PIONEER.id},${AURORA.id}`,
    );
  });
});
