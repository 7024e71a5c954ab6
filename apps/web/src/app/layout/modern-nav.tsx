// The modern side menu (spec section 2): groups from navigation.ts that expand and collapse; the
// first group starts open and the group of the current route opens. Collapsed (5rem) it shows only
// icons with tooltips, and a group's icon opens its entries in a menu.
import { Badge, Menu, NavLink, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { NAV_ICONS } from '../nav-icons';
import { useAuth } from '../auth/auth-context';
import { activeMenuPath, groupForPath, navGroupsFor } from '../navigation';
import type { Area, NavGroup, Screen } from '../navigation';
import { useExpiringCertificatesCount } from '../server-state';
import { initialOpenGroups } from './nav-state';

type ModernNavProps = { collapsed?: boolean; onNavigate?: () => void };

function ItemBadge({ item }: { item: Screen }) {
  const count = useExpiringCertificatesCount();
  if (item.badge !== 'expiringCertificates' || !count) return null;
  return (
    <Badge size="sm" color="red.8" variant="filled" circle={count < 10}>
      {count}
    </Badge>
  );
}

function ItemLink({
  item,
  activePath,
  onNavigate,
}: {
  item: Screen;
  activePath?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = NAV_ICONS[item.icon];
  const isActive = item.path === activePath;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={t(item.labelKey)}
      leftSection={<Icon size={18} aria-hidden />}
      rightSection={<ItemBadge item={item} />}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function CollapsedGroup({ group, activePath }: { group: NavGroup; activePath?: string }) {
  const { t } = useTranslation();
  const Icon = NAV_ICONS[group.icon];
  const label = t(group.labelKey);
  const isActive = group.items.some((item) => item.path === activePath);
  const only = group.items.length === 1 ? group.items[0] : undefined;
  const buttonProps = {
    'aria-label': label,
    className: 'mars-rail-button',
    'data-active': isActive || undefined,
  };
  if (only) {
    return (
      <Tooltip label={label} position="right">
        <UnstyledButton
          component={Link}
          to={only.path}
          aria-current={isActive ? 'page' : undefined}
          {...buttonProps}
        >
          <Icon size={22} aria-hidden />
        </UnstyledButton>
      </Tooltip>
    );
  }
  return (
    <Menu position="right-start" withinPortal trigger="click-hover" openDelay={80} closeDelay={150}>
      <Menu.Target>
        <UnstyledButton {...buttonProps}>
          <Icon size={22} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {group.items.map((item) => {
          const ItemIcon = NAV_ICONS[item.icon];
          return (
            <Menu.Item
              key={item.path}
              component={Link}
              to={item.path}
              leftSection={<ItemIcon size={16} aria-hidden />}
              rightSection={<ItemBadge item={item} />}
              aria-current={item.path === activePath ? 'page' : undefined}
            >
              {t(item.labelKey)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

export function ModernNav({ collapsed = false, onNavigate }: ModernNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const groups = useMemo(() => navGroupsFor(user?.role), [user?.role]);
  const activePath = activeMenuPath(pathname);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<Area>>(() => initialOpenGroups(pathname));

  // The group of the current route opens when the route changes.
  const currentGroup = groupForPath(pathname)?.id;
  useEffect(() => {
    if (currentGroup)
      setOpenGroups((open) => (open.has(currentGroup) ? open : new Set([...open, currentGroup])));
  }, [currentGroup]);

  if (collapsed) {
    return (
      <Stack gap={4} align="center" py="xs">
        {groups.map((group) => (
          <CollapsedGroup key={group.id} group={group} activePath={activePath} />
        ))}
      </Stack>
    );
  }

  const toggle = (id: Area) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap={2} py="xs">
      {groups.map((group) => {
        const only = group.items.length === 1 ? group.items[0] : undefined;
        if (only)
          return <ItemLink key={group.id} item={only} activePath={activePath} onNavigate={onNavigate} />;
        const Icon = NAV_ICONS[group.icon];
        return (
          <NavLink
            key={group.id}
            component="button"
            type="button"
            aria-expanded={openGroups.has(group.id)}
            label={t(group.labelKey)}
            leftSection={<Icon size={18} aria-hidden />}
            opened={openGroups.has(group.id)}
            onChange={() => toggle(group.id)}
            childrenOffset={28}
          >
            {group.items.map((item) => (
              <ItemLink key={item.path} item={item} activePath={activePath} onNavigate={onNavigate} />
            ))}
          </NavLink>
        );
      })}
    </Stack>
  );
}
