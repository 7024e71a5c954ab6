// The frame of the screens outside the app's layout (forgotten password, reset link, the password and
// two-factor set-up a sign-in asks for first): the screen's title with a line above or below it and the
// language switch (or what the screen puts there) on one card, centred, as narrow as a phone.
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { LanguageSwitch } from './language-switch';

export function PublicCard(props: {
  title: string;
  /** A short line above the title (the product's name on the screens besides sign-in). */
  overline?: string;
  /** A line below the title (the tagline on the sign-in page). */
  subtitle?: string;
  /** A title of a heading's second size (as under a product name) without a line above it. */
  smallTitle?: boolean;
  /** Wider than a phone for a screen with more to do (choosing a password after a temporary one). */
  maxWidth?: number;
  /**
   * What stands beside the title instead of the language switch (a signed-in user's sign-out); it
   * goes below the title where the two do not fit side by side.
   */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper
        component="main"
        withBorder
        shadow="sm"
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        w="100%"
        maw={props.maxWidth ?? 420}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap={props.aside ? 'wrap' : 'nowrap'}>
            <Box>
              {props.overline ? (
                <Text fw={700} c="dimmed" size="sm">
                  {props.overline}
                </Text>
              ) : null}
              <Title order={1} size={props.overline || props.smallTitle ? 'h2' : undefined}>
                {props.title}
              </Title>
              {props.subtitle ? (
                <Text c="dimmed" size="sm">
                  {props.subtitle}
                </Text>
              ) : null}
            </Box>
            <Box style={{ flexShrink: 0 }}>{props.aside ?? <LanguageSwitch />}</Box>
          </Group>
          {props.children}
        </Stack>
      </Paper>
    </Center>
  );
}
