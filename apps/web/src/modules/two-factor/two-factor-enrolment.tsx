// Setting up two-factor authentication: the server makes a key, shown as a QR code and to type;
// a current code of the app confirms it; then the recovery codes are shown, once. Used on the
// profile's security tab and on the set-up screen an organization that requires it shows.
import { Alert, Button, CopyButton, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { isTwoFactorCode } from '@mars/domain';
import { IconCopy, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText, fieldErrorKeys } from '../../app/error-text';
import { RecoveryCodes } from './recovery-codes';
import type { TwoFactorSetup } from './two-factor-api';
import { groupedKey, twoFactorApi } from './two-factor-api';

type ScanAndConfirmProps = { setup: TwoFactorSetup; onConfirmed(codes: string[]): void; onCancel?(): void };

function ScanAndConfirm({ setup, onConfirmed, onCancel }: ScanAndConfirmProps) {
  const { t } = useTranslation(['twoFactor', 'errors', 'validation']);
  const [code, setCode] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isTwoFactorCode(code)) {
      setCodeError(t('validation:twoFactorCode'));
      return;
    }
    setIsSubmitting(true);
    setFailure(null);
    try {
      onConfirmed((await twoFactorApi.confirm(code.trim())).recoveryCodes);
    } catch (error) {
      const keys = fieldErrorKeys(error, 'code');
      if (keys.length > 0) setCodeError(keys.map((key) => t(key)).join(' '));
      else setFailure(error);
      setCode('');
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('enrol.scanTitle')}
        </Title>
        <Text size="sm">{t('enrol.scanHint')}</Text>
        <Image
          src={`data:image/svg+xml;base64,${btoa(setup.qrCodeSvg)}`}
          alt={t('enrol.qrAlt')}
          w={200}
          h={200}
          fit="contain"
          bg="white"
        />
        <Text size="sm">{t('enrol.manualHint')}</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('enrol.key')}
            value={groupedKey(setup.secret)}
            readOnly
            ff="monospace"
            w="100%"
            maw={360}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
                {copied ? t('enrol.copied') : t('enrol.copyKey')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="xs" maw={360}>
          <Title order={3} size="h5">
            {t('enrol.confirmTitle')}
          </Title>
          {failure !== null && <Alert color="red">{errorText(t, failure, 'errors:save_failed')}</Alert>}
          <TextInput
            label={t('enrol.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            value={code}
            disabled={isSubmitting}
            error={codeError}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(null);
            }}
          />
          <Group gap="sm">
            <Button type="submit" loading={isSubmitting}>
              {t('enrol.confirm')}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
                {t('enrol.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export type TwoFactorSetupFlowProps = {
  /** Set up and the recovery codes saved. */
  onDone(): void;
  /** Lets the user stop before confirming (the profile's security tab). */
  onCancel?(): void;
};

/** Start, scan and confirm, then the recovery codes. */
export function TwoFactorSetupFlow({ onDone, onCancel }: TwoFactorSetupFlowProps) {
  const { t } = useTranslation(['twoFactor', 'errors']);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function start() {
    setIsStarting(true);
    setFailure(null);
    try {
      setSetup(await twoFactorApi.setup());
    } catch (error) {
      setFailure(error);
    } finally {
      setIsStarting(false);
    }
  }

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (setup) return <ScanAndConfirm setup={setup} onConfirmed={setRecoveryCodes} onCancel={onCancel} />;
  return (
    <Stack gap="sm" align="flex-start">
      {failure !== null && <Alert color="red">{errorText(t, failure, 'errors:save_failed')}</Alert>}
      <Button
        leftSection={<IconShieldLock size={18} aria-hidden />}
        loading={isStarting}
        onClick={() => void start()}
        // The German label is wider than a phone: it wraps instead of leaving the screen.
        h="auto"
        mih={36}
        py={6}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {t('section.setUp')}
      </Button>
    </Stack>
  );
}
