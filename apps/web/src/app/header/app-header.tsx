// The header of both layouts (spec section 2): vessel selector, layout toggle, data source, sync
// state, notifications and the user menu. `leading` holds the layout's own controls (burger, ...).
import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SearchShortcut } from '../../modules/search/search-shortcut';
import { DataSourceMenu } from './data-source-menu';
import { LayoutToggle } from './layout-toggle';
import { NotificationsBell } from './notifications-bell';
import { SyncIndicator } from './sync-indicator';
import { UserMenu } from './user-menu';
import { VesselSelect } from './vessel-select';

export function AppHeader({ leading }: { leading?: ReactNode }) {
  const { t } = useTranslation('nav');
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {leading}
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          visibleFrom="sm"
          aria-label={t('header.home')}
        >
          <Text fw={800} size="lg">
            {t('brand.name')}
          </Text>
        </Anchor>
        <VesselSelect />
      </Group>
      <Group gap={2} wrap="nowrap">
        <SyncIndicator />
        <Group gap={0} wrap="nowrap">
          <SearchShortcut />
          <LayoutToggle />
          <DataSourceMenu />
          <NotificationsBell />
        </Group>
        <UserMenu />
      </Group>
    </Group>
  );
}
