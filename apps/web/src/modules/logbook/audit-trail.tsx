// The audit trail of one entry: who did what and when, and which fields changed from what to what.
import { Alert, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AuditRow, EntityDefinition } from '@mars/domain';
import { logbookEntryEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { createFormatters, useFormatters } from '../../app/regional';
import { ScrollTable } from '../../app/table-head';
import { useVessel } from '../../app/vessel-context';
import { fieldLabel } from '../../entity-ui/entity-labels';
import { enumLabel } from '../../entity-ui/enum-label';
import { useReferenceNames } from '../../entity-ui/reference-options';
import { useAuditTrail } from './logbook-api';

type Names = { crew: Map<string, string>; users: Map<string, string>; vessels: Map<string, string> };

/** A stored value as the user reads it: labels of enums, UTC times, names instead of ids. */
function useShown(): (field: string, value: unknown) => string {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const utc = createFormatters(i18n.language || 'en', 'UTC');
  const crew = useReferenceNames('crewMember');
  const users = useReferenceNames('user');
  const { vessels } = useVessel();
  const names: Names = { crew, users, vessels: new Map(vessels.map((vessel) => [vessel.id, vessel.name])) };
  return (name, value) => {
    if (value === null || value === undefined || value === '') return '—';
    const field = (logbookEntryEntity as EntityDefinition).fields[name];
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (name === 'vessel_id') return names.vessels.get(text) ?? text;
    if (!field) return text;
    if (field.kind === 'enum') return enumLabel(t, logbookEntryEntity.name, name, text);
    if (field.kind === 'dateTime') return `${utc.dateTime(text)} UTC`;
    if (field.kind === 'number' && typeof value === 'number')
      return format.number(value, { maximumFractionDigits: 6 });
    if (field.references === 'crewMember') return names.crew.get(text) ?? text;
    if (field.references === 'user') return names.users.get(text) ?? text;
    return text;
  };
}

function whatHappened(t: (key: string, options?: Record<string, unknown>) => string, row: AuditRow): string {
  if (row.step) return t(`audit.steps.${row.step}`, { defaultValue: row.step });
  return t(`audit.actions.${row.action}`, { defaultValue: row.action });
}

export function AuditTrail({ entryId }: { entryId: string }) {
  const { t, i18n } = useTranslation('logbook');
  const utc = createFormatters(i18n.language || 'en', 'UTC');
  const audit = useAuditTrail(entryId);
  const shown = useShown();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm">
        {t('audit.title')}
      </Title>
      {audit.isError ? (
        <Alert color="red" role="alert">
          {errorText(t, audit.error)}
        </Alert>
      ) : !audit.data ? (
        <Text c="dimmed">{t('common:loading')}</Text>
      ) : audit.data.length === 0 ? (
        <Text c="dimmed">{t('audit.empty')}</Text>
      ) : (
        <ScrollTable
          minWidth={560}
          verticalSpacing="xs"
          aria-label={t('audit.title')}
          columns={[t('audit.when'), t('audit.who'), t('audit.what'), t('audit.changes')]}
        >
          {audit.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{utc.dateTime(row.at)} UTC</Table.Td>
              <Table.Td>{row.user_name ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray" styles={{ root: { textTransform: 'none' } }}>
                  {whatHappened(t, row)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {Object.entries(row.changes ?? {}).map(([field, change]) => (
                    <Text size="sm" key={field} style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={600} size="sm">
                        {fieldLabel(t, logbookEntryEntity, field)}
                      </Text>
                      : {shown(field, change.before)} → {shown(field, change.after)}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Paper>
  );
}
