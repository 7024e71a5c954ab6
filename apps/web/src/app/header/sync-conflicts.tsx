// The changes the server did not take, for the user to decide (issue 12): each with the record, the
// reason in the user's language, and the fields where the user's values and the server's differ;
// 'Apply mine again' or 'Discard mine'. Nothing is dropped without this choice.
import { Badge, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { entityOfSyncTable } from '@mars/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../data/api-client';
import { entityLabel, fieldLabel, rowTitle } from '../../entity-ui/entity-labels';
import type { ConflictEntry } from '../../offline/local-db';
import { localDatabase } from '../../offline/local-client';
import {
  applyMineAgain,
  differingFields,
  discardMine,
  listConflicts,
  mayApplyAgain,
} from '../../offline/conflicts';
import { errorText } from '../error-text';
import { LoadingIndicator } from '../loading-indicator';
import { useFormatters } from '../regional';

const CONFLICTS_KEY = ['sync', 'conflicts'] as const;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function ConflictCard({ conflict, onDone }: { conflict: ConflictEntry; onDone(): void }) {
  const { t } = useTranslation(['nav', 'errors']);
  const format = useFormatters();
  const entity = entityOfSyncTable(conflict.table);
  const reason =
    conflict.reason === 'changed'
      ? t('nav:header.syncConflicts.changed')
      : errorText(t, new ApiError(409, conflict.reason, conflict.reason), 'errors:save_failed');
  const fields = differingFields(conflict);
  const db = localDatabase();
  const title = entity
    ? rowTitle(t, entity, { ...(conflict.server ?? {}), ...conflict.local })
    : conflict.rowId;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {entity ? `${entityLabel(t, entity)}: ` : ''}
            {title}
          </Text>
          <Badge color="orange" variant="light">
            {format.dateTime(conflict.at)}
          </Badge>
        </Group>
        <Text size="sm">{reason}</Text>
        {fields.length > 0 && entity && (
          <Table fz="sm" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('nav:header.syncConflicts.field')}</Table.Th>
                <Table.Th scope="col">{t('nav:header.syncConflicts.mine')}</Table.Th>
                <Table.Th scope="col">{t('nav:header.syncConflicts.server')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr key={field}>
                  <Table.Td>{fieldLabel(t, entity, field)}</Table.Td>
                  <Table.Td>{shown(conflict.local[field])}</Table.Td>
                  <Table.Td>{conflict.server ? shown(conflict.server[field]) : '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group gap="xs">
          {mayApplyAgain(conflict) && (
            <Button size="xs" onClick={() => void applyMineAgain(db, conflict).then(onDone)}>
              {t('nav:header.syncConflicts.applyMine')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void discardMine(db, conflict).then(onDone)}
          >
            {t('nav:header.syncConflicts.discardMine')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SyncConflicts({
  opened,
  onClose,
  onChanged,
}: {
  opened: boolean;
  onClose(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('nav');
  const queryClient = useQueryClient();
  const conflicts = useQuery({
    queryKey: CONFLICTS_KEY,
    queryFn: () => listConflicts(localDatabase()),
    enabled: opened,
  });
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: CONFLICTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['entity'] });
    onChanged();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('header.syncConflicts.title')} size="lg">
      {conflicts.isLoading ? (
        <LoadingIndicator />
      ) : (conflicts.data ?? []).length === 0 ? (
        <Text>{t('header.syncConflicts.none')}</Text>
      ) : (
        <Stack gap="sm">
          {(conflicts.data ?? []).map((conflict) => (
            <ConflictCard key={conflict.seq} conflict={conflict} onDone={done} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
