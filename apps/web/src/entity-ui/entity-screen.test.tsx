// The registry screen (entity-screen.tsx) as the user meets it, with the app's providers and the
// English texts: the screen of the training records with the courses as a tab, the chosen tab in
// the URL, and an entity's own parts (a header action, the dialogs beside the list). The HTTP API is a
// stand-in answering as the server does.
import { trainingEntity, trainingRecordEntity } from '@mars/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from './dom-test-app';
import { jsonAnswer, prepareDom } from './dom-test-support';
import { EntityScreen } from './entity-screen';
import { defineEntityUi } from './entity-screen-parts';

const COURSE = {
  id: '0190a0a0-0000-7000-8000-000000000002',
  course_code: 'BST-01',
  title: 'Basic safety training',
  category: 'safety',
  required: true,
  validity_months: 60,
  version: 1,
};

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The URL's query, as the screen leaves it. */
function Search() {
  return <output aria-label="query">{useLocation().search}</output>;
}

const courseUi = defineEntityUi(() => ({
  headerActions: <button type="button">Import courses</button>,
  children: <p>dialogs of the courses</p>,
}));

function renderTrainingScreen(url: string) {
  renderInApp(
    <>
      <EntityScreen
        tabs={[{ entity: trainingRecordEntity }, { name: 'courses', entity: trainingEntity, ui: courseUi }]}
      />
      <Search />
    </>,
    {
      url,
      answer: (url) => {
        if (url.includes('/stats')) return jsonAnswer(200, { stats: { total: 0 } });
        if (url.startsWith('/api/v1/trainings')) return jsonAnswer(200, { rows: [COURSE], total: 1 });
        return jsonAnswer(200, { rows: [], total: 0 });
      },
    },
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const query = () => screen.getByRole('status', { name: 'query' }).textContent;

describe('the registry screen', () => {
  it('shows the first entity and offers the others as tabs, the chosen one in the URL', async () => {
    renderTrainingScreen('/crew/training');
    await waitFor(() => expect(heading()).toBe('Training records'));
    expect(
      screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['Training records', 'true'],
      ['Courses', 'false'],
    ]);
    expect(screen.queryByText('dialogs of the courses')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import courses' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Courses' }));
    await waitFor(() => expect(heading()).toBe('Courses'));
    expect(query()).toBe('?tab=courses');
    expect(await screen.findByText('1–1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import courses' })).toBeTruthy();
    expect(screen.getByText('dialogs of the courses')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Training records' }));
    await waitFor(() => expect(heading()).toBe('Training records'));
    expect(query()).toBe('');
  });

  it('opens the tab the URL names', async () => {
    renderTrainingScreen('/crew/training?tab=courses');
    await waitFor(() => expect(heading()).toBe('Courses'));
    expect(screen.getByRole('tab', { name: 'Courses' }).getAttribute('aria-selected')).toBe('true');
  });
});
