// Settings 'Appearance': light, dark or system colours, and the modern or classic layout.
import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { LAYOUTS, useLayoutChoice } from '../../app/preferences';
import type { LayoutChoice } from '../../app/preferences';
import { SettingsSection } from '../../app/settings-section';

const SCHEMES: readonly { value: MantineColorScheme; key: string }[] = [
  { value: 'light', key: 'light' },
  { value: 'dark', key: 'dark' },
  { value: 'auto', key: 'system' },
];

export function AppearanceSection() {
  const { t } = useTranslation('settings');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [layout, setLayout] = useLayoutChoice();
  return (
    <SettingsSection
      id="appearance"
      title={t('appearance.title')}
      description={t('appearance.description')}
      icon={IconPalette}
    >
      <Stack gap={6}>
        <Text fw={500} size="sm" id="settings-theme-label">
          {t('appearance.theme')}
        </Text>
        <SegmentedControl
          aria-labelledby="settings-theme-label"
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
          data={SCHEMES.map((scheme) => ({
            value: scheme.value,
            label: t(`appearance.themes.${scheme.key}`),
          }))}
        />
      </Stack>
      <Stack gap={6}>
        <Text fw={500} size="sm" id="settings-layout-label">
          {t('appearance.layout')}
        </Text>
        <SegmentedControl
          aria-labelledby="settings-layout-label"
          value={layout}
          onChange={(value) => setLayout(value as LayoutChoice)}
          data={LAYOUTS.map((value) => ({ value, label: t(`appearance.layouts.${value}`) }))}
        />
        <Text size="xs" c="dimmed">
          {t('appearance.layoutHint')}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
