// What each record book's entries offer in their row menu, beside the declared steps: 'Correct entry'
// of a signed or certified entry (record-book-correction.tsx), for whoever may write the book, and
// 'Link to the e-logbook' of a completed entry (record-book-log-line.tsx), for the roles that keep
// the log the book writes into. One hook for the oil, garbage and ballast water books.
import { Menu } from '@mantine/core';
import type { EntityDefinition, Role } from '@mars/domain';
import { mayWriteEntity } from '@mars/domain';
import { IconPencilCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { useRecordBookCorrection } from './record-book-correction';
import { useLogbookLink } from './record-book-log-line';

type Row = Record<string, unknown>;

/** The row menu's items and the correction's form, to spread into the book's entity UI. */
export function useRecordBookEntryActions(
  entity: EntityDefinition,
  logbook: { path: string; roles: readonly Role[] },
): { rowActions: (row: Row) => ReactNode; children: ReactNode } {
  const { t } = useTranslation();
  const { user } = useAuth();
  const correction = useRecordBookCorrection(entity);
  const logLink = useLogbookLink({ entity: entity.name, ...logbook });
  const mayWrite = mayWriteEntity(entity, user?.role as Role | undefined, 'create');
  return {
    rowActions: (row) => {
      const mayCorrect = mayWrite && (row.status === 'signed' || row.status === 'certified');
      const linkItem = logLink(row);
      if (!mayCorrect && !linkItem) return null;
      return (
        <>
          <Menu.Divider />
          {linkItem}
          {mayCorrect ? (
            <Menu.Item leftSection={<IconPencilCheck size={14} />} onClick={() => correction.correct(row)}>
              {t(`entities:${entity.name}.ui.correct`)}
            </Menu.Item>
          ) : null}
        </>
      );
    },
    children: correction.modal,
  };
}
