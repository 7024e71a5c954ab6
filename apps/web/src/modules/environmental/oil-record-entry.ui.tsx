// The oil record book's parts (/environmental/orb, issue 14): the panel above the entries (help with
// its sources, the tanks' retained on board, the warnings, Download PDF, Verify chain), each entry's
// number with its code and item as the form prints them and a mark where it needs attention or is a
// correction, and 'Correct entry' of a signed or certified entry: a new entry that references it,
// pre-filled with its particulars, with the reason to give; 'Link to the e-logbook' of a completed,
// signed or certified entry: its draft line in the engine log, written once, with a link to it. The
// form offers Part II (and its codes) only for a vessel that keeps it (an oil tanker, orbPartsKept).
import { Anchor, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@mars/domain';
import {
  OIL_RECORD_LOG_LINE_ROLES,
  oilRecordEntryEntity,
  orbCodeItem,
  orbPartsKept,
  partOfCode,
} from '@mars/domain';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { fieldKind } from '../../entity-ui/field-kinds/field-kinds';
import { linkToEngineLog, useOilRecordSummary } from './oil-record-api';
import { OilRecordPanel } from './oil-record-panel';
import { EntryNumberCell, useCorrection } from './record-book-parts';

type Row = Record<string, unknown>;

const today = () => new Date().toISOString().slice(0, 10);

const EnumInput = fieldKind('enum').Input;
const LINKABLE = new Set(['completed', 'signed', 'certified']);

/** The parts the form's vessel keeps (both while the vessel is not known). */
function usePartsKept(vesselId: string | undefined): readonly string[] {
  const { vessels, selectedVessel } = useVessel();
  const vessel = vessels.find((candidate) => candidate.id === vesselId) ?? selectedVessel;
  return vessel ? orbPartsKept(vessel) : ['I', 'II'];
}

/** Part and code as the vessel keeps them: no Part II, nor its codes, for a ship that is no tanker. */
function KeptPartInput(props: FieldInputProps) {
  const kept = usePartsKept(props.vesselId);
  const values = (props.field.values ?? []).filter((value) => kept.includes(value));
  return <EnumInput {...props} field={{ ...props.field, values }} />;
}

function KeptCodeInput(props: FieldInputProps) {
  const kept = usePartsKept(props.vesselId);
  const values = (props.field.values ?? []).filter((value) => kept.includes(partOfCode(value) ?? ''));
  return <EnumInput {...props} field={{ ...props.field, values }} />;
}

export const oilRecordEntryUi = defineEntityUi(function useOilRecordEntryParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { selectedVessel } = useVessel();
  const summary = useOilRecordSummary(selectedVessel?.id);
  const correction = useCorrection(oilRecordEntryEntity);
  const navigate = useNavigate();
  const role = user?.role as Role | undefined;
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
        <EntryNumberCell entity="oilRecordEntry" row={row} flagged={flagged.has(String(row.id))} />
      ),
      item: (row: Row) => <Text size="sm">{orbCodeItem(row.code, row.item)}</Text>,
    },
    rowActions: (row: Row) => {
      const mayCorrect = correction.mayCorrect(row);
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
          {mayCorrect ? correction.menuItem(row) : null}
        </>
      );
    },
    children: correction.modal,
  };
});
