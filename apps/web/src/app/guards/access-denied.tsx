import { Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { GuardNotice } from './guard-notice';

/** Spec section 2: what non-admins see on admin-only pages. */
export function AccessDenied() {
  const { t } = useTranslation('common');
  return (
    <GuardNotice icon={IconLock} color="red" title={t('accessDenied.title')} order={1} minHeight="50vh">
      <Text>{t('accessDenied.message')}</Text>
      <Text c="dimmed" size="sm">
        {t('accessDenied.adminOnly')}
      </Text>
    </GuardNotice>
  );
}
