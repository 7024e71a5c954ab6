// /logbook: the logbook at a glance for the selected vessel: counts by type and status, the entries
// awaiting the Master's review, recent entries, the current watch and the hash-chain check.
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { EntrySummary } from '@mars/domain';
import { LOGBOOK_STATUSES, LOGBOOK_TYPES, mayReviewLogbook, mayWriteLogbook } from '@mars/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { PageHeader } from '../../app/page-header';
import { createFormatters } from '../../app/regional';
import { ScrollTable } from '../../app/table-head';
import { useVessel } from '../../app/vessel-context';
import { ChainVerificationCard } from './chain-verification-card';
import { useLogbookSummary } from './logbook-api';
import { LogbookStatusBadge } from './logbook-parts';

function EntryTable({
  rows,
  label,
  withStatus,
}: {
  rows: EntrySummary[] | undefined;
  label: string;
  withStatus?: boolean;
}) {
  const { t, i18n } = useTranslation('logbook');
  const utc = createFormatters(i18n.language || 'en', 'UTC');
  if (!rows) return <Text c="dimmed">{t('common:loading')}</Text>;
  if (rows.length === 0) return <Text c="dimmed">{t('dashboard.none')}</Text>;
  return (
    <ScrollTable
      minWidth={480}
      aria-label={label}
      verticalSpacing="xs"
      columns={[
        t('entities:logbookEntry.fields.entry_number'),
        t('entities:logbookEntry.fields.title'),
        `${t('entities:logbookEntry.fields.entry_at')} (UTC)`,
        ...(withStatus ? [t('entities:logbookEntry.fields.status')] : []),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Anchor component={Link} to={`/logbook/entries/${row.id}`} size="sm" ff="monospace">
              {row.entry_number ?? '—'}
            </Anchor>
          </Table.Td>
          <Table.Td>{row.title}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{utc.dateTime(row.entry_at)}</Table.Td>
          {withStatus ? (
            <Table.Td>
              <LogbookStatusBadge status={row.status ?? ''} />
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function LogbookDashboardPage() {
  const { t } = useTranslation('logbook');
  const { user } = useAuth();
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id ?? '';
  const summary = useLogbookSummary(vesselId);
  const utc = createFormatters(useTranslation().i18n.language || 'en', 'UTC');
  const canWrite = user !== null && mayWriteLogbook(user.role);
  const isMaster = user !== null && mayReviewLogbook(user.role);
  const data = summary.data;
  return (
    <>
      <PageHeader
        title={t('nav:items.logbookDashboard')}
        description={selectedVessel?.name}
        actions={
          canWrite ? (
            <Button component={Link} to="/logbook/entries/new" leftSection={<IconPlus size={16} />}>
              {t('actions.newEntry')}
            </Button>
          ) : null
        }
      />
      {summary.isError ? (
        <Alert color="red" role="alert" mb="md">
          <Group justify="space-between">
            <Text size="sm">{errorText(t, summary.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void summary.refetch()}>
              {t('entityUi:retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {LOGBOOK_TYPES.map((type) => {
            const counts = data?.byType[type];
            return (
              <Paper withBorder p="md" key={type} data-testid={`logbook-${type}`}>
                <Group justify="space-between" mb="xs">
                  <Title order={2} size="h4">
                    {t(`entities:logbookEntry.enums.logbook_type.${type}`)}
                  </Title>
                  <Text fw={700} fz={28} lh={1}>
                    {counts?.total ?? '–'}
                  </Text>
                </Group>
                <Group gap="xs" wrap="wrap">
                  {LOGBOOK_STATUSES.map((status) => (
                    <Anchor
                      key={status}
                      component={Link}
                      to={`/logbook/entries?logbook_type=${type}&status=${status}`}
                      size="sm"
                      aria-label={`${t(`entities:logbookEntry.enums.logbook_type.${type}`)}: ${t(`entities:logbookEntry.enums.status.${status}`)} ${counts?.[status] ?? ''}`}
                    >
                      <Group gap={4}>
                        <LogbookStatusBadge status={status} />
                        <Text span size="sm" fw={600}>
                          {counts?.[status] ?? '–'}
                        </Text>
                      </Group>
                    </Anchor>
                  ))}
                </Group>
                <Text size="xs" c="dimmed" mt="xs">
                  {!counts
                    ? '\u00a0'
                    : counts.lastEntryAt
                      ? t('dashboard.lastEntry', { at: `${utc.dateTime(counts.lastEntryAt)} UTC` })
                      : t('dashboard.noEntries')}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Card title={t(isMaster ? 'dashboard.awaitingYourReview' : 'dashboard.awaitingReview')}>
            <EntryTable rows={data?.pendingReview} label={t('dashboard.awaitingReview')} />
          </Card>
          <Card title={t('dashboard.currentWatch')}>
            {!data ? (
              <Text c="dimmed">{t('common:loading')}</Text>
            ) : data.currentWatch.length > 0 ? (
              <Stack gap="xs">
                {data.currentWatch.map((watch) => (
                  <Group key={watch.id} justify="space-between" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {t(`entities:watchPeriod.enums.watch_type.${watch.watch_type}`)} · {watch.start_time}–
                      {watch.end_time} UTC
                    </Text>
                    <Text size="sm">{watch.officer_name ?? '—'}</Text>
                  </Group>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed">{t('dashboard.noWatch')}</Text>
            )}
            <Anchor component={Link} to="/logbook/watch-schedule" size="sm" mt="sm" display="inline-block">
              {t('nav:items.watchSchedule')}
            </Anchor>
          </Card>
        </SimpleGrid>
        <Card title={t('dashboard.recent')}>
          <EntryTable rows={data?.recent} label={t('dashboard.recent')} withStatus />
        </Card>
        {vesselId ? <ChainVerificationCard vesselId={vesselId} /> : null}
      </Stack>
    </>
  );
}
