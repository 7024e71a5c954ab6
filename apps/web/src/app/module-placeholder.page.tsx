// One generic screen for every route whose module arrives with a later issue (design.md section 4:
// never a copied page). It names the screen and says honestly that it is not built yet.
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useCurrentScreen } from './current-screen';
import { PageHeader } from './page-header';

export function ModulePlaceholderPage() {
  const { t } = useTranslation('common');
  const screen = useCurrentScreen();
  if (!screen) return null;
  const area = t(`nav:areas.${screen.area}`);
  return (
    <>
      <PageHeader title={t(screen.labelKey)} />
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconHourglass size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('placeholder.title')}
          </Title>
          <Text>{t('placeholder.message', { area })}</Text>
        </Stack>
      </Paper>
    </>
  );
}
