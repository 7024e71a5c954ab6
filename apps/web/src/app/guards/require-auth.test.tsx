// The guard of the signed-in screens (require-auth.tsx) as a browser on a ship's bridge meets it: a
// session that expired sends the user to the sign-in page remembering where they were, to go back
// there; a user who signs out leaves nothing behind, so whoever signs in next on the same computer
// starts on the dashboard, not on the previous user's screen (a Master landed on the admin's Users
// page, 'Access denied', after the admin had signed out).
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from '../../entity-ui/dom-test-app';
import { jsonAnswer, prepareDom } from '../../entity-ui/dom-test-support';
import { useAuth } from '../auth/auth-context';
import { RequireAuth } from './require-auth';

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function UsersScreen() {
  const { signOut, expireSession } = useAuth();
  return (
    <>
      <h1>Users</h1>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <button type="button" onClick={() => void expireSession()}>
        Expire
      </button>
    </>
  );
}

function SignInScreen() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <h1>{`Sign in${from ? `, then back to ${from}` : ''}`}</h1>;
}

async function atUsers() {
  renderInApp(
    <Routes>
      <Route path="/login" element={<SignInScreen />} />
      <Route element={<RequireAuth />}>
        <Route path="/users" element={<UsersScreen />} />
      </Route>
    </Routes>,
    { url: '/users', answer: () => jsonAnswer(200, {}) },
  );
  await screen.findByRole('heading', { name: 'Users' });
}

describe('the guard of the signed-in screens', () => {
  it('sends a user who signs out to the sign-in page with no place to go back to', async () => {
    await atUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sign in');
  });

  it('keeps the place of a session that expired, to go back there after signing in', async () => {
    await atUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Expire' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Sign in, then back to /users',
    );
  });
});
