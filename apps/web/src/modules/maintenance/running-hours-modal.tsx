// 'Record reading' of a piece of equipment: the running hours now (or at a given time); the
// equipment follows the latest reading, and a reading below the latest is refused.
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { ApiError } from '../../data/api-client';
import { recordRunningHours, refreshMaintenance } from './maintenance-api';

type Row = Record<string, unknown>;

export function RunningHoursModal({ equipment, onClose }: { equipment: Row | null; onClose(): void }) {
  const { t } = useTranslation('maintenance');
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<number | string>('');
  const [remarks, setRemarks] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const close = () => {
    setHours('');
    setRemarks('');
    setFailure(null);
    onClose();
  };
  async function save() {
    if (!equipment || typeof hours !== 'number') return;
    setIsSaving(true);
    setFailure(null);
    try {
      await recordRunningHours(String(equipment.id), { hours, remarks: remarks.trim() || undefined });
      notifications.show({ color: 'green', message: t('reading.saved', { name: equipment.name, hours }) });
      await refreshMaintenance(queryClient);
      close();
    } catch (error) {
      const key =
        error instanceof ApiError
          ? (error.details.fields as Record<string, string[]> | undefined)?.hours?.[0]
          : undefined;
      setFailure(key ? t(key) : errorText(t, error, 'errors:save_failed'));
    } finally {
      setIsSaving(false);
    }
  }
  const current = equipment?.running_hours;
  return (
    <Modal
      opened={equipment !== null}
      onClose={close}
      title={t('reading.title', { name: equipment?.name ?? '' })}
    >
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('reading.current', { hours: current === null || current === undefined ? '–' : String(current) })}
        </Text>
        <NumberInput
          label={t('reading.hours')}
          required
          min={typeof current === 'number' ? current : 0}
          value={hours}
          onChange={setHours}
          suffix=" h"
          data-autofocus
        />
        <TextInput
          label={t('entities:runningHoursReading.fields.remarks')}
          value={remarks}
          onChange={(event) => setRemarks(event.currentTarget.value)}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('entityUi:cancel')}
          </Button>
          <Button loading={isSaving} disabled={typeof hours !== 'number'} onClick={() => void save()}>
            {t('reading.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
