// Settings 'Appearance': light, dark or system colours, and the modern or classic layout.
import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { LAYOUTS, useLayoutChoice } from '../../app/preferences';
import { SettingsSection } from '../../app/settings-section';

const SCHEMES: readonly { value: MantineColorScheme; key: string }[] = [
  { value: 'light', key: 'light' },
  { value: 'dark', key: 'dark' },
  { value: 'auto', key: 'system' },
];

/** One choice of the section: its label names the segmented control for screen readers. */
function Choice<Value extends string>(props: {
  id: string;
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange(value: Value): void;
  hint?: string;
}) {
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" id={props.id}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={props.id}
        value={props.value}
        onChange={(value) => props.onChange(value as Value)}
        data={props.options}
      />
      {props.hint ? (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      ) : null}
    </Stack>
  );
}

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
      <Choice
        id="settings-theme-label"
        label={t('appearance.theme')}
        value={colorScheme}
        options={SCHEMES.map((scheme) => ({
          value: scheme.value,
          label: t(`appearance.themes.${scheme.key}`),
        }))}
        onChange={(value) => setColorScheme(value)}
      />
      <Choice
        id="settings-layout-label"
        label={t('appearance.layout')}
        value={layout}
        options={LAYOUTS.map((value) => ({ value, label: t(`appearance.layouts.${value}`) }))}
        onChange={(value) => setLayout(value)}
        hint={t('appearance.layoutHint')}
      />
    </SettingsSection>
  );
}
