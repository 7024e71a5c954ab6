// /logbook/entries: the generic list of logbook entries; 'New entry' and 'Edit' open the form page,
// a row opens the entry's detail page. A row's menu offers only what its state allows (the entity's
// workflow): Edit of a draft or rejected entry, Delete of a draft, and the review steps.
import { Anchor } from '@mantine/core';
import { logbookEntryEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { EntityListPage } from '../../entity-ui/entity-list-page';
import { LogbookStatusBadge } from './logbook-parts';

type Row = Record<string, unknown>;

export function LogbookEntriesPage() {
  const { t } = useTranslation('logbook');
  const navigate = useNavigate();
  return (
    <EntityListPage
      entity={logbookEntryEntity}
      createLabel={t('actions.newEntry')}
      onCreate={() => void navigate('/logbook/entries/new')}
      onEditRow={(row) => void navigate(`/logbook/entries/${String(row.id)}/edit`)}
      onRowClick={(row) => void navigate(`/logbook/entries/${String(row.id)}`)}
      messages={{ deleted: t('messages.deletedPlain'), deleteFailed: t('messages.deleteFailed') }}
      cells={{
        entry_number: (row: Row) => (
          <Anchor
            component={Link}
            to={`/logbook/entries/${String(row.id)}`}
            size="sm"
            ff="monospace"
            style={{ whiteSpace: 'nowrap' }}
          >
            {String(row.entry_number ?? '')}
          </Anchor>
        ),
        status: (row: Row) => <LogbookStatusBadge status={String(row.status)} />,
      }}
    />
  );
}
