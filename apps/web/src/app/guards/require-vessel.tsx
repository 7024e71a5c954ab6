// Spec section 2: logbook, watch, logbook reports and MRV screens need a selected vessel.
import { Text } from '@mantine/core';
import { IconShipOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useCurrentScreen } from '../current-screen';
import { LoadingScreen } from '../loading-screen';
import { PageHeader } from '../page-header';
import { useVessel } from '../vessel-context';
import { GuardNotice } from './guard-notice';

export function NoVesselSelected() {
  const { t } = useTranslation('common');
  return (
    <GuardNotice icon={IconShipOff} title={t('noVessel.title')} order={2} minHeight="40vh">
      <Text>{t('noVessel.message')}</Text>
    </GuardNotice>
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
