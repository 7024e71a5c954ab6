// The month or week grid of the maintenance calendar: a table (weekday column headers, one row per
// week) so screen readers announce the day of every entry. Mantine has no calendar grid.
import { Anchor, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { workOrderEntity } from '@mars/domain';
import { IconCalendarEvent, IconFlag, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { toneOf } from '../../entity-ui/field-kinds/enum.kind';

import type { CalendarView } from './calendar-dates';
import type { CalendarItem } from './maintenance-api';

function itemColor(item: CalendarItem): string {
  if (item.is_overdue) return 'red';
  if (item.status === 'completed') return 'green';
  if (item.kind === 'plannedJob') return 'gray';
  return item.priority ? toneOf(workOrderEntity, 'priority', item.priority) : 'blue';
}

function CalendarEntry({ item, isDetailed }: { item: CalendarItem; isDetailed: boolean }) {
  const { t } = useTranslation('maintenance');
  const color = itemColor(item);
  const Icon =
    item.kind === 'plannedJob' ? IconTool : item.dateKind === 'scheduled' ? IconCalendarEvent : IconFlag;
  const kindLabel = item.kind === 'plannedJob' ? t('calendar.plannedJobDue') : t(`calendar.${item.dateKind}`);
  const label = item.work_order_number ? `${item.work_order_number} ${item.title}` : item.title;
  // The month shows the title only (the number is in the tooltip); the week shows both.
  const text = isDetailed ? label : item.title;
  return (
    <Box
      component="li"
      px={6}
      py={2}
      style={{
        borderLeft: `3px ${item.kind === 'plannedJob' ? 'dashed' : 'solid'} var(--mantine-color-${color}-6)`,
        background: `var(--mantine-color-${color}-light)`,
        borderRadius: 4,
      }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Icon size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <VisuallyHidden>{kindLabel}: </VisuallyHidden>
          {item.kind === 'workOrder' ? (
            <Anchor
              component={Link}
              to={`/maintenance/work-orders?q=${encodeURIComponent(item.work_order_number ?? item.title)}`}
              size="xs"
              c="inherit"
              lineClamp={isDetailed ? 3 : 1}
              title={label}
            >
              {text}
            </Anchor>
          ) : (
            <Text size="xs" lineClamp={isDetailed ? 3 : 1} title={label}>
              {text}
            </Text>
          )}
          {isDetailed && item.equipment_name ? (
            <Text size="xs" fs="italic" lineClamp={1}>
              {item.equipment_name}
            </Text>
          ) : null}
          {item.is_overdue ? (
            <Text size="xs" c="red.9" fw={700}>
              {t('overdue')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Box>
  );
}

export function CalendarGrid(props: {
  view: CalendarView;
  weeks: string[][];
  month: string;
  today: string;
  items: CalendarItem[];
  caption: string;
}) {
  const { i18n } = useTranslation();
  const byDate = new Map<string, CalendarItem[]>();
  for (const item of props.items) byDate.set(item.date, [...(byDate.get(item.date) ?? []), item]);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const isDetailed = props.view === 'week';
  return (
    <Table withColumnBorders withTableBorder layout="fixed" miw={isDetailed ? 840 : 700}>
      <Table.Caption>{props.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {props.weeks[0]!.map((date) => (
            <Table.Th key={date} scope="col" ta="center">
              {weekday.format(new Date(`${date}T00:00:00Z`))}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.weeks.map((week) => (
          <Table.Tr key={week[0]}>
            {week.map((date) => {
              const entries = byDate.get(date) ?? [];
              const isOtherMonth = props.view === 'month' && date.slice(0, 7) !== props.month;
              const isToday = date === props.today;
              return (
                <Table.Td
                  key={date}
                  valign="top"
                  h={isDetailed ? 320 : 112}
                  // Days of the neighbouring months are shaded, not faded: their work stays readable.
                  bg={
                    isToday
                      ? 'var(--mantine-color-blue-light)'
                      : isOtherMonth
                        ? 'var(--mantine-color-default-hover)'
                        : undefined
                  }
                  aria-current={isToday ? 'date' : undefined}
                  data-date={date}
                >
                  <Text
                    size="sm"
                    fw={isToday ? 700 : 500}
                    aria-label={longDate.format(new Date(`${date}T00:00:00Z`))}
                  >
                    {Number(date.slice(8))}
                  </Text>
                  {entries.length > 0 ? (
                    <Stack component="ul" gap={3} p={0} m={0} mt={4} style={{ listStyle: 'none' }}>
                      {entries.map((item) => (
                        <CalendarEntry
                          key={`${item.kind}-${item.id}-${item.dateKind}`}
                          item={item}
                          isDetailed={isDetailed}
                        />
                      ))}
                    </Stack>
                  ) : null}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
