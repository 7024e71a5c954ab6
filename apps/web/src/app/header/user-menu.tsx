// Spec section 2: the user menu with display name and role, Profile, Settings and Logout.
import { Avatar, Box, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { displayName, formatRole } from '@mars/domain/first-screen';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useAuth } from '../auth/auth-context';

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

export function UserMenu() {
  const { t } = useTranslation('nav');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const name = displayName(user);
  const role = formatRole(user.role);

  const onLogout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu', { name })} px={2} py={2}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="blue" aria-hidden>
              {initials(name)}
            </Avatar>
            <Stack gap={0} visibleFrom="md">
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {role}
              </Text>
            </Stack>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={14} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {name}
          </Text>
          <Text size="xs">{role}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('header.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          {t('header.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void onLogout()}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
