// The one form engine (use-entity-form.ts) as the user meets it, in its modal view and its page view,
// rendered with the app's providers and the English texts: a save sends what was typed, a field the
// server refuses shows its reason at the field and keeps what was typed, a row changed meanwhile (409)
// is shown against mine and can be taken or overwritten, the chosen variant's sections, and 'save and
// take a step'. The HTTP API is a stand-in answering as the server does (the registry contract test,
// apps/server/src/crud, holds the server to it).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { logbookEntryEntity, runningHoursReadingEntity, trainingEntity } from '@mars/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { AuthProvider, useAuth } from '../app/auth/auth-context';
import { VesselProvider } from '../app/vessel-context';
import { jsonAnswer, prepareDom } from './dom-test-support';
import { EntityFormModal } from './entity-form-modal';
import { EntityFormPage } from './entity-form-page';

type Call = { method: string; url: string; body: Record<string, unknown> | undefined };
type Answer = { status: number; body: unknown };

const VESSEL = { id: '0190a0a0-0000-7000-8000-0000000000aa', name: 'Nordic Aurora' };

const COURSE = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  course_code: 'STCW-BST',
  title: 'Basic safety training',
  category: 'safety',
  required: true,
  validity_months: 60,
  description: null,
  version: 4,
};

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the form once the officer's session is read; `answers` are the server's answers to writes, in turn. */
function renderForm(form: ReactNode, answers: Answer[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (url.endsWith('/auth/session')) {
      const user = {
        id: 'u1',
        email: 'officer@mars.demo',
        fullName: 'Officer',
        role: 'officer',
        vesselIds: [VESSEL.id],
      };
      return jsonAnswer(200, { user, session: { expiresAt: '2099-01-01T00:00:00Z', rememberMe: false } });
    }
    if (method === 'GET')
      return jsonAnswer(
        200,
        url.includes('/vessels') ? { rows: [VESSEL], total: 1 } : { rows: [], total: 0 },
      );
    const answer = answers.shift();
    return answer
      ? jsonAnswer(answer.status, answer.body)
      : jsonAnswer(200, { ...body, version: Number(body?.version ?? 0) + 1 });
  });
  render(
    <MantineProvider>
      <Notifications />
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <AuthProvider>
              <VesselProvider>
                <SignedIn>{form}</SignedIn>
              </VesselProvider>
            </AuthProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? <>{children}</> : null;
}

const courseForm = (onSaved = vi.fn()) => (
  <EntityFormModal entity={trainingEntity} opened onClose={() => undefined} row={COURSE} onSaved={onSaved} />
);

async function editTitle(title: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Edit Training' });
  const input = within(dialog).getByRole('textbox', { name: /^Title/ });
  fireEvent.change(input, { target: { value: title } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('the form engine', () => {
  it('saves what was typed with the version it was based on, and says so', async () => {
    const onSaved = vi.fn();
    const { writes } = renderForm(courseForm(onSaved));
    await editTitle('Basic safety training (refresher)');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: `/api/v1/trainings/${COURSE.id}`,
        body: expect.objectContaining({
          title: 'Basic safety training (refresher)',
          course_code: 'STCW-BST',
          version: 4,
        }),
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Basic safety training (refresher)', version: 5 }),
      { created: false, step: undefined },
    );
  });

  it('checks a required field before anything is sent', async () => {
    const { writes } = renderForm(courseForm());
    const dialog = await editTitle('');
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(writes()).toEqual([]);
  });

  it('shows a value the server refuses at its field, in the user’s language, and keeps what was typed', async () => {
    const refusal = {
      status: 409,
      body: {
        error: {
          code: 'already_exists',
          message: 'taken',
          details: { fields: { course_code: ['validation:alreadyTaken'] } },
        },
      },
    };
    renderForm(courseForm(), [refusal]);
    const dialog = await editTitle('Basic safety training (refresher)');
    const code = within(dialog).getByRole('textbox', { name: /^Course code/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Already in use: choose another value')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveProperty(
      'value',
      'Basic safety training (refresher)',
    );
  });

  it('shows a row changed meanwhile against mine; the user overwrites it or takes theirs', async () => {
    const theirs = { ...COURSE, title: 'Basic safety (STCW A-VI/1)', version: 5 };
    const conflict = {
      status: 409,
      body: { error: { code: 'conflict', message: 'conflict', details: { current: theirs } } },
    };
    const { writes } = renderForm(courseForm(), [conflict]);
    const dialog = await editTitle('Basic safety training (refresher)');
    const panel = await within(dialog).findByRole('alert', { name: 'Changed by someone else' });
    const row = within(panel).getByRole('row', { name: /Title/ });
    expect(within(row).getByText('Basic safety (STCW A-VI/1)')).toBeTruthy();
    expect(within(row).getByText('Basic safety training (refresher)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine and overwrite' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(writes().map((call) => [call.body?.title, call.body?.version])).toEqual([
      ['Basic safety training (refresher)', 4],
      ['Basic safety training (refresher)', 5],
    ]);
  });

  it('takes their version into the form when the user chooses theirs', async () => {
    const theirs = { ...COURSE, title: 'Basic safety (STCW A-VI/1)', version: 5 };
    renderForm(courseForm(), [
      { status: 409, body: { error: { code: 'conflict', message: '', details: { current: theirs } } } },
    ]);
    const dialog = await editTitle('Basic safety training (refresher)');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Take theirs' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveProperty(
        'value',
        'Basic safety (STCW A-VI/1)',
      ),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('a form that shows some fields of its row', () => {
  const readAt = '2026-03-01T14:30:27.512Z';
  const readingForm = (
    <EntityFormModal
      entity={runningHoursReadingEntity}
      opened
      onClose={() => undefined}
      title="Running hours of AE1"
      submitLabel="Record"
      sections={[['hours', 'remarks']]}
      labels={{ hours: 'Running hours now' }}
      defaults={{
        vessel_id: VESSEL.id,
        equipment_id: '0190a0a0-0000-7000-8000-0000000000ee',
        reading_at: readAt,
      }}
    />
  );

  it('sends the values it does not show as given, and names a refusal of one of them in its alert', async () => {
    const { writes } = renderForm(readingForm, [
      {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: '',
            details: {
              fields: { hours: ['validation:runningHoursDecrease'], reading_at: ['validation:dateInFuture'] },
            },
          },
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Running hours of AE1' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Running hours now/ }), {
      target: { value: '120' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText('Running hours cannot be lower than the latest reading'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please correct the marked fields. Read at: Date cannot be in the future',
    );
    expect(writes()[0]!.body).toMatchObject({ hours: 120, reading_at: readAt, vessel_id: VESSEL.id });
  });
});

describe('the form engine’s page view', () => {
  const ENTRY = {
    id: '0190a0a0-0000-7000-8000-000000000002',
    vessel_id: VESSEL.id,
    entry_number: 'E-2026-0007',
    logbook_type: 'engine',
    entry_at: '2026-03-01T14:30:00.000Z',
    entry_type: 'machinery',
    title: 'Main engine started',
    description: 'Main engine started for departure.',
    watch_keeper_id: '0190a0a0-0000-7000-8000-0000000000cc',
    me_rpm: 85,
    me_running_hours: 41250,
    fuel_consumed_mt: 2.5,
    latitude: 54.1,
    status: 'rejected',
    version: 2,
  };
  const entryPage = (
    <EntityFormPage
      entity={logbookEntryEntity}
      row={ENTRY}
      title="Edit Logbook Entry"
      cancelTo="/logbook/entries"
      steps={[{ step: 'submit', label: 'Save and submit for review' }]}
      withVessel={false}
      messages={{ saved: (row, { step }) => `${String(row.entry_number)} ${step ? 'submitted' : 'saved'}` }}
    />
  );

  it('shows the sections of the entry’s own type, the time in UTC, and nothing of another type', async () => {
    renderForm(entryPage);
    const form = await screen.findByRole('form', { name: 'Edit Logbook Entry' });
    expect(within(form).getByRole('textbox', { name: /^Main engine speed/ })).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: /^Latitude/ })).toBeNull();
    expect(within(form).getByLabelText(/Date and time \(UTC\)/)).toHaveProperty('value', '2026-03-01T14:30');
    expect(within(form).getByText('Enter the time in UTC')).toBeTruthy();
  });

  it('saves and then takes the step; another type’s value is sent empty', async () => {
    const { writes } = renderForm(entryPage, [
      { status: 200, body: { ...ENTRY, version: 3 } },
      { status: 200, body: { ...ENTRY, status: 'submitted', version: 4 } },
    ]);
    const form = await screen.findByRole('form', { name: 'Edit Logbook Entry' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and submit for review' }));
    expect(await screen.findByText('E-2026-0007 submitted')).toBeTruthy();
    const [save, step] = writes();
    expect(save).toMatchObject({ method: 'PUT', url: `/api/v1/logbook-entries/${ENTRY.id}` });
    expect(save!.body).toMatchObject({ me_rpm: 85, latitude: null, entry_at: ENTRY.entry_at, version: 2 });
    expect(step).toEqual({
      method: 'POST',
      url: `/api/v1/logbook-entries/${ENTRY.id}/submit`,
      body: { version: 3 },
    });
  });
});
