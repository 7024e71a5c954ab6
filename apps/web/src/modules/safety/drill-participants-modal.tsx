// Who took part in a drill: a checklist of the crew of the drill's vessel, saved as a whole
// (PUT /api/v1/drills/:id/participants; each crew member checked by the server). A completed drill
// shows its participants and no longer changes.
import { Alert, Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { FormModal } from '../../app/form-modal';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useReferenceOptions } from '../../entity-ui/reference-options';
import { saveDrillParticipants, useDrillParticipants } from './safety-api';

type Row = Record<string, unknown>;

export function DrillParticipantsModal({
  drill,
  canWrite,
  onClose,
}: {
  drill: Row | null;
  canWrite: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const drillId = drill ? String(drill.id) : undefined;
  const completed = drill?.status === 'completed';
  const locked = completed || !canWrite;
  const crew = useReferenceOptions('crewMember', { vesselId: drill ? String(drill.vessel_id) : undefined });
  const current = useDrillParticipants(drillId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setChosen(current.data?.participants.map((participant) => participant.crew_member_id) ?? []);
    setError(null);
  }, [current.data]);

  const options = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (crew.data ?? []).filter((option) => !needle || option.label.toLowerCase().includes(needle));
  }, [crew.data, filter]);

  const save = async () => {
    if (!drillId) return;
    setSaving(true);
    setError(null);
    try {
      await saveDrillParticipants(drillId, chosen, current.data?.version);
      notifications.show({ color: 'green', message: t('entities:drill.participants.saved') });
      await queryClient.invalidateQueries({ queryKey: ['entity', 'drills'] });
      onClose();
    } catch (failure) {
      setError(`${t('entities:drill.participants.failed')}: ${errorText(t, failure)}`);
    } finally {
      setSaving(false);
    }
  };

  const loading = crew.isPending || current.isPending;
  return (
    <FormModal
      opened={drill !== null}
      onClose={onClose}
      title={t('entities:drill.participants.title')}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {completed
            ? t('entities:drill.participants.locked')
            : locked
              ? t('entities:drill.participants.title')
              : t('entities:drill.participants.hint')}
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {loading ? (
          <LoadingIndicator label={t('common:loading')} />
        ) : (crew.data ?? []).length === 0 ? (
          <Text size="sm">{t('entities:drill.participants.none')}</Text>
        ) : (
          <>
            <Group gap="sm" wrap="wrap" align="flex-end">
              <TextInput
                label={t('entities:drill.participants.search')}
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
                style={{ flex: 1, minWidth: 180 }}
              />
              {locked ? null : (
                <>
                  <Button
                    variant="default"
                    size="sm"
                    onClick={() =>
                      setChosen([...new Set([...chosen, ...options.map((option) => option.value)])])
                    }
                  >
                    {t('entities:drill.participants.all')}
                  </Button>
                  <Button variant="default" size="sm" onClick={() => setChosen([])}>
                    {t('entities:drill.participants.clear')}
                  </Button>
                </>
              )}
            </Group>
            <Text size="sm" aria-live="polite">
              {t('entities:drill.participants.count', { count: chosen.length })}
            </Text>
            <ScrollArea.Autosize mah={360}>
              <Checkbox.Group
                value={chosen}
                onChange={setChosen}
                aria-label={t('entities:drill.participants.title')}
              >
                <Stack gap={6} py={4}>
                  {options.map((option) => (
                    <Checkbox
                      key={option.value}
                      value={option.value}
                      label={option.label}
                      disabled={locked}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('entityUi:cancel')}
          </Button>
          {locked ? null : (
            <Button onClick={() => void save()} loading={saving} disabled={loading}>
              {t('entities:drill.participants.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </FormModal>
  );
}
