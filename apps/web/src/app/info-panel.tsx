import { Group, Paper, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The panel above a screen's list (the record books, the emissions, the SOLAS drills): a section named
 * by its title, which an info icon precedes. `above` stands before the title (an alert that must be
 * read first), `aside` beside it (a choice of what the panel shows); `children` below.
 */
export function InfoPanel(props: {
  id: string;
  title: string;
  above?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Group gap="xs" wrap="nowrap">
      <IconInfoCircle size={20} aria-hidden />
      <Title order={3} size="h4" id={`${props.id}-title`}>
        {props.title}
      </Title>
    </Group>
  );
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby={`${props.id}-title`}>
      <Stack gap="sm">
        {props.above}
        {props.aside ? (
          <Group justify="space-between" align="flex-end" wrap="wrap">
            {heading}
            {props.aside}
          </Group>
        ) : (
          heading
        )}
        {props.children}
      </Stack>
    </Paper>
  );
}
