// Settings (spec section 2): appearance, regional, the selected vessel's information (edited by the
// admins who manage it), notifications and security (both lead to the user's own profile), data and
// backup, about, and for administrators the organization-wide settings. Choices apply at once and are
// kept in this browser; 'Reset to defaults' restores them.
import { Button, Stack, useMantineColorScheme } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { FALLBACK_LANGUAGE } from '../../app/i18n';
import { PageHeader } from '../../app/page-header';
import { useLayoutChoice, useTimezoneChoice } from '../../app/preferences';
import { AdminSettingsSections } from './admin-sections';
import { AppearanceSection } from './appearance-section';
import { DataBackupSection } from './data-backup-section';
import { AboutSection, NotificationsSection, SecuritySection } from './info-sections';
import { RegionalSection } from './regional-section';
import { VesselSection } from './vessel-section';

export function SettingsPage() {
  const { t, i18n } = useTranslation('settings');
  const { setColorScheme } = useMantineColorScheme();
  const [, setLayout] = useLayoutChoice();
  const [, setTimezone] = useTimezoneChoice();

  const resetToDefaults = () => {
    setColorScheme('light');
    setLayout('modern');
    setTimezone('UTC');
    void i18n.changeLanguage(FALLBACK_LANGUAGE);
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRestore size={18} aria-hidden />}
            onClick={resetToDefaults}
          >
            {t('reset')}
          </Button>
        }
      />
      <Stack gap="md" maw={880}>
        <AppearanceSection />
        <RegionalSection />
        <VesselSection />
        <AdminSettingsSections />
        <NotificationsSection />
        <DataBackupSection />
        <SecuritySection />
        <AboutSection />
      </Stack>
    </>
  );
}
