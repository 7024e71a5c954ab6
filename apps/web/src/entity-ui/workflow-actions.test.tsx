// The one action UI (workflow-actions.tsx) as the user meets it, rendered with the app's providers
// and the English texts: which steps a role is offered, the rejection dialog's check before anything
// is sent, what is sent, and a step the server refuses. The HTTP API is a stand-in answering as the
// server does (its behaviour is the registry contract test's, apps/server/src/crud).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Role } from '@mars/domain';
import { logbookEntryEntity } from '@mars/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { AuthProvider, useAuth } from '../app/auth/auth-context';
import { jsonAnswer, prepareDom } from './dom-test-support';
import { WorkflowActionButtons } from './workflow-actions';

type Call = { method: string; url: string; body: unknown };

const ENTRY = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  entry_number: 'D-2026-0042',
  status: 'submitted',
  version: 3,
};

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Who is signed in, once the session is read. */
function SignedInAs() {
  const { user } = useAuth();
  return user ? <p>signed in as {user.role}</p> : null;
}

/** Renders the buttons of `row` for a user of `role`; `answer` is the server's answer to the step. */
function renderAs(role: Role, row: Record<string, unknown>, answer?: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/auth/session')) {
      const user = { id: 'u1', email: `${role}@mars.demo`, fullName: role, role, vesselIds: [] };
      return jsonAnswer(200, { user, session: { expiresAt: '2099-01-01T00:00:00Z', rememberMe: false } });
    }
    return answer
      ? jsonAnswer(answer.status, answer.body)
      : jsonAnswer(200, { ...row, version: Number(row.version) + 1 });
  });
  render(
    <MantineProvider>
      <Notifications />
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider>
            <SignedInAs />
            <WorkflowActionButtons entity={logbookEntryEntity} row={row} />
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return calls;
}

const buttonNames = () =>
  within(screen.getByRole('group', { name: 'Workflow steps' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the workflow buttons of a row', () => {
  it('offers the Master the review of a submitted entry, and the officer only its withdrawal', async () => {
    renderAs('master', ENTRY);
    await waitFor(() => expect(buttonNames()).toEqual(['Withdraw', 'Approve', 'Reject']));
    cleanup();
    renderAs('officer', ENTRY);
    await waitFor(() => expect(buttonNames()).toEqual(['Withdraw']));
  });

  it('offers no step on an approved entry, nor to the crew', async () => {
    renderAs('master', { ...ENTRY, status: 'approved' });
    await screen.findByText('signed in as master');
    expect(screen.queryByRole('group', { name: 'Workflow steps' })).toBeNull();
    cleanup();
    renderAs('crew', { ...ENTRY, status: 'draft' });
    await screen.findByText('signed in as crew');
    expect(screen.queryByRole('group', { name: 'Workflow steps' })).toBeNull();
  });

  it('asks for the rejection reason and sends nothing until it is given', async () => {
    const calls = renderAs('master', ENTRY);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject entry D-2026-0042' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/A reason is required to reject an entry/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason for rejection/), {
      target: { value: '  Position must be the pilot station.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Entry rejected')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/v1/logbook-entries/${ENTRY.id}/reject`,
        body: { reason: 'Position must be the pilot station.', version: 3 },
      },
    ]);
  });

  it('says why a step was refused when someone else moved the entry on', async () => {
    renderAs('master', ENTRY, {
      status: 409,
      body: { error: { code: 'invalid_transition', message: '', details: { status: 'approved' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        "Failed to approve the entry: This step is not possible in the state 'Approved'. Reload to see the current state.",
      ),
    ).toBeTruthy();
  });
});
