// Spec section 2: the vessel selector ('Select Vessel'); choosing sets the vessel and closes. A chosen
// vessel can be cleared again (back to the fleet view), unless it is the user's only one.
import { Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../vessel-context';

export function VesselSelect() {
  const { t } = useTranslation('nav');
  const { vessels, selectedVessel, isVesselFixed, selectVessel, isLoading } = useVessel();
  // On a phone the header is narrow: the ship's name keeps the room the icon would take.
  const isPhone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  return (
    <Select
      aria-label={t('header.vessel')}
      placeholder={t('header.selectVessel')}
      data={vessels.map((vessel) => ({ value: vessel.id, label: vessel.name }))}
      value={selectedVessel?.id ?? null}
      onChange={(value) => selectVessel(value)}
      leftSection={isPhone ? undefined : <IconShip size={16} aria-hidden />}
      rightSectionWidth={isPhone ? 24 : undefined}
      styles={isPhone ? { input: { fontSize: '0.8125rem', paddingInlineStart: 8 } } : undefined}
      nothingFoundMessage={isLoading ? t('header.loadingVessels') : t('header.noVessels')}
      searchable={vessels.length > 8}
      allowDeselect={false}
      clearable={!isVesselFixed}
      readOnly={isVesselFixed}
      // Mantine hides the clear button from assistive technology and the keyboard: it is a real one here.
      clearButtonProps={{ 'aria-label': t('header.clearVessel'), 'aria-hidden': false, tabIndex: 0 }}
      w={{ base: '8rem', xs: '10rem', sm: '14rem' }}
      size="sm"
      // The list is drawn when opened, not kept hidden on every screen: a hidden list is still
      // positioned against the header, which forced a layout of the whole page during the first render.
      comboboxProps={{ width: 'max-content', position: 'bottom-start', keepMounted: false }}
    />
  );
}
