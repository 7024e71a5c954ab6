// What a guard shows instead of a screen it holds back: an icon, a title and why, centred on a card.
import { Center, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function GuardNotice({
  icon: NoticeIcon,
  color,
  title,
  order,
  minHeight,
  children,
}: {
  icon: Icon;
  color?: string;
  title: string;
  /** 1 where the notice is the page's heading, 2 below the screen's own header; a size smaller. */
  order: 1 | 2;
  minHeight: string;
  children: ReactNode;
}) {
  return (
    <Center mih={minHeight} p="md">
      <Paper withBorder p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color={color} variant="light" aria-hidden>
            <NoticeIcon size={30} />
          </ThemeIcon>
          <Title order={order} size={order === 1 ? 'h2' : 'h3'}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
