// Settings 'Regional': the language (six listed; English and German complete) and the timezone.
import { Alert, Select, SimpleGrid } from '@mantine/core';
import { SETTINGS_LANGUAGES } from '@mars/i18n/languages';
import { IconInfoCircle, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { COMPLETE_LANGUAGES, baseLanguage } from '../../app/i18n';
import { TIMEZONES, useTimezoneChoice } from '../../app/preferences';
import type { TimezoneChoice } from '../../app/preferences';
import { useFormatters } from '../../app/regional';
import { api } from '../../data/api-client';
import { SettingsSection } from '../../app/settings-section';

export function RegionalSection() {
  const { t, i18n } = useTranslation('settings');
  const [timezone, setTimezone] = useTimezoneChoice();
  const format = useFormatters();
  const language = baseLanguage(i18n.language);
  const isComplete = COMPLETE_LANGUAGES.includes(language);

  const changeLanguage = async (value: string | null) => {
    if (!value) return;
    await i18n.changeLanguage(value);
    // Best effort: keep the choice on the account too; the local choice stands either way.
    api
      .updatePreferences({ language: value })
      .catch((error: unknown) => console.warn('[settings] language not saved', error));
  };

  return (
    <SettingsSection
      id="regional"
      title={t('regional.title')}
      description={t('regional.description')}
      icon={IconWorld}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('regional.language')}
          value={language}
          onChange={(value) => void changeLanguage(value)}
          allowDeselect={false}
          data={SETTINGS_LANGUAGES.map((value) => ({
            value,
            label: COMPLETE_LANGUAGES.includes(value)
              ? t(`regional.languages.${value}`)
              : t('regional.partialLanguage', { language: t(`regional.languages.${value}`) }),
          }))}
        />
        <Select
          label={t('regional.timezone')}
          value={timezone}
          onChange={(value) => value && setTimezone(value as TimezoneChoice)}
          allowDeselect={false}
          data={TIMEZONES.map((value) => ({ value, label: value }))}
          description={t('regional.now', { time: format.dateTime(new Date()) })}
        />
      </SimpleGrid>
      {isComplete ? null : (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('regional.fallbackNotice')}
        </Alert>
      )}
    </SettingsSection>
  );
}
