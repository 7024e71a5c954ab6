// The one typed client of the MARS HTTP API (design.md section 6, docs/http-api.md).
// Every request of the web app goes through `api`; the session token is an HttpOnly cookie,
// so the client never sees it.
import type {
  ActiveSession,
  AuthResult,
  AuthUser,
  HealthAnswer,
  LoginResult,
  SessionInfo,
  TwoFactorPending,
} from '@mars/domain';

/** A vessel of `GET /vessels` (spec section 7: the ships call; the vessel entity's other fields too). */
export type Vessel = {
  id: string;
  name: string;
  imo_number: string;
  flag_state: string;
  vessel_type: string;
  gross_tonnage?: number | null;
  version?: number;
};


export type LoginInput = { email: string; password: string; rememberMe: boolean; captcha?: string };
export type Preferences = { language?: string; theme?: string; timezone?: string };

/** The answers of /auth (the domain's schemas, packages/domain/src/api/auth.ts). */
export type { ActiveSession, AuthResult, AuthUser, LoginResult, SessionInfo, TwoFactorPending };

/** USER_UPDATED: a signed-in call answered a new user or session (extend, preferences, session reload). */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'SESSION_EXPIRED' | 'USER_UPDATED';
export type AuthListener = (event: AuthEvent, result: AuthResult | null) => void;
export type RateLimitInfo = { limit: number | null; remaining: number; resetSeconds: number | null };
/** Hears each 429 'rate_limited' answer; its details.retryAfterSeconds is the wait. */
export type RateLimitedListener = (error: ApiError) => void;
/**
 * background: the app calls on its own (a poll), not the user; the server does not extend the
 * session for it (spec section 9: only the user's activity does).
 */
export type RequestOptions = {
  background?: boolean;
  /** The request goes on when the page is closed or reloaded (a sign-out). */
  keepalive?: boolean;
};
export type RateLimitListener = (info: RateLimitInfo) => void;

export const API_BASE = '/api/v1';
export const CLIENT_INFO = 'mars-web/0.5.0';
export const REQUEST_TIMEOUT_MS = 30_000;
export const BACKGROUND_HEADER = 'X-Mars-Background';
/** Spec section 9: warn when this many requests or fewer are left in the current minute. */
export const RATE_LIMIT_WARNING_THRESHOLD = 10;
/** The most vessels the selector lists (the API's largest page). */
export const VESSEL_SELECTOR_LIMIT = 500;
/** The vessel selector's list: the active ships the user may see, by name (spec sections 6, 7). */
export const VESSEL_SELECTOR_QUERY = { status: 'active', sort: 'name', limit: VESSEL_SELECTOR_LIMIT } as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns an error answer (`{ error: { code, message, details } }` or anything else) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const code = error && typeof error.code === 'string' ? error.code : fallbackCode(status);
  const message = error && typeof error.message === 'string' ? error.message : `HTTP ${status}`;
  const details = error && isRecord(error.details) ? error.details : {};
  return new ApiError(status, code, message, details);
}

function fallbackCode(status: number): string {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal_error';
  return 'something_went_wrong';
}

/** Reads the rate-limit headers of an answer; null when the answer carries none. */
export function readRateLimit(headers: Headers): RateLimitInfo | null {
  const remaining = headers.get('X-RateLimit-Remaining');
  if (remaining === null || remaining.trim() === '' || !Number.isFinite(Number(remaining))) return null;
  const limit = headers.get('X-RateLimit-Limit');
  const reset = headers.get('X-RateLimit-Reset');
  return {
    remaining: Number(remaining),
    limit: limit !== null && Number.isFinite(Number(limit)) ? Number(limit) : null,
    resetSeconds: reset !== null && Number.isFinite(Number(reset)) ? Number(reset) : null,
  };
}

export function buildQuery(params?: Record<string, string | number | undefined>): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls whose 401 is a failed sign-in, never a session that ended. */
const SIGN_IN_PATHS = new Set(['/auth/login', '/auth/logout', '/auth/two-factor/verify']);

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Fetches a file of the API (a report, a backup) and hands it to the browser as a download; an error
 * answer becomes an ApiError (shown by the screen, not saved as a file). Answers the file's name: the
 * server's (Content-Disposition), else `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { 'X-Client-Info': CLIENT_INFO },
    credentials: 'same-origin',
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

export function createApiClient(fetchImpl: FetchLike = (input, init) => fetch(input, init)) {
  const authListeners = new Set<AuthListener>();
  const rateLimitListeners = new Set<RateLimitListener>();
  const rateLimitedListeners = new Set<RateLimitedListener>();
  let rateLimit: RateLimitInfo | null = null;
  let isSignedIn = false;

  function emit(event: AuthEvent, result: AuthResult | null): void {
    isSignedIn = event === 'SIGNED_IN' || event === 'USER_UPDATED';
    for (const listener of authListeners) listener(event, result);
  }

  async function send<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const upper = method.toUpperCase();
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Client-Info': CLIENT_INFO };
    if (options.background) headers[BACKGROUND_HEADER] = '1';
    // The language the app shows (<html lang> follows it): the server names enum values in rows' names in it.
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) headers['Accept-Language'] = language;
    if (STATE_CHANGING.has(upper)) headers['X-Requested-With'] = 'mars';
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);

    let response: Response;
    try {
      // Paths are relative to /api/v1; the few outside it (`/api/health`) are given whole.
      response = await fetchImpl(path.startsWith('/api/') ? path : `${API_BASE}${path}`, {
        method: upper,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      const code = isTimedOut ? 'timeout' : 'network';
      throw new ApiError(0, code, cause instanceof Error ? cause.message : code);
    } finally {
      clearTimeout(timer);
    }

    const limits = readRateLimit(response.headers);
    if (limits) {
      rateLimit = limits;
      for (const listener of rateLimitListeners) listener(limits);
    }

    const text = await response.text().catch(() => '');
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }

    if (!response.ok) {
      const error = toApiError(response.status, parsed);
      // A 429 is never a sign-out: it is told with its wait (spec section 8).
      if (response.status === 429 && typeof error.details.retryAfterSeconds !== 'number') {
        const wait = Number(response.headers.get('Retry-After'));
        if (Number.isFinite(wait) && wait > 0) error.details.retryAfterSeconds = wait;
      }
      if (response.status === 429 && error.code === 'rate_limited') {
        for (const listener of rateLimitedListeners) listener(error);
      }
      if (response.status === 401 && !SIGN_IN_PATHS.has(path)) {
        const wasSignedIn = isSignedIn;
        if (wasSignedIn || path !== '/auth/session') emit(wasSignedIn ? 'SESSION_EXPIRED' : 'SIGNED_OUT', null);
      }
      throw error;
    }
    return parsed as T;
  }

  async function authCall(method: string, path: string, body?: unknown): Promise<AuthResult> {
    const result = await send<AuthResult>(method, path, body);
    emit(isSignedIn && path !== '/auth/login' ? 'USER_UPDATED' : 'SIGNED_IN', result);
    return result;
  }

  return {
    request: send,
    /** The vessel selector's list: the active ships the user may see, by name (spec sections 6, 7). */
    async listVessels(): Promise<Vessel[]> {
      const { rows } = await send<{ rows: Vessel[]; total: number }>('GET', `/vessels${buildQuery(VESSEL_SELECTOR_QUERY)}`);
      return rows;
    },
    list<T>(
      resource: string,
      params?: Record<string, string | number | undefined>,
      options?: RequestOptions,
    ) {
      return send<{ rows: T[]; total: number }>('GET', `/${resource}${buildQuery(params)}`, undefined, options);
    },
    get<T>(resource: string, id: string): Promise<T> {
      return send<T>('GET', `/${resource}/${encodeURIComponent(id)}`);
    },
    upsert<T>(resource: string, id: string, row: Record<string, unknown>): Promise<T> {
      return send<T>('PUT', `/${resource}/${encodeURIComponent(id)}`, row);
    },
    async remove(resource: string, id: string): Promise<void> {
      await send<void>('DELETE', `/${resource}/${encodeURIComponent(id)}`);
    },
    /** A workflow step (design.md section 6): the version read and the action's input; the stepped row. */
    step<T>(resource: string, id: string, action: string, body: Record<string, unknown>): Promise<T> {
      return send<T>('POST', `/${resource}/${encodeURIComponent(id)}/${encodeURIComponent(action)}`, body);
    },
    health() {
      return send<HealthAnswer>('GET', '/api/health');
    },

    /** Signs in, or answers that a second step is needed: no session exists until then. */
    async login(input: LoginInput): Promise<LoginResult> {
      const result = await send<LoginResult>('POST', '/auth/login', input);
      if ('twoFactorRequired' in result) return result;
      emit('SIGNED_IN', result);
      return result;
    },
    /** The second step of signing in: a code of the authenticator app or a recovery code. */
    verifyTwoFactor(code: string): Promise<AuthResult> {
      return authCall('POST', '/auth/two-factor/verify', { code });
    },
    /**
     * The current session, or null when signed out (401 only). Does not extend the session; any other
     * failure (a 429, the network) is thrown and never means signed out.
     */
    async session(): Promise<AuthResult | null> {
      try {
        return await authCall('GET', '/auth/session');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    /** The session the page came with (boot.ts): taken as the session check's answer, without asking again. */
    adoptSession(result: AuthResult): AuthResult {
      emit('SIGNED_IN', result);
      return result;
    },
    extendSession(): Promise<AuthResult> {
      return authCall('POST', '/auth/session/extend');
    },
    async logout(): Promise<void> {
      try {
        // The sign-in page shows at once; the sign-out still reaches the server if the tab is closed.
        await send<void>('POST', '/auth/logout', undefined, { keepalive: true });
      } finally {
        emit('SIGNED_OUT', null);
      }
    },
    async sessions(): Promise<ActiveSession[]> {
      const { rows } = await send<{ rows: ActiveSession[] }>('GET', '/auth/sessions');
      return rows;
    },
    async revokeSession(id: string): Promise<void> {
      await send<void>('DELETE', `/auth/sessions/${encodeURIComponent(id)}`);
    },
    async changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
      await send<void>('POST', '/auth/password', input);
    },
    /** Asks for a reset link by mail; the same answer whether or not the email has an account. */
    async requestPasswordReset(email: string): Promise<void> {
      await send<void>('POST', '/auth/password-reset', { email });
    },
    /** Checks a reset link's token: resolves when it can still be used. */
    async verifyPasswordReset(token: string): Promise<void> {
      await send<void>('POST', '/auth/password-reset/verify', { token });
    },
    async resetPassword(input: { token: string; newPassword: string }): Promise<void> {
      await send<void>('POST', '/auth/password-reset/confirm', input);
    },
    captchaChallenge(): Promise<unknown> {
      return send<unknown>('GET', '/auth/captcha');
    },
    updatePreferences(preferences: Preferences): Promise<AuthResult> {
      return authCall('PUT', '/auth/preferences', preferences);
    },

    onAuthStateChange(listener: AuthListener): () => void {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
    /** Every 429 'rate_limited' answer (the API limit per user), with its wait. */
    onRateLimited(listener: RateLimitedListener): () => void {
      rateLimitedListeners.add(listener);
      return () => rateLimitedListeners.delete(listener);
    },
    onRateLimitChange(listener: RateLimitListener): () => void {
      rateLimitListeners.add(listener);
      return () => rateLimitListeners.delete(listener);
    },
    /** The rate-limit headers of the last answer that carried them. */
    getRateLimit(): RateLimitInfo | null {
      return rateLimit;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();
