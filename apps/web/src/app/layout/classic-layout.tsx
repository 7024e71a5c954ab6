// The classic layout (spec section 2): header, a top tab bar chosen by path prefix, a left tree for
// the current area, and a status bar. On phones the tree moves into a drawer.
import { AppShell, Group, ScrollArea, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { AppHeader } from '../header/app-header';
import { NAV_ICONS } from '../nav-icons';
import { CLASSIC_TABS, classicTabForPath } from './classic-navigation';
import { ClassicStatusBar } from './classic-status-bar';
import { ClassicTree } from './classic-tree';
import { PhoneMenuBurger, PhoneMenuDrawer } from './phone-menu';

const HEADER_HEIGHT = 60;
const TAB_BAR_HEIGHT = 44;

function ClassicTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = classicTabForPath(pathname);
  return (
    <nav aria-label={t('nav:classic.tabsLabel')} className="mars-classic-tabs">
      <Group gap={0} wrap="nowrap" h={TAB_BAR_HEIGHT} px="xs">
        {CLASSIC_TABS.map((tab) => {
          const Icon = NAV_ICONS[tab.icon];
          const isActive = tab.id === active;
          return (
            <UnstyledButton
              key={tab.id}
              component={Link}
              to={tab.to}
              className="mars-classic-tab"
              data-active={isActive || undefined}
              aria-current={isActive ? 'page' : undefined}
            >
              <Icon size={16} aria-hidden />
              <span>{t(tab.labelKey)}</span>
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
}

export function ClassicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nav');
  const [isDrawerOpen, drawer] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + TAB_BAR_HEIGHT }}
      navbar={{ width: '15rem', breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: 28 }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <div style={{ height: HEADER_HEIGHT }}>
          <AppHeader leading={<PhoneMenuBurger opened={isDrawerOpen} onToggle={drawer.toggle} />} />
        </div>
        <ClassicTabBar />
      </AppShell.Header>

      <AppShell.Navbar aria-label={t('menu.label')}>
        <AppShell.Section grow component={ScrollArea} px="xs">
          <ClassicTree />
        </AppShell.Section>
      </AppShell.Navbar>

      <PhoneMenuDrawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        size="16rem"
        padding="xs"
        menu={<ClassicTree onNavigate={drawer.close} />}
      />

      <AppShell.Main id="main-content">{children}</AppShell.Main>
      <AppShell.Footer>
        <ClassicStatusBar />
      </AppShell.Footer>
    </AppShell>
  );
}
