// The oil record book's parts (/environmental/orb, issue 14): the panel above the entries (help with
// its sources, the tanks' retained on board, the warnings, Download PDF, Verify chain), each entry's
// number with its code and item as the form prints them and a mark where it needs attention or is a
// correction, and 'Correct entry' of a signed or certified entry: a new entry that references it,
// pre-filled with its particulars, with the reason to give.
import { Badge, Group, Menu, Text } from '@mantine/core';
import type { Role } from '@mars/domain';
import { mayWriteEntity, oilRecordEntryEntity, orbCodeItem } from '@mars/domain';
import { IconPencilCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { useVessel } from '../../app/vessel-context';
import { entityKeys } from '../../entity-ui/entity-keys';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { useOilRecordSummary } from './oil-record-api';
import { OilRecordPanel } from './oil-record-panel';

type Row = Record<string, unknown>;

/** The columns a correction starts from: the corrected entry's particulars, not its state or seal. */
const NOT_COPIED = new Set([
  'id',
  'version',
  'entry_number',
  'status',
  'corrects_id',
  'correction_reason',
  ...(oilRecordEntryEntity.serverFields ?? []),
]);

function correctionDefaults(row: Row): Row {
  const copied = Object.fromEntries(
    Object.keys(oilRecordEntryEntity.fields)
      .filter((field) => !NOT_COPIED.has(field))
      .map((field) => [field, row[field]]),
  );
  return { ...copied, vessel_id: row.vessel_id, corrects_id: row.id };
}

const today = () => new Date().toISOString().slice(0, 10);

export const oilRecordEntryUi = defineEntityUi(function useOilRecordEntryParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { selectedVessel } = useVessel();
  const queryClient = useQueryClient();
  const summary = useOilRecordSummary(selectedVessel?.id);
  const [correcting, setCorrecting] = useState<Row | null>(null);
  const mayWrite = mayWriteEntity(oilRecordEntryEntity, user?.role as Role | undefined, 'create');
  const flagged = new Set(summary.data?.warnings.map((warning) => warning.entry_id) ?? []);

  return {
    toolbar: <OilRecordPanel />,
    createDefaults: { part: 'I', operation_date: today() },
    cells: {
      entry_number: (row: Row) => (
        <div>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{String(row.entry_number ?? '')}</Text>
            {flagged.has(String(row.id)) ? (
              <Badge color="orange" variant="light" size="sm">
                {t('entities:oilRecordEntry.ui.warningBadge')}
              </Badge>
            ) : null}
          </Group>
          {row.corrects_id ? (
            <Text size="xs" c="dimmed">
              {t('entities:oilRecordEntry.fields.corrects_id')}
            </Text>
          ) : null}
        </div>
      ),
      item: (row: Row) => <Text size="sm">{orbCodeItem(row.code, row.item)}</Text>,
    },
    rowActions: (row: Row) =>
      mayWrite && (row.status === 'signed' || row.status === 'certified') ? (
        <>
          <Menu.Divider />
          <Menu.Item leftSection={<IconPencilCheck size={14} />} onClick={() => setCorrecting(row)}>
            {t('entities:oilRecordEntry.ui.correct')}
          </Menu.Item>
        </>
      ) : null,
    children: correcting ? (
      <EntityFormModal
        entity={oilRecordEntryEntity}
        opened
        onClose={() => setCorrecting(null)}
        title={t('entities:oilRecordEntry.ui.correctTitle', { number: correcting.entry_number })}
        defaults={correctionDefaults(correcting)}
        onSaved={() => queryClient.invalidateQueries({ queryKey: entityKeys(oilRecordEntryEntity).all })}
      />
    ) : null,
  };
});
