// The modern layout (default, spec section 2): header, a side menu of 16rem that collapses to a 5rem
// icon rail, and on phones (< sm) a slide-in drawer whose backdrop closes it.
import { ActionIcon, AppShell, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AppHeader } from '../header/app-header';
import { useStoredChoice } from '../stored-choice';
import type { StoredChoice } from '../stored-choice';
import { ModernNav } from './modern-nav';
import { PhoneMenuBurger, PhoneMenuDrawer } from './phone-menu';

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_COLLAPSED_WIDTH = '5rem';

function MenuFooter({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('nav');
  return (
    <Stack gap={0} align={collapsed ? 'center' : 'flex-start'} p="sm">
      <Text fw={700} size="sm">
        {t('brand.name')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('brand.version', { version: '0.5.0' })}
      </Text>
    </Stack>
  );
}

/** Whether the side menu shows icons only (kept as JSON, as it always was). */
const SIDEBAR_COLLAPSED: StoredChoice<boolean> = {
  key: 'mars.sidebar-collapsed',
  parse: (raw) => raw === 'true',
  serialize: (value) => JSON.stringify(value),
};

export function ModernLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nav');
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [isCollapsed, setCollapsed] = useStoredChoice(SIDEBAR_COLLAPSED);
  const collapseLabel = isCollapsed ? t('menu.expand') : t('menu.collapse');
  // On a phone the side menu is hidden (the drawer holds the menu): it is not drawn at all, which
  // saves a third of the first screen's work on a slow phone.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: isCollapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: true },
      }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <AppHeader
          leading={
            <Group gap={4} wrap="nowrap">
              <PhoneMenuBurger opened={isDrawerOpen} onToggle={drawer.toggle} />
              <Tooltip label={collapseLabel}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  visibleFrom="sm"
                  aria-label={collapseLabel}
                  aria-expanded={!isCollapsed}
                  onClick={() => setCollapsed(!isCollapsed)}
                >
                  {isCollapsed ? (
                    <IconLayoutSidebarLeftExpand size={20} />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={20} />
                  )}
                </ActionIcon>
              </Tooltip>
            </Group>
          }
        />
      </AppShell.Header>

      {isPhone ? null : (
        <AppShell.Navbar aria-label={t('menu.label')}>
          <AppShell.Section grow component={ScrollArea} px={isCollapsed ? 0 : 'xs'}>
            <ModernNav collapsed={isCollapsed} />
          </AppShell.Section>
          <AppShell.Section style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
            <MenuFooter collapsed={isCollapsed} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      <PhoneMenuDrawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        size={SIDEBAR_WIDTH}
        padding={0}
        styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
        menu={<ModernNav onNavigate={drawer.close} />}
      >
        <MenuFooter collapsed={false} />
      </PhoneMenuDrawer>

      <AppShell.Main id="main-content">{children}</AppShell.Main>
    </AppShell>
  );
}
