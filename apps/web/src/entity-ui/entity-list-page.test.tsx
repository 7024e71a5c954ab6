// The generic list (entity-list-page.tsx) as the user meets it, with the app's providers and the
// English texts: the columns and stat cards of the definition, search and sort kept in the URL and
// sent to the API, the empty list, and a failed load that says why and loads again. The HTTP API is
// a stand-in answering as the server does.
import { trainingEntity } from '@mars/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from './dom-test-app';
import { jsonAnswer, prepareDom } from './dom-test-support';
import { EntityListPage } from './entity-list-page';

const COURSES = [
  {
    id: '0190a0a0-0000-7000-8000-000000000001',
    course_code: 'BST-01',
    title: 'Basic safety training',
    category: 'safety',
    required: true,
    validity_months: 60,
    version: 1,
  },
  {
    id: '0190a0a0-0000-7000-8000-000000000002',
    course_code: 'ECDIS-01',
    title: 'ECDIS generic course',
    category: 'navigation',
    required: false,
    validity_months: 48,
    version: 3,
  },
];

beforeAll(async () => {
  await prepareDom();
  // jsdom lays nothing out; the virtualised table draws the rows that fit a phone-sized viewport.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The URL's query, as the list leaves it. */
function Search() {
  return <output aria-label="query">{useLocation().search}</output>;
}

/** The stand-in API: the list answers `list(url)`; every URL asked for is answered. */
function renderCourses(list: (url: string) => Response) {
  return renderInApp(
    <>
      <EntityListPage entity={trainingEntity} />
      <Search />
    </>,
    {
      url: '/crew/training?tab=courses',
      answer: (url) => {
        if (url.startsWith('/api/v1/trainings/stats')) {
          return jsonAnswer(200, { stats: { total: 2, required: 1 } });
        }
        if (url.startsWith('/api/v1/trainings')) return list(url);
        return jsonAnswer(200, { rows: [], total: 0 });
      },
    },
  );
}

const listAsked = (asked: string[]) =>
  asked.filter((url) => url.startsWith('/api/v1/trainings?')).map((url) => new URL(url, 'http://x'));

describe('the generic list', () => {
  it('shows the columns of the definition, each row with its enum texts, and the stat cards', async () => {
    renderCourses(() => jsonAnswer(200, { rows: COURSES, total: 2 }));
    const table = await screen.findByRole('table');
    for (const column of ['Course code', 'Title', 'Category', 'Required', 'Validity (months)']) {
      expect(
        within(table).getByRole('columnheader', { name: new RegExp(column.replace(/[()]/g, '\\$&')) }),
      ).toBeTruthy();
    }
    const row = await within(table).findByRole('row', { name: /BST-01/ });
    expect(row.textContent).toContain('Basic safety training');
    expect(row.textContent).toContain('Safety');
    expect(within(table).getByRole('row', { name: /ECDIS-01/ }).textContent).toContain('Navigation');
    await waitFor(() => expect(screen.getByTestId('stat-total').textContent).toContain('2'));
    expect(screen.getByTestId('stat-required').textContent).toContain('Required courses');
  });

  it('keeps the search and the sort in the URL and asks the API for them', async () => {
    const asked = renderCourses(() => jsonAnswer(200, { rows: COURSES, total: 2 }));
    await screen.findByRole('row', { name: /BST-01/ });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'ecdis' } });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'query' }).textContent).toContain('q=ecdis'),
    );
    await waitFor(() =>
      expect(listAsked(asked).some((url) => url.searchParams.get('q') === 'ecdis')).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Title' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'query' }).textContent).toContain('sort=title'),
    );
    await waitFor(() =>
      expect(
        listAsked(asked).some(
          (url) => url.searchParams.get('sort') === 'title' && url.searchParams.get('q') === 'ecdis',
        ),
      ).toBe(true),
    );
  });

  it('says so when there is nothing to list', async () => {
    renderCourses(() => jsonAnswer(200, { rows: [], total: 0 }));
    expect(await screen.findByText('No entries found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why a load failed, and loads again when asked', async () => {
    let fail = true;
    renderCourses(() =>
      fail
        ? jsonAnswer(503, { error: { code: 'unavailable', message: 'Service unavailable', details: {} } })
        : jsonAnswer(200, { rows: COURSES, total: 2 }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load data');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /BST-01/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
