// The classic layout's left side: a tree for the current area (or a quick-access list) and the
// System block (spec section 2 'Classic layout').
import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { useAuth } from '../auth/auth-context';
import { NAV_ICONS } from '../nav-icons';
import { activeMenuPath, isPathWithin, mayOpenScreen } from '../navigation';
import type { Screen } from '../navigation';
import { CLASSIC_SYSTEM, classicTreeForPath } from './classic-navigation';

function TreeSection({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: readonly Screen[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const activePath = activeMenuPath(pathname);
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="sm" pb={4} component="h2">
        {title}
      </Text>
      {items
        .filter((item) => mayOpenScreen(item, user?.role))
        .map((item) => {
          const Icon = NAV_ICONS[item.icon];
          const isActive = item.path === activePath || (!activePath && isPathWithin(pathname, item.path));
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={t(item.labelKey)}
              leftSection={<Icon size={16} aria-hidden />}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        })}
    </Stack>
  );
}

export function ClassicTree({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const tree = classicTreeForPath(pathname);
  return (
    <Stack gap="xs" py="xs">
      {tree.kind === 'area' ? (
        <TreeSection title={t(tree.group.labelKey)} items={tree.group.items} onNavigate={onNavigate} />
      ) : (
        <TreeSection title={t('classic.quickAccess')} items={tree.items} onNavigate={onNavigate} />
      )}
      <TreeSection title={t('classic.system')} items={CLASSIC_SYSTEM} onNavigate={onNavigate} />
    </Stack>
  );
}
