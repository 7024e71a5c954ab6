// Spec section 2: the data source toggle. It offers the sources that work; the local browser
// database joins the list (one line below) when it exists.
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconCloud } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type DataSource = { id: 'remote'; icon: typeof IconCloud };

/** The sources offered, the one in use first. */
export const DATA_SOURCES: readonly DataSource[] = [{ id: 'remote', icon: IconCloud }];

export function DataSourceMenu() {
  const { t } = useTranslation('nav');
  const current = DATA_SOURCES[0]!;
  const CurrentIcon = current.icon;
  const label = t('header.dataSource.label', { source: t(`header.dataSource.${current.id}`) });
  return (
    <Menu position="bottom-end" withinPortal>
      <Tooltip label={label}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="md" aria-label={label}>
            <CurrentIcon size={18} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        <Menu.Label>{t('header.dataSource.title')}</Menu.Label>
        {DATA_SOURCES.map((source) => {
          const Icon = source.icon;
          return (
            <Menu.Item
              key={source.id}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={source === current ? <IconCheck size={16} aria-hidden /> : null}
            >
              {t(`header.dataSource.${source.id}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
