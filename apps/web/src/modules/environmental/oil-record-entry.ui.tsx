// The oil record book's parts (/environmental/orb, issue 14): the panel above the entries (help with
// its sources, the tanks' retained on board, the warnings, Download PDF, Verify chain), each entry's
// number with its code and item as the form prints them and a mark where it needs attention or is a
// correction, and 'Correct entry' of a signed or certified entry: a new entry that references it,
// pre-filled with its particulars, with the reason to give (record-book-correction.tsx); 'Link to the
// e-logbook' of a completed, signed or certified entry: its draft line in the engine log, written once,
// with a link to it (record-book-log-line.tsx). The form offers Part II (and its codes) only for a
// vessel that keeps it (an oil tanker, orbPartsKept).
import { Text } from '@mantine/core';
import {
  OIL_RECORD_LOG_LINE_ROLES,
  oilRecordEntryEntity,
  orbCodeItem,
  orbPartsKept,
  partOfCode,
} from '@mars/domain';

import { useVessel } from '../../app/vessel-context';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { useOilRecordSummary } from './oil-record-api';
import { OilRecordPanel } from './oil-record-panel';
import { useRecordBookEntryActions } from './record-book-entry-actions';
import { EntryNumberCell, keptPartsInput } from './record-book-parts';

type Row = Record<string, unknown>;

const today = () => new Date().toISOString().slice(0, 10);

/** Part and code as the vessel keeps them: no Part II, nor its codes, for a ship that is no tanker. */
const KeptPartInput = keptPartsInput(orbPartsKept, (value) => value);
const KeptCodeInput = keptPartsInput(orbPartsKept, partOfCode);

export const oilRecordEntryUi = defineEntityUi(function useOilRecordEntryParts() {
  const { selectedVessel } = useVessel();
  const summary = useOilRecordSummary(selectedVessel?.id);
  const entryActions = useRecordBookEntryActions(oilRecordEntryEntity, {
    path: 'oil-record-book',
    roles: OIL_RECORD_LOG_LINE_ROLES,
  });
  const flagged = new Set(summary.data?.warnings.map((warning) => warning.entry_id) ?? []);

  return {
    toolbar: <OilRecordPanel />,
    createDefaults: { part: 'I', operation_date: today() },
    formInputs: { part: KeptPartInput, code: KeptCodeInput },
    cells: {
      entry_number: (row: Row) => (
        <EntryNumberCell entity="oilRecordEntry" row={row} flagged={flagged.has(String(row.id))} />
      ),
      item: (row: Row) => <Text size="sm">{orbCodeItem(row.code, row.item)}</Text>,
    },
    ...entryActions,
  };
});
