// A new password and its confirmation (spec section 5: at least 8 characters with an uppercase
// letter, a lowercase letter, a number and a special character; the two passwords must match), with
// the policy shown live. Used to change the password (profile) and to set it with a reset link.
// The reset link's page is public: it comes without the app layout's styles (app/layout/app-styles.ts),
// so the styles these fields need beyond the first screen's come with them.
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';

import { passwordConfirmationError, passwordPolicyErrors } from '@mars/domain';
import { List, PasswordInput, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const POLICY_RULES = [
  'validation:password.minLength',
  'validation:password.uppercase',
  'validation:password.lowercase',
  'validation:password.number',
  'validation:password.special',
] as const;

/** Whether the pair may be sent: the policy is met and the confirmation matches. */
export function isNewPasswordAcceptable(newPassword: string, confirmation: string): boolean {
  return (
    passwordPolicyErrors(newPassword).length === 0 && !passwordConfirmationError(newPassword, confirmation)
  );
}

export function NewPasswordFields(props: {
  newPassword: string;
  confirmation: string;
  onNewPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** The user tried to submit: required and policy errors show from then on. */
  isAttempted: boolean;
  isDisabled: boolean;
  /** The policy keys the server answered for the new password. */
  serverErrors: string[];
}) {
  const { t } = useTranslation(['profile', 'validation']);
  const { newPassword, confirmation, isAttempted } = props;
  const policyErrors: string[] = passwordPolicyErrors(newPassword);
  const mismatch = confirmation || isAttempted ? passwordConfirmationError(newPassword, confirmation) : null;
  const newPasswordError =
    props.serverErrors.length > 0
      ? props.serverErrors.map((key) => t(key)).join(' ')
      : isAttempted && policyErrors.length > 0
        ? t(policyErrors[0] ?? 'validation:required')
        : undefined;

  // Both inputs take a new password: the browser may offer to generate one, and neither may stay empty.
  const asNewPassword = { autoComplete: 'new-password', required: true, disabled: props.isDisabled };

  return (
    <>
      <PasswordInput
        label={t('profile:password.new')}
        {...asNewPassword}
        value={newPassword}
        error={newPasswordError}
        onChange={(event) => props.onNewPasswordChange(event.currentTarget.value)}
      />
      <List spacing={4} size="sm" center aria-label={t('profile:password.policy')}>
        {POLICY_RULES.map((rule) => {
          const isMet = newPassword.length > 0 && !policyErrors.includes(rule);
          return (
            <List.Item
              key={rule}
              icon={
                <ThemeIcon size={16} radius="xl" color={isMet ? 'green' : 'gray'}>
                  {isMet ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={isMet ? undefined : 'dimmed'}>
                {t(rule)}
                <VisuallyHidden>
                  {' '}
                  ({isMet ? t('profile:password.ruleMet') : t('profile:password.ruleNotMet')})
                </VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
      <PasswordInput
        label={t('profile:password.confirm')}
        {...asNewPassword}
        value={confirmation}
        error={mismatch ? t(mismatch) : undefined}
        onChange={(event) => props.onConfirmationChange(event.currentTarget.value)}
      />
    </>
  );
}
