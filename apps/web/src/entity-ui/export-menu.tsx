// Export of the list as it is filtered: CSV, Excel or PDF from the server, in the user's language.
import { Button, Menu } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { API_BASE, buildQuery } from '../data/api-client';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function exportUrl(
  entity: Pick<EntityDefinition, 'resource'>,
  format: ExportFormat,
  query: Record<string, string>,
  options: { lang: string; title?: string },
): string {
  return `${API_BASE}/${entity.resource}/export.${format}${buildQuery({ ...query, lang: options.lang, title: options.title })}`;
}

export function ExportMenu({
  entity,
  query,
  title,
}: {
  entity: EntityDefinition;
  query: Record<string, string>;
  title?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language?.startsWith('de') ? 'de' : 'en';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
        >
          {t('entityUi:export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item
            key={format}
            component="a"
            href={exportUrl(entity, format, query, { lang, title })}
            download
          >
            {t(`entityUi:exportAs.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
