// Spec section 2: the data source toggle: the server's database (remote, the default) or the
// browser's offline database (local), where lists, forms and workflow steps work without a link and
// the sync carries the changes to the server.
import { ActionIcon, Menu, Modal, Tooltip } from '@mantine/core';
import { IconCheck, IconCloud, IconDeviceFloppy, IconDownload, IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DataSourceId } from '../data-source';
import { useDataSource } from '../data-source';
import { useVessel } from '../vessel-context';
import { SnapshotDownload, snapshotUrl } from './snapshot-download';

type DataSource = { id: DataSourceId; icon: typeof IconCloud };

/** The sources offered. */
export const DATA_SOURCES: readonly DataSource[] = [
  { id: 'remote', icon: IconCloud },
  { id: 'local', icon: IconDeviceFloppy },
];

export function DataSourceMenu() {
  const { t } = useTranslation('nav');
  const { source, setSource } = useDataSource();
  const { selectedVessel, vessels } = useVessel();
  const [isChoosing, setIsChoosing] = useState(false);
  const current = DATA_SOURCES.find((candidate) => candidate.id === source) ?? DATA_SOURCES[0]!;
  const CurrentIcon = current.icon;
  const label = t('header.dataSource.label', { source: t(`header.dataSource.${current.id}`) });
  return (
    <>
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
          {DATA_SOURCES.map((option) => {
            const Icon = option.icon;
            return (
              <Menu.Item
                key={option.id}
                leftSection={<Icon size={16} aria-hidden />}
                rightSection={option === current ? <IconCheck size={16} aria-hidden /> : null}
                onClick={() => setSource(option.id)}
              >
                {t(`header.dataSource.${option.id}`)}
              </Menu.Item>
            );
          })}
          {selectedVessel && (
            <>
              <Menu.Divider />
              {/* The vessel's file to carry on board, for a ship whose link is too slow for the first load. */}
              <Menu.Item
                component="a"
                href={snapshotUrl([selectedVessel.id])}
                download
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('header.syncPanel.file.download', { vessel: selectedVessel.name })}
              </Menu.Item>
            </>
          )}
          {vessels.length > 1 && (
            <Menu.Item leftSection={<IconFiles size={16} aria-hidden />} onClick={() => setIsChoosing(true)}>
              {t('header.syncPanel.file.chooseVessels')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {/* A file of several vessels, chosen in a dialog (a ship carrying two vessels' data, a laptop). */}
      <Modal
        opened={isChoosing}
        onClose={() => setIsChoosing(false)}
        title={t('header.syncPanel.file.title')}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        {isChoosing && <SnapshotDownload />}
      </Modal>
    </>
  );
}
