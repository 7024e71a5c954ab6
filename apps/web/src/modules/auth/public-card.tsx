// The frame of the public screens besides sign-in (forgotten password, reset link): the product's
// name, the screen's title and the language switch on one card, centred, as narrow as a phone.
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from './language-switch';

export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Box>
              <Text fw={700} c="dimmed" size="sm">
                {t('login.productName')}
              </Text>
              <Title order={1} size="h2">
                {title}
              </Title>
            </Box>
            <Box style={{ flexShrink: 0 }}>
              <LanguageSwitch />
            </Box>
          </Group>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
