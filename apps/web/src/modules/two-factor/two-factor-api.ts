// Calls of two-factor authentication (`/api/v1/auth/two-factor`, `/api/v1/organization/two-factor`,
// `/api/v1/users/:id/two-factor/reset`) and the field errors the server answers.
import type { RecoveryCodesAnswer, TwoFactorPolicy, TwoFactorSetup, TwoFactorStatus } from '@mars/domain';

import { api } from '../../data/api-client';

export type { TwoFactorPolicy, TwoFactorSetup, TwoFactorStatus };
/** The password or a code (authenticator or recovery) that confirms it is the user. */
export type IdentityProof = { password: string } | { code: string };

export const TWO_FACTOR_STATUS_KEY = ['two-factor', 'status'] as const;
export const TWO_FACTOR_POLICY_KEY = ['two-factor', 'policy'] as const;

export const twoFactorApi = {
  status: () => api.request<TwoFactorStatus>('GET', '/auth/two-factor'),
  setup: () => api.request<TwoFactorSetup>('POST', '/auth/two-factor/setup'),
  confirm: (code: string) => api.request<RecoveryCodesAnswer>('POST', '/auth/two-factor/confirm', { code }),
  disable: (proof: IdentityProof) => api.request<void>('POST', '/auth/two-factor/disable', proof),
  renewRecoveryCodes: (proof: IdentityProof) =>
    api.request<RecoveryCodesAnswer>('POST', '/auth/two-factor/recovery-codes', proof),
  policy: () => api.request<TwoFactorPolicy>('GET', '/organization/two-factor'),
  setPolicy: (required: boolean) =>
    api.request<TwoFactorPolicy>('PUT', '/organization/two-factor', { required }),
  reset: (userId: string) =>
    api.request<void>('POST', `/users/${encodeURIComponent(userId)}/two-factor/reset`),
};

/** The session again: the user's two-factor state changed (the app may now be used, or not). */
export async function reloadSession(): Promise<void> {
  await api.session();
}

/** 'ABCD EFGH IJKL …': the key in groups of four, as authenticator apps show it. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
