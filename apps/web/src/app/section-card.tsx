import { Group, Paper, Title } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a screen (a section named by its title), with something beside the title: a link, a count. */
export function SectionCard(props: {
  title: string;
  aside?: ReactNode;
  headerGap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={props.title}>
      <Group justify="space-between" mb={props.headerGap ?? 'sm'}>
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.aside}
      </Group>
      {props.children}
    </Paper>
  );
}
