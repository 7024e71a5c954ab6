// Settings 'Notifications' (spec section 2): the preferences live in the profile, where each user sets
// their own; this section leads there.
import { Button, Group } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SettingsSection } from '../../app/settings-section';

export function NotificationsSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      id="notifications"
      title={t('notifications.title')}
      description={t('notifications.description')}
      icon={IconBell}
    >
      <Group>
        <Button component={Link} to="/profile?tab=notifications" variant="light">
          {t('notifications.open')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
