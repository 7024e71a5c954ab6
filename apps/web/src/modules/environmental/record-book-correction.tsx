// 'Correct entry' of a record book (oil, garbage): a signed or certified entry is never edited; a new
// entry that references it, pre-filled with its particulars, corrects it, with the reason to give.
import type { EntityDefinition } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { entityKeys } from '../../entity-ui/entity-keys';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';

type Row = Record<string, unknown>;

/** The columns a correction starts from: the corrected entry's particulars, not its state or seal. */
export function correctionDefaults(entity: EntityDefinition, row: Row): Row {
  const notCopied = new Set([
    'id',
    'version',
    'entry_number',
    'status',
    'corrects_id',
    'correction_reason',
    ...(entity.serverFields ?? []),
  ]);
  const copied = Object.fromEntries(
    Object.keys(entity.fields)
      .filter((field) => !notCopied.has(field))
      .map((field) => [field, row[field]]),
  );
  return { ...copied, vessel_id: row.vessel_id, corrects_id: row.id };
}

/** The entry being corrected and its form: `correct(row)` opens it, `modal` draws it. */
export function useRecordBookCorrection(entity: EntityDefinition) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [correcting, setCorrecting] = useState<Row | null>(null);
  const modal = correcting ? (
    <EntityFormModal
      entity={entity}
      opened
      onClose={() => setCorrecting(null)}
      title={t(`entities:${entity.name}.ui.correctTitle`, { number: correcting.entry_number })}
      defaults={correctionDefaults(entity, correcting)}
      onSaved={() => queryClient.invalidateQueries({ queryKey: entityKeys(entity).all })}
    />
  ) : null;
  return { correct: setCorrecting, modal };
}
