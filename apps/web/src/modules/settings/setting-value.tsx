import { Stack, Text } from '@mantine/core';

/** A value a settings section shows but does not edit, under its small label; '—' when empty. */
export function SettingValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}
