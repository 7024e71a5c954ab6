// The oil record book's parts (/environmental/orb, issue 14): the panel above the entries (help with
// its sources, the tanks' retained on board, the warnings, Download PDF, Verify chain), each entry's
// number with its code and item as the form prints them and a mark where it needs attention or is a
// correction, and 'Correct entry' of a signed or certified entry: a new entry that references it,
// pre-filled with its particulars, with the reason to give (record-book-correction.tsx); 'Link to the e-logbook' of a completed,
// signed or certified entry: its draft line in the engine log, written once, with a link to it. The
// form offers Part II (and its codes) only for a vessel that keeps it (an oil tanker, orbPartsKept).
import { Anchor, Badge, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@mars/domain';
import {
  OIL_RECORD_LOG_LINE_ROLES,
  mayWriteEntity,
  oilRecordEntryEntity,
  orbCodeItem,
  orbPartsKept,
  partOfCode,
} from '@mars/domain';
import { IconNotebook, IconPencilCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { linkToEngineLog, useOilRecordSummary } from './oil-record-api';
import { OilRecordPanel } from './oil-record-panel';
import { useRecordBookCorrection } from './record-book-correction';
import { keptPartsInput } from './record-book-parts';

type Row = Record<string, unknown>;

const today = () => new Date().toISOString().slice(0, 10);

const LINKABLE = new Set(['completed', 'signed', 'certified']);

/** Part and code as the vessel keeps them: no Part II, nor its codes, for a ship that is no tanker. */
const KeptPartInput = keptPartsInput(orbPartsKept, (value) => value);
const KeptCodeInput = keptPartsInput(orbPartsKept, partOfCode);

export const oilRecordEntryUi = defineEntityUi(function useOilRecordEntryParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { selectedVessel } = useVessel();
  const summary = useOilRecordSummary(selectedVessel?.id);
  const correction = useRecordBookCorrection(oilRecordEntryEntity);
  const navigate = useNavigate();
  const role = user?.role as Role | undefined;
  const mayWrite = mayWriteEntity(oilRecordEntryEntity, role, 'create');
  const mayLink = role !== undefined && (OIL_RECORD_LOG_LINE_ROLES as readonly Role[]).includes(role);

  async function link(row: Row) {
    try {
      const line = await linkToEngineLog(String(row.id));
      const number = String(row.entry_number ?? '');
      notifications.show({
        color: line.created ? 'green' : 'blue',
        message: (
          <span>
            {t(
              line.created ? 'entities:oilRecordEntry.ui.linked' : 'entities:oilRecordEntry.ui.alreadyLinked',
              {
                number,
                line: line.logbook_entry_number ?? '',
              },
            )}{' '}
            <Anchor
              component="button"
              size="sm"
              onClick={() => navigate(`/logbook/entries/${line.logbook_entry_id}`)}
            >
              {t('entities:oilRecordEntry.ui.openLogLine')}
            </Anchor>
          </span>
        ),
      });
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: errorText(t, failure, 'entities:oilRecordEntry.ui.linkFailed'),
      });
    }
  }
  const flagged = new Set(summary.data?.warnings.map((warning) => warning.entry_id) ?? []);

  return {
    toolbar: <OilRecordPanel />,
    createDefaults: { part: 'I', operation_date: today() },
    formInputs: { part: KeptPartInput, code: KeptCodeInput },
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
    rowActions: (row: Row) => {
      const mayCorrect = mayWrite && (row.status === 'signed' || row.status === 'certified');
      const mayLinkRow = mayLink && LINKABLE.has(String(row.status));
      if (!mayCorrect && !mayLinkRow) return null;
      return (
        <>
          <Menu.Divider />
          {mayLinkRow ? (
            <Menu.Item leftSection={<IconNotebook size={14} />} onClick={() => void link(row)}>
              {t('entities:oilRecordEntry.ui.linkToLogbook')}
            </Menu.Item>
          ) : null}
          {mayCorrect ? (
            <Menu.Item leftSection={<IconPencilCheck size={14} />} onClick={() => correction.correct(row)}>
              {t('entities:oilRecordEntry.ui.correct')}
            </Menu.Item>
          ) : null}
        </>
      );
    },
    children: correction.modal,
  };
});
