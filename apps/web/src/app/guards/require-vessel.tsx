// Spec section 2: logbook, watch, logbook reports and MRV screens need a selected vessel.
import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShipOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useCurrentScreen } from '../current-screen';
import { LoadingScreen } from '../loading-screen';
import { PageHeader } from '../page-header';
import { useVessel } from '../vessel-context';

export function NoVesselSelected() {
  const { t } = useTranslation('common');
  return (
    <Center mih="40vh" p="md">
      <Paper withBorder p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconShipOff size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('noVessel.title')}
          </Title>
          <Text>{t('noVessel.message')}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}

export function RequireVessel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { selectedVessel, isLoading } = useVessel();
  const screen = useCurrentScreen();
  if (isLoading) return <LoadingScreen fullHeight={false} />;
  if (selectedVessel) return <>{children}</>;
  return (
    <>
      {screen ? <PageHeader title={t(screen.labelKey)} /> : null}
      <NoVesselSelected />
    </>
  );
}
