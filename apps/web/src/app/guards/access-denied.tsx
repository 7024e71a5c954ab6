import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec section 2: what non-admins see on admin-only pages. */
export function AccessDenied() {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh" p="md">
      <Paper withBorder p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('accessDenied.title')}
          </Title>
          <Text>{t('accessDenied.message')}</Text>
          <Text c="dimmed" size="sm">
            {t('accessDenied.adminOnly')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
