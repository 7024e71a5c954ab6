// /logbook/entries/new and /logbook/entries/:id/edit: a logbook entry on the form engine's page view
// (the common fields and the chosen type's sections of the definition, the time in UTC). 'Save' keeps
// the entry a draft; 'Save and submit for review' takes the 'submit' step too. An approved entry is
// locked, one under review waits for the Master.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { logbookEntryEntity, rowWritePermissions } from '@mars/domain';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { PageHeader } from '../../app/page-header';
import { useVessel } from '../../app/vessel-context';
import { EntityFormPage } from '../../entity-ui/entity-form-page';
import { BackToEntries, EntryLoadState } from './entry-load-state';
import { refreshLogbook, useLogbookEntry } from './logbook-api';
import { defaultLogbookType } from './logbook-form';

type Row = Record<string, unknown>;

export function LogbookEntryFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('logbook');
  const entry = useLogbookEntry(id ?? '');
  if (!id) return <LogbookEntryForm />;
  const title = t('nav:items.logbookEntryEdit');
  if (!entry.data)
    return (
      <>
        <PageHeader title={title} />
        <EntryLoadState error={entry.error} onRetry={() => void entry.refetch()} />
      </>
    );
  const status = String(entry.data.status);
  if (!rowWritePermissions(logbookEntryEntity, entry.data).edit)
    return (
      <>
        <PageHeader title={title} description={String(entry.data.entry_number ?? '')} />
        <Stack align="flex-start">
          <Alert
            color={status === 'approved' ? 'green' : 'blue'}
            icon={<IconLock size={18} />}
            title={t(status === 'approved' ? 'locked.title' : 'underReview.title')}
            role="status"
            w="100%"
          >
            {t(status === 'approved' ? 'locked.message' : 'underReview.message')}
          </Alert>
          <Group>
            <Button component={Link} to={`/logbook/entries/${id}`}>
              {t('actions.viewEntry')}
            </Button>
            <BackToEntries />
          </Group>
        </Stack>
      </>
    );
  return <LogbookEntryForm row={entry.data} />;
}

function LogbookEntryForm({ row }: { row?: Row }) {
  const { t } = useTranslation('logbook');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { selectedVessel } = useVessel();
  const defaults = {
    vessel_id: selectedVessel?.id ?? '',
    logbook_type: defaultLogbookType(searchParams.get('type'), user?.role),
    entry_at: new Date().toISOString(),
  };
  return (
    <EntityFormPage
      entity={logbookEntryEntity}
      row={row}
      defaults={defaults}
      title={t(row ? 'nav:items.logbookEntryEdit' : 'nav:items.logbookEntryNew')}
      description={row ? String(row.entry_number ?? '') : t('form.newHint')}
      cancelTo={row ? `/logbook/entries/${String(row.id)}` : '/logbook/entries'}
      submitLabel={t('actions.save')}
      steps={[{ step: 'submit', label: t('actions.saveAndSubmit') }]}
      readOnly={row ? ['logbook_type'] : []}
      withVessel={false}
      messages={{
        saved: (saved, { step }) =>
          t(step ? 'messages.submitted' : 'messages.saved', { number: String(saved.entry_number ?? '') }),
        createFailed: t('messages.saveFailed'),
        updateFailed: t('messages.saveFailed'),
        stepFailed: t('messages.submitFailed'),
      }}
      onSaved={async (saved) => {
        await refreshLogbook(queryClient);
        void navigate(`/logbook/entries/${String(saved.id)}`);
      }}
      before={
        row?.status === 'rejected' && row.rejection_reason ? (
          <Alert color="red" title={t('detail.rejectionReason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {String(row.rejection_reason)}
            </Text>
          </Alert>
        ) : null
      }
    />
  );
}
