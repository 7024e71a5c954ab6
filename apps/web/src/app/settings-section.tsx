import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SettingsSectionProps = {
  id: string;
  title: string;
  description?: string;
  icon: TablerIcon;
  children: ReactNode;
};

/** One section of the settings screen, a titled card (reachable as #<id>). */
export function SettingsSection({ id, title, description, icon: Icon, children }: SettingsSectionProps) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4" id={`${id}-title`}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
