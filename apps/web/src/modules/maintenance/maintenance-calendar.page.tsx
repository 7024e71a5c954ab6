// /maintenance/calendar: scheduled and due work orders and planned-job due dates, by month or week.
import { Alert, Button, Center, Group, Paper, ScrollArea, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { errorText } from '../../app/error-text';
import { PageHeader } from '../../app/page-header';
import { useVessel } from '../../app/vessel-context';
import type { CalendarView } from './calendar-dates';
import { calendarWeeks, shiftAnchor } from './calendar-dates';
import { CalendarGrid } from './calendar-grid';
import { useMaintenanceCalendar } from './maintenance-api';
import { LoadingIndicator } from '../../app/loading-indicator';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export function MaintenanceCalendarPage() {
  const { t, i18n } = useTranslation('maintenance');
  const { selectedVessel } = useVessel();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: CalendarView = searchParams.get('view') === 'week' ? 'week' : 'month';
  const dateParam = searchParams.get('date') ?? '';
  const anchor = ISO_DATE.test(dateParam) ? dateParam : todayIso();
  const weeks = calendarWeeks(view, anchor);
  const from = weeks[0]![0]!;
  const to = weeks.at(-1)!.at(-1)!;
  const query = useMaintenanceCalendar(selectedVessel?.id, from, to);

  const go = (next: { view?: CalendarView; date?: string }) => {
    const params = new URLSearchParams(searchParams);
    params.set('view', next.view ?? view);
    params.set('date', next.date ?? anchor);
    setSearchParams(params, { replace: true });
  };
  const heading =
    view === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${anchor.slice(0, 7)}-01T00:00:00Z`),
        )
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
          new Date(`${from}T00:00:00Z`),
          new Date(`${to}T00:00:00Z`),
        );

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        description={selectedVessel ? selectedVessel.name : t('allVessels')}
      />
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => go({ date: shiftAnchor(view, anchor, -1) })}
            aria-label={t(`calendar.previous.${view}`)}
          >
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Button variant="default" onClick={() => go({ date: todayIso() })}>
            {t('calendar.today')}
          </Button>
          <Button
            variant="default"
            onClick={() => go({ date: shiftAnchor(view, anchor, 1) })}
            aria-label={t(`calendar.next.${view}`)}
          >
            <IconChevronRight size={16} aria-hidden />
          </Button>
          <Text component="h2" fw={700} size="lg" m={0} ml="sm" aria-live="polite">
            {heading}
          </Text>
        </Group>
        <SegmentedControl
          aria-label={t('calendar.view')}
          value={view}
          onChange={(value) => go({ view: value as CalendarView })}
          data={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
      </Group>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {query.isError ? (
          <Alert color="red" title={t('errors:load_failed')} role="alert">
            {errorText(t, query.error)}
          </Alert>
        ) : query.isPending ? (
          <Center py="xl">
            <LoadingIndicator label={t('common:loading')} />
          </Center>
        ) : (
          <ScrollArea type="auto">
            <CalendarGrid
              view={view}
              weeks={weeks}
              month={anchor.slice(0, 7)}
              today={todayIso()}
              items={query.data.items}
              caption={t('calendar.caption', { period: heading, count: query.data.items.length })}
            />
          </ScrollArea>
        )}
      </Paper>
    </>
  );
}
