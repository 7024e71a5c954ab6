// Language preference (spec section 8: 'language preference update success and error'): stored on
// the server with PUT /auth/preferences and applied at once.
import { SETTINGS_LANGUAGES } from '@mars/i18n/languages';
import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { api } from '../../data/api-client';

export function PreferencesTab() {
  const { t, i18n } = useTranslation('profile');
  const { user } = useAuth();
  const [isSaving, setIsSaving] = useState(false);
  const current = user?.language ?? i18n.resolvedLanguage ?? 'en';

  async function onLanguageChange(language: string | null) {
    if (!language || language === current) return;
    setIsSaving(true);
    try {
      await api.updatePreferences({ language });
      await i18n.changeLanguage(language);
      // i18n.t speaks the language just chosen; `t` is bound to the one this render used.
      notifications.show({ color: 'green', message: i18n.t('profile:preferences.languageUpdated') });
    } catch (error) {
      console.warn('[profile] language preference update failed', error);
      notifications.show({ color: 'red', message: t('preferences.languageUpdateFailed') });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h4">
          {t('preferences.title')}
        </Title>
        <Select
          label={t('preferences.language')}
          value={current}
          disabled={isSaving}
          allowDeselect={false}
          data={SETTINGS_LANGUAGES.map((language) => ({
            value: language,
            label: t(`preferences.languageNames.${language}`),
          }))}
          onChange={(language) => void onLanguageChange(language)}
        />
        <Text size="xs" c="dimmed">
          {t('preferences.languageHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
