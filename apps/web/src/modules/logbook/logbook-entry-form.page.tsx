// /logbook/entries/new and /logbook/entries/:id/edit: one form page for a logbook entry. It shows the
// common fields and those of the chosen logbook type, the time in UTC, validation in the user's
// language, server errors on their fields, and keeps everything typed on an error. 'Save' keeps the
// entry a draft; 'Save and submit for review' submits it too. An approved entry is locked.
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { logbookEntryEntity, rowWritePermissions } from '@mars/domain';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { v7 as uuidv7 } from 'uuid';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { PageHeader } from '../../app/page-header';
import { useVessel } from '../../app/vessel-context';
import { api } from '../../data/api-client';
import { ConflictPanel } from '../../entity-ui/conflict-panel';
import { EntityFormFields, pickWritable, useFormResolver } from '../../entity-ui/entity-form-fields';
import type { FormValues } from '../../entity-ui/form-values';
import { conflictRow, serverFieldErrors } from '../../entity-ui/form-values';
import { BackToEntries, EntryLoadState } from './entry-load-state';
import { refreshLogbook, useLogbookEntry } from './logbook-api';
import {
  defaultLogbookType,
  logbookApiValues,
  logbookFormSections,
  logbookInitialValues,
} from './logbook-form';
import { CrewInput, UtcDateTimeInput } from './logbook-parts';

type Row = Record<string, unknown>;

const INPUTS = { entry_at: UtcDateTimeInput, watch_keeper_id: CrewInput };

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
  const [base, setBase] = useState<Row | undefined>(row);
  const [conflict, setConflict] = useState<Row | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [newId] = useState(() => uuidv7());
  const resolver = useFormResolver(logbookEntryEntity, logbookApiValues, { checkAllAtOnce: true });
  const startValues = (source: Row | undefined) =>
    logbookInitialValues(source, {
      vessel_id: selectedVessel?.id ?? '',
      logbook_type: defaultLogbookType(searchParams.get('type'), user?.role),
    });
  const form = useForm<FormValues>({
    resolver,
    defaultValues: startValues(row),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const logbookType = form.watch('logbook_type');
  useEffect(() => form.clearErrors(), [logbookType, form]);

  async function save(values: FormValues, version: number | undefined, andSubmit: boolean) {
    setFormError(null);
    const id = typeof base?.id === 'string' ? base.id : newId;
    const body = {
      ...pickWritable(logbookEntryEntity, base),
      ...logbookApiValues(values),
      ...(version ? { version } : {}),
    };
    let saved: Row;
    try {
      saved = await api.upsert<Row>(logbookEntryEntity.resource, id, body);
    } catch (error) {
      showError(error, 'messages.saveFailed');
      return;
    }
    setBase(saved);
    setConflict(null);
    const number = String(saved.entry_number ?? '');
    if (andSubmit) {
      try {
        saved = await api.step<Row>(logbookEntryEntity.resource, id, 'submit', {
          version: Number(saved.version),
        });
      } catch (error) {
        await refreshLogbook(queryClient);
        showError(error, 'messages.submitFailed');
        return;
      }
    }
    await refreshLogbook(queryClient);
    notifications.show({
      color: 'green',
      message: t(andSubmit ? 'messages.submitted' : 'messages.saved', { number }),
    });
    void navigate(`/logbook/entries/${id}`);
  }

  function showError(error: unknown, key: string) {
    const current = conflictRow(error);
    if (current) {
      setConflict(current);
      return;
    }
    const fields = serverFieldErrors(error);
    if (fields && Object.keys(fields).length > 0) {
      for (const [field, keys] of Object.entries(fields))
        form.setError(field, { type: 'server', message: keys[0] ?? 'validation:invalid' });
      setFormError(t('entityUi:fixErrors'));
      return;
    }
    setFormError(`${t(key)}: ${errorText(t, error, 'errors:save_failed')}`);
  }

  const version = typeof base?.version === 'number' ? base.version : undefined;
  const onInvalid = () => setFormError(t('entityUi:fixErrors'));
  const onSave = form.handleSubmit((values) => save(values, version, false), onInvalid);
  const onSaveAndSubmit = form.handleSubmit((values) => save(values, version, true), onInvalid);
  const title = t(row ? 'nav:items.logbookEntryEdit' : 'nav:items.logbookEntryNew');
  const isBusy = form.formState.isSubmitting;

  return (
    <>
      <PageHeader title={title} description={row ? String(row.entry_number ?? '') : t('form.newHint')} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <form noValidate onSubmit={(event) => void onSave(event)} aria-label={title}>
          <Stack gap="md">
            {row?.status === 'rejected' && row.rejection_reason ? (
              <Alert color="red" title={t('detail.rejectionReason')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {String(row.rejection_reason)}
                </Text>
              </Alert>
            ) : null}
            {formError ? (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            ) : null}
            {conflict ? (
              <ConflictPanel
                entity={logbookEntryEntity}
                mine={form.getValues()}
                current={conflict}
                onTakeTheirs={() => {
                  setBase(conflict);
                  form.reset(startValues(conflict));
                  setConflict(null);
                }}
                onOverwrite={() => void save(form.getValues(), Number(conflict.version), false)}
              />
            ) : null}
            <EntityFormFields
              entity={logbookEntryEntity}
              form={form}
              sections={logbookFormSections(logbookType)}
              inputs={INPUTS}
              readOnly={row ? ['logbook_type'] : []}
              withVessel={false}
            />
            <Group justify="flex-end" wrap="wrap">
              <Button
                variant="default"
                component={Link}
                to={row ? `/logbook/entries/${String(row.id)}` : '/logbook/entries'}
              >
                {t('entityUi:cancel')}
              </Button>
              <Button type="submit" variant="light" loading={isBusy} disabled={conflict !== null}>
                {t('actions.save')}
              </Button>
              <Button
                type="button"
                loading={isBusy}
                disabled={conflict !== null}
                onClick={() => void onSaveAndSubmit()}
              >
                {t('actions.saveAndSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
