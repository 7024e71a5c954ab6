// /logbook/entries/:id: one entry with all its fields grouped, its status and review, the hash-chain
// position once approved, the steps the user may take, and the audit trail.
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EntityDefinition, LogbookType } from '@mars/domain';
import { logbookEntryEntity, variantFieldsOf } from '@mars/domain';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageHeader } from '../../app/page-header';
import { createFormatters, useFormatters } from '../../app/regional';
import { fieldLabel } from '../../entity-ui/entity-labels';
import { fieldKind } from '../../entity-ui/field-kinds/field-kinds';
import { useReferenceNames } from '../../entity-ui/reference-options';
import { AuditTrail } from './audit-trail';
import { EntryActions } from './entry-actions';
import { BackToEntries, EntryLoadState } from './entry-load-state';
import { useLogbookEntry } from './logbook-api';
import { Detail, LogbookStatusBadge } from './logbook-parts';

type Row = Record<string, unknown>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

export function LogbookEntryDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('logbook');
  const entry = useLogbookEntry(id);
  if (!entry.data)
    return (
      <>
        <PageHeader title={t('nav:items.logbookEntryDetail')} />
        <EntryLoadState error={entry.error} onRetry={() => void entry.refetch()} />
      </>
    );
  return <EntryDetail row={entry.data} />;
}

function EntryDetail({ row }: { row: Row }) {
  const { t, i18n } = useTranslation('logbook');
  const format = useFormatters();
  const utc = createFormatters(i18n.language || 'en', 'UTC');
  const crew = useReferenceNames('crewMember');
  const users = useReferenceNames('user');
  const userName = (value: unknown) =>
    typeof value === 'string' && value ? (users.get(value) ?? value.slice(0, 8)) : '';
  const at = (value: unknown) => (typeof value === 'string' && value ? `${utc.dateTime(value)} UTC` : '');
  const cell = (name: string) => {
    const field = (logbookEntryEntity as EntityDefinition).fields[name];
    const value = row[name];
    if (!field || value === null || value === undefined || value === '') return '';
    // Numbers as recorded (a position to the fourth decimal), not rounded to the display default.
    if (field.kind === 'number' && Number.isFinite(Number(value))) {
      const number = format.number(Number(value), { maximumFractionDigits: 6 });
      return field.unit ? `${number} ${field.unit}` : number;
    }
    return fieldKind(field.kind).cell(value, { t, format, entity: logbookEntryEntity, name, field });
  };
  const field = (name: string, value: ReactNode = cell(name)) => (
    <Detail key={name} label={fieldLabel(t, logbookEntryEntity, name)}>
      {value}
    </Detail>
  );
  const status = String(row.status);
  const type = String(row.logbook_type) as LogbookType;
  const typeFields = variantFieldsOf(logbookEntryEntity, type);
  const shortHash = (value: unknown) => (typeof value === 'string' && value ? `${value.slice(0, 12)}…` : '');

  return (
    <>
      <PageHeader
        title={String(row.title ?? '')}
        description={String(row.entry_number ?? '')}
        actions={<BackToEntries />}
      />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <LogbookStatusBadge status={status} size="lg" />
            {status === 'approved' ? (
              <Group gap={4} c="dimmed">
                <IconLock size={16} aria-hidden />
                <Text size="sm">{t('detail.locked')}</Text>
              </Group>
            ) : null}
          </Group>
          <EntryActions row={row} />
        </Group>
        {status === 'rejected' && row.rejection_reason ? (
          <Alert color="red" variant="filled" title={t('detail.rejectionReason')} role="alert">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {String(row.rejection_reason)}
            </Text>
            <Text size="xs" mt={4}>
              {t('detail.rejectedBy', { name: userName(row.rejected_by), at: at(row.rejected_at) })}
            </Text>
          </Alert>
        ) : null}
        <Section title={t('detail.sections.entry')}>
          {field('entry_number', String(row.entry_number ?? ''))}
          {field('logbook_type')}
          {field('entry_type')}
          {field('entry_at', at(row.entry_at))}
          {field('watch_keeper_id', crew.get(String(row.watch_keeper_id)) ?? '')}
          {field('watch_period_id')}
        </Section>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Title order={2} size="h4" mb="sm">
            {t('detail.sections.description')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {String(row.description ?? '')}
          </Text>
        </Paper>
        <Section title={t(`detail.sections.${type}`, { defaultValue: t('detail.sections.data') })}>
          {typeFields.map((name) => field(name))}
        </Section>
        <Section title={t('detail.sections.other')}>
          {field('crew_on_watch')}
          {field('remarks')}
          {field('attachment_id')}
        </Section>
        <Section title={t('detail.sections.review')}>
          <Detail label={t('detail.author')}>{userName(row.created_by)}</Detail>
          <Detail label={t('detail.createdAt')}>{at(row.created_at)}</Detail>
          {field('submitted_by', userName(row.submitted_by))}
          {field('submitted_at', at(row.submitted_at))}
          {field('approved_by', userName(row.approved_by))}
          {field('approved_at', at(row.approved_at))}
        </Section>
        {status === 'approved' ? (
          <Section title={t('detail.sections.integrity')}>
            {field('chain_position', String(row.chain_position ?? ''))}
            {field(
              'content_hash',
              <code title={String(row.content_hash ?? '')}>{shortHash(row.content_hash)}</code>,
            )}
            {field(
              'previous_hash',
              <code title={String(row.previous_hash ?? '')}>{shortHash(row.previous_hash)}</code>,
            )}
          </Section>
        ) : null}
        <AuditTrail entryId={String(row.id)} />
      </Stack>
    </>
  );
}
