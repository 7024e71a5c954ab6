// The dashboard (spec section 2, '/'): vessel status, KPI cards, certificate status and the tabs
// overview / activity / tasks, every figure computed by the server from the data of the selected vessel,
// or of the fleet for shore users with no vessel selected.
import { Alert, Anchor, Badge, Center, SimpleGrid, Stack, Tabs } from '@mantine/core';
import type { DashboardData } from '@mars/domain';
import { IconActivity, IconLayoutDashboard, IconListCheck } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { errorText } from '../../app/error-text';
import { PageHeader } from '../../app/page-header';
import { SectionCard } from '../../app/section-card';
import { useVessel } from '../../app/vessel-context';
import { ActivityFeed } from './activity-feed';
import { CertificateStatus } from './certificate-status';
import { useDashboardQuery } from './dashboard-queries';
import { KpiCards } from './kpi-cards';
import { UpcomingTasks } from './upcoming-tasks';
import { VesselStatus } from './vessel-status';
import { LoadingIndicator } from '../../app/loading-indicator';

const TABS = ['overview', 'activity', 'tasks'] as const;
type Tab = (typeof TABS)[number];
const OVERVIEW_ITEMS = 5;

function Section({ title, link, children }: { title: string; link?: string; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard
      title={title}
      aside={
        link ? (
          <Anchor component={Link} to={link} size="sm">
            {t('showAll')}
          </Anchor>
        ) : null
      }
    >
      {children}
    </SectionCard>
  );
}

function Overview({ data }: { data: DashboardData }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CertificateStatus counts={data.figures.certificates} />
        <Section title={t('activity.recent')} link="?tab=activity">
          <ActivityFeed limit={OVERVIEW_ITEMS} />
        </Section>
      </SimpleGrid>
      <Section title={t('tasks.title')} link="?tab=tasks">
        <UpcomingTasks tasks={data.upcoming} limit={OVERVIEW_ITEMS} />
      </Section>
    </Stack>
  );
}

/** Everything computed from the data: rendered in slices, after the page frame (useDeferredValue). */
const DashboardContent = memo(function DashboardContent({
  data,
  tab,
  onTabChange,
}: {
  data: DashboardData;
  tab: Tab;
  onTabChange(tab: string | null): void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="md">
      <VesselStatus data={data} />
      <KpiCards figures={data.figures} />
      <Tabs value={tab} onChange={onTabChange} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            {t('tabs.overview')}
          </Tabs.Tab>
          <Tabs.Tab value="activity" leftSection={<IconActivity size={16} aria-hidden />}>
            {t('tabs.activity')}
          </Tabs.Tab>
          <Tabs.Tab
            value="tasks"
            leftSection={<IconListCheck size={16} aria-hidden />}
            rightSection={
              data.upcoming.length > 0 ? (
                <Badge size="sm" variant="light" circle={data.upcoming.length < 10}>
                  {data.upcoming.length}
                </Badge>
              ) : null
            }
          >
            {t('tabs.tasks')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Overview data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <Section title={t('activity.title')}>
            <ActivityFeed limit={50} />
          </Section>
        </Tabs.Panel>
        <Tabs.Panel value="tasks">
          <Section title={t('tasks.title')}>
            <UpcomingTasks tasks={data.upcoming} />
          </Section>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
});

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { selectedVessel } = useVessel();
  const query = useDashboardQuery();
  // The answer arrives through the query cache, which React renders at once and in one piece; the
  // deferred copy lets React draw the figures in slices, so the page stays responsive meanwhile.
  const data = useDeferredValue(query.data);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'overview';
  const onTabChange = useCallback(
    (value: string | null) => setSearchParams(value && value !== 'overview' ? { tab: value } : {}),
    [setSearchParams],
  );
  const description = selectedVessel
    ? t('descriptionVessel', { vessel: selectedVessel.name })
    : t('descriptionFleet');

  return (
    <>
      <PageHeader title={t('nav:items.dashboard')} description={description} />
      {query.isError ? (
        <Alert color="red" title={t('errors:load_failed')}>
          {errorText(t, query.error)}
        </Alert>
      ) : data === undefined ? (
        <Center py="xl">
          <LoadingIndicator label={t('common:loading')} />
        </Center>
      ) : (
        <DashboardContent data={data} tab={tab} onTabChange={onTabChange} />
      )}
    </>
  );
}
