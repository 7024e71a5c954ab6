// Spec section 2: the data source toggle. Remote is the only source until the offline issue brings
// the browser database; choosing local says so and stays remote.
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCloud, IconDatabase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function DataSourceMenu() {
  const { t } = useTranslation('nav');
  const label = t('header.dataSource.label', { source: t('header.dataSource.remote') });
  return (
    <Menu position="bottom-end" withinPortal>
      <Tooltip label={label}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="md" aria-label={label}>
            <IconCloud size={18} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{t('header.dataSource.title')}</Menu.Label>
        <Menu.Item
          leftSection={<IconCloud size={16} aria-hidden />}
          rightSection={<IconCheck size={16} aria-hidden />}
        >
          {t('header.dataSource.remote')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconDatabase size={16} aria-hidden />}
          onClick={() =>
            notifications.show({
              color: 'blue',
              title: t('header.dataSource.localTitle'),
              message: t('header.dataSource.localNotice'),
            })
          }
        >
          {t('header.dataSource.local')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
