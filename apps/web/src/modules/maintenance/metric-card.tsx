// One figure of the maintenance overview.
import { Paper, Stack, Text } from '@mantine/core';

const TONE_COLORS = { default: undefined, warning: 'orange.8', danger: 'red.8' } as const;

export function MetricCard(props: {
  label: string;
  value: number;
  hint?: string;
  tone?: keyof typeof TONE_COLORS;
  testId?: string;
}) {
  const color = props.value > 0 ? TONE_COLORS[props.tone ?? 'default'] : undefined;
  return (
    <Paper withBorder p="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        <Text fw={700} fz={32} lh={1.1} c={color} data-testid={props.testId}>
          {props.value}
        </Text>
        {props.hint ? (
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
