// The ballast water record book's parts (/environmental/ballast, issue 14): the panel above the entries
// (readiness, help with sources, requirements, tanks, Download PDF, Verify chain), each entry's number
// with a mark where it needs attention or is a correction, its code with the items it fills (A.1-A.6),
// the tank picker limited to the vessel's ballast tanks, 'Correct entry' of a signed or certified
// entry (record-book-correction.tsx) and 'Link to the e-logbook': the entry's draft line in the deck log
// (record-book-log-line.tsx).
import { Select, Text } from '@mantine/core';
import { DECK_LOG_LINE_ROLES, ballastRecordEntryEntity, bwrbItemsOf } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { selectInputProps } from '../../entity-ui/field-kinds/input-props';
import { useBallastSummary } from './ballast-record-api';
import { BallastRecordPanel } from './ballast-record-panel';
import { useRecordBookEntryActions } from './record-book-entry-actions';
import { EntryNumberCell } from './record-book-parts';
import { useVessel } from '../../app/vessel-context';

type Row = Record<string, unknown>;

const today = () => new Date().toISOString().slice(0, 10);

/** Item 3: the row's vessel's ballast tanks (tank type 'ballast_water'), not its oil tanks. */
function BallastTankInput(props: FieldInputProps) {
  const { selectedVessel } = useVessel();
  const summary = useBallastSummary(props.vesselId || selectedVessel?.id);
  const data = (summary.data?.tanks ?? []).map((tank) => ({ value: tank.tank_id, label: tank.name }));
  return <Select {...selectInputProps(props)} data={data} searchable />;
}

export const ballastRecordEntryUi = defineEntityUi(function useBallastRecordEntryParts() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const summary = useBallastSummary(selectedVessel?.id);
  const entryActions = useRecordBookEntryActions(ballastRecordEntryEntity, {
    path: 'ballast-record-book',
    roles: DECK_LOG_LINE_ROLES,
  });
  const flagged = new Set(summary.data?.warnings.map((warning) => warning.entry_id) ?? []);

  return {
    toolbar: <BallastRecordPanel />,
    createDefaults: { operation_date: today(), bwmp_compliant: true },
    formInputs: { tank_id: BallastTankInput },
    cells: {
      entry_number: (row: Row) => (
        <EntryNumberCell entity="ballastRecordEntry" row={row} flagged={flagged.has(String(row.id))} />
      ),
      code: (row: Row) => {
        const items = bwrbItemsOf(row.code);
        return (
          <div>
            <Text size="sm">{t(`entities:ballastRecordEntry.enums.code.${String(row.code)}`)}</Text>
            {items.length > 0 ? (
              <Text size="xs" c="dimmed">
                {t('entities:ballastRecordEntry.ui.items', {
                  items: `${items[0]!.item}-${items[items.length - 1]!.item}`,
                })}
              </Text>
            ) : null}
          </div>
        );
      },
    },
    ...entryActions,
  };
});
