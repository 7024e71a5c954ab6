// Profile information (spec section 3 'User profile'): the user edits their own first and last name,
// phone, position, department and language; email, role and organization are the administrator's.
// The server checks every field again and answers a code per field, shown under it. After a save the
// app speaks the chosen language (and signs in with it next time).
import type { ProfileLanguage } from '@mars/domain';
import {
  formatRole,
  isValidPhone,
  PROFILE_LANGUAGES,
  PROFILE_NAME_MAX,
  PROFILE_PHONE_MAX,
} from '@mars/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { AuthUser } from '../../data/api-client';
import { api, ApiError } from '../../data/api-client';
import { errorText, fieldErrorKeys } from '../../app/error-text';
import { LoadingIndicator } from '../../app/loading-indicator';
import type { Profile, ProfileInput } from './profile-api';
import { PROFILE_QUERY_KEY, profileApi } from './profile-api';

type Values = Omit<ProfileInput, 'version'>;
const FIELDS = ['first_name', 'last_name', 'phone', 'position', 'department', 'language'] as const;
const AUTOCOMPLETE = {
  first_name: 'given-name',
  last_name: 'family-name',
  position: 'organization-title',
  department: 'off',
} as const;

function valuesOf(profile: Profile, fallbackLanguage: string): Values {
  const language = profile.language ?? fallbackLanguage;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    position: profile.position ?? '',
    department: profile.department ?? '',
    language: (PROFILE_LANGUAGES as readonly string[]).includes(language)
      ? (language as ProfileLanguage)
      : 'en',
  };
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

function ProfileEditor({ user, profile }: { user: AuthUser; profile: Profile }) {
  const { t, i18n } = useTranslation(['profile', 'validation', 'errors']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(profile, i18n.resolvedLanguage ?? 'en'));
  const [version, setVersion] = useState(profile.version);
  const [isSaving, setIsSaving] = useState(false);
  const [isAttempted, setIsAttempted] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const clientError = (field: (typeof FIELDS)[number]): string | undefined => {
    if (!isAttempted) return undefined;
    if (field === 'first_name' && !values.first_name.trim()) return t('validation:required');
    if (field === 'phone' && values.phone.trim() && !isValidPhone(values.phone)) return t('validation:phone');
    return undefined;
  };
  const errorOf = (field: (typeof FIELDS)[number]) =>
    clientError(field) ??
    (fieldErrorKeys(serverError, field)
      .map((key) => t(key, { defaultValue: t('validation:invalid') }))
      .join(' ') ||
      undefined);
  const isConflict = serverError?.code === 'conflict';
  const hasFieldErrors = FIELDS.some((field) => fieldErrorKeys(serverError, field).length > 0);
  const otherError = serverError && !isConflict && !hasFieldErrors ? serverError : null;

  const set = (field: keyof Values) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsAttempted(true);
    setServerError(null);
    if (!values.first_name.trim() || (values.phone.trim() && !isValidPhone(values.phone))) return;
    setIsSaving(true);
    try {
      const saved = await profileApi.saveProfile({ ...values, version });
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      setVersion(saved.version);
      setValues(valuesOf(saved, values.language));
      setIsAttempted(false);
      // The header's name and the stored session follow (USER_UPDATED), then the language.
      await api.session();
      if (saved.language && saved.language !== i18n.resolvedLanguage)
        await i18n.changeLanguage(saved.language);
      notifications.show({ color: 'green', message: i18n.t('profile:info.saved') });
    } catch (error) {
      setServerError(error instanceof ApiError ? error : new ApiError(0, 'save_failed', String(error)));
    } finally {
      setIsSaving(false);
    }
  }

  function takeCurrent() {
    const current = serverError?.details.current as Profile | undefined;
    if (current) {
      setValues(valuesOf(current, values.language));
      setVersion(current.version);
    }
    setServerError(null);
  }

  const text = (field: keyof typeof AUTOCOMPLETE) => (
    <TextInput
      label={t(`profile:info.${field}`)}
      value={values[field]}
      maxLength={PROFILE_NAME_MAX}
      required={field === 'first_name'}
      autoComplete={AUTOCOMPLETE[field]}
      disabled={isSaving}
      error={errorOf(field)}
      onChange={(event) => set(field)(event.currentTarget.value)}
    />
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('profile:info.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <ReadOnlyField label={t('profile:info.email')} value={user.email} />
            <ReadOnlyField label={t('profile:info.role')} value={formatRole(user.role)} />
            <ReadOnlyField label={t('profile:info.organization')} value={user.organizationName} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('profile:info.adminHint')}
          </Text>
          {isConflict && (
            <Alert color="orange" title={t('errors:conflict')}>
              <Group>
                <Text size="sm">{t('profile:info.conflict')}</Text>
                <Button size="xs" variant="light" onClick={takeCurrent}>
                  {t('profile:info.takeCurrent')}
                </Button>
              </Group>
            </Alert>
          )}
          {otherError && <Alert color="red">{errorText(t, otherError, 'errors:save_failed')}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('first_name')}
            {text('last_name')}
            <TextInput
              label={t('profile:info.phone')}
              description={t('profile:info.phoneHint')}
              type="tel"
              autoComplete="tel"
              value={values.phone}
              maxLength={PROFILE_PHONE_MAX}
              disabled={isSaving}
              error={errorOf('phone')}
              onChange={(event) => set('phone')(event.currentTarget.value)}
            />
            <Select
              label={t('profile:info.language')}
              value={values.language}
              allowDeselect={false}
              disabled={isSaving}
              error={errorOf('language')}
              data={PROFILE_LANGUAGES.map((language) => ({
                value: language,
                label: t(`profile:info.languages.${language}`),
              }))}
              onChange={(language) => language && set('language')(language)}
            />
            {text('position')}
            {text('department')}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={isSaving}>
              {t('profile:info.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function ProfileForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation(['profile', 'errors']);
  const query = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: profileApi.profile });
  if (query.isError) return <Alert color="red">{errorText(t, query.error)}</Alert>;
  if (!query.data) return <LoadingIndicator size="sm" label={t('profile:info.loading')} />;
  return <ProfileEditor user={user} profile={query.data} />;
}
