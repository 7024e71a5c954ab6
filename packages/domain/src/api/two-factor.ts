// Answers of two-factor authentication: the user's own (/auth/two-factor) and the organization's policy.
import { z } from 'zod';

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesRemaining: z.number(),
  requiredByOrganization: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

export const twoFactorPolicySchema = z.object({
  required: z.boolean(),
  usersWithTwoFactor: z.number(),
  users: z.number(),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
