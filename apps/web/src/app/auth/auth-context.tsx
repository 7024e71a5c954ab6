// Who is signed in (spec sections 2 and 7). Loads `GET /auth/session` on start, follows the API
// client's auth-state events and keeps the encrypted stored session record in step, so the app
// still knows its user when the server cannot be reached.
import { SETTINGS_LANGUAGES } from '@mars/i18n/languages';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { api, ApiError } from '../../data/api-client';
import type { AuthResult, AuthUser, LoginInput, LoginResult, SessionInfo } from '../../data/api-client';
import { useRateLimitedToast } from './rate-limit-warning';
import { sessionStore } from './session-store';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';
/** Why nobody is signed in: 'expired' makes the sign-in page show ?session_expired=true. */
export type SignedOutReason = 'expired' | 'signed_out' | null;

export type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
  session: SessionInfo | null;
  /** True when the user comes from the stored session record because the server was unreachable. */
  isOfflineSession: boolean;
  signedOutReason: SignedOutReason;
  /** Signs in, or answers that the code of the second step is asked for (no session yet). */
  signIn(input: LoginInput): Promise<LoginResult>;
  signOut(): Promise<void>;
  /** Signs out because the session ran out (spec section 4: 'expired means automatic logout'). */
  expireSession(): Promise<void>;
  extendSession(): Promise<void>;
};

type AuthState = Pick<
  AuthContextValue,
  'status' | 'user' | 'session' | 'isOfflineSession' | 'signedOutReason'
>;

const SIGNED_OUT: AuthState = {
  status: 'unauthenticated',
  user: null,
  session: null,
  isOfflineSession: false,
  signedOutReason: null,
};
const LOADING: AuthState = { ...SIGNED_OUT, status: 'loading' };

const AuthContext = createContext<AuthContextValue | null>(null);

function signedIn(result: AuthResult, isOfflineSession = false): AuthState {
  return {
    status: 'authenticated',
    user: result.user,
    session: result.session,
    isOfflineSession,
    signedOutReason: null,
  };
}

function persist(result: AuthResult): void {
  sessionStore
    .save(result)
    .catch((error: unknown) => console.warn('[auth] could not store the session', error));
}

function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === 'network' || error.code === 'timeout' || error.status >= 502)
  );
}

function applyPreferredLanguage(
  language: string | null,
  current: string | undefined,
  change: (l: string) => unknown,
) {
  if (language && (SETTINGS_LANGUAGES as readonly string[]).includes(language) && current !== language) {
    void change(language);
  }
}

export function AuthProvider({
  children,
  firstCheck,
}: {
  children: ReactNode;
  /** The session check already under way (boot.ts); without it the provider asks the server. */
  firstCheck?: () => Promise<AuthResult | null>;
}) {
  const { i18n } = useTranslation();
  const [state, setState] = useState<AuthState>(LOADING);
  useRateLimitedToast();

  useEffect(() => {
    let isActive = true;
    // The session check of boot.ts may answer before this subscription: its result is applied
    // from the check itself, once (`applied` is the last result taken in).
    let applied: AuthResult | null = null;
    const applySignedIn = (result: AuthResult, isNewSignIn: boolean) => {
      if (applied === result) return;
      applied = result;
      // A transition: the screens behind the sign-in render in slices (design.md section 11).
      startTransition(() => setState(signedIn(result)));
      persist(result);
      if (isNewSignIn) {
        applyPreferredLanguage(result.user.language, i18n.resolvedLanguage, (l) => i18n.changeLanguage(l));
      }
    };
    const unsubscribe = api.onAuthStateChange((event, result) => {
      if ((event === 'SIGNED_IN' || event === 'USER_UPDATED') && result) {
        applySignedIn(result, event === 'SIGNED_IN');
      } else if (event === 'SIGNED_OUT' || event === 'SESSION_EXPIRED') {
        const reason = event === 'SESSION_EXPIRED' ? 'expired' : 'signed_out';
        // A sign-out that already happened here keeps its reason (an expiry stays an expiry).
        setState((previous) =>
          previous.status === 'unauthenticated' && previous.signedOutReason
            ? previous
            : { ...SIGNED_OUT, signedOutReason: reason },
        );
        sessionStore.clear();
      }
    });

    let retryTimer: number | undefined;
    const checkSession = (pending: Promise<AuthResult | null> = api.session()) => {
      pending
        .then((result) => {
          if (!isActive) return;
          if (result) {
            applySignedIn(result, true);
            return;
          }
          setState(SIGNED_OUT);
          sessionStore.clear();
        })
        .catch(async (error: unknown) => {
          if (error instanceof ApiError && error.status === 429) {
            // A 429 is not a sign-out (spec section 8): the message with the wait shows (see
            // useRateLimitedToast), the stored user stays and the session is read again after the wait.
            const stored = await sessionStore.load();
            if (!isActive) return;
            if (stored) setState((previous) => (previous.status === 'loading' ? signedIn(stored) : previous));
            const seconds = Number(error.details.retryAfterSeconds);
            retryTimer = window.setTimeout(
              () => checkSession(),
              (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000,
            );
            return;
          }
          const stored = isUnreachable(error) ? await sessionStore.load() : null;
          if (!isActive) return;
          setState(stored ? signedIn(stored, true) : SIGNED_OUT);
        });
    };
    checkSession(firstCheck ? firstCheck() : undefined);

    return () => {
      isActive = false;
      window.clearTimeout(retryTimer);
      unsubscribe();
    };
  }, [i18n, firstCheck]);

  const signIn = useCallback((input: LoginInput) => api.login(input), []);

  const endSession = useCallback(async (reason: Exclude<SignedOutReason, null>) => {
    setState({ ...SIGNED_OUT, signedOutReason: reason });
    sessionStore.clear();
    try {
      await api.logout();
    } catch (error) {
      // Spec section 7: a failed sign-out is only logged; the user is signed out here anyway.
      console.warn('[auth] sign-out request failed', error);
    }
  }, []);
  const signOut = useCallback(() => endSession('signed_out'), [endSession]);
  const expireSession = useCallback(() => endSession('expired'), [endSession]);

  const extendSession = useCallback(async () => {
    await api.extendSession();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signOut, expireSession, extendSession }),
    [state, signIn, signOut, expireSession, extendSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
