// 'Apply standard pattern': the 4-on-8-off or 6-on-6-off watches of one watch type from a date, one
// officer per team (POST /watch-periods/apply-pattern). An overlap with periods in force is refused.
import { Alert, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WatchPatternName, WatchType } from '@mars/domain';
import { WATCH_TYPES, watchPattern, watchPeriodEntity } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { FormModalActions } from '../../app/form-modal';
import { useVessel } from '../../app/vessel-context';
import { ApiError } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { applyWatchPattern, logbookKeys } from './logbook-api';
import { DayInput } from './logbook-parts';
import { useReferenceOptions } from '../../entity-ui/reference-options';

const PATTERNS: WatchPatternName[] = ['4-on-8-off', '6-on-6-off'];

/** 'Team 1: 00:00–04:00, 12:00–16:00' for each team of a pattern. */
export function teamLabels(pattern: WatchPatternName): string[] {
  const watches = watchPattern(pattern);
  const teams = Math.max(...watches.map((watch) => watch.team));
  return Array.from({ length: teams }, (_, index) =>
    watches
      .filter((watch) => watch.team === index + 1)
      .map((watch) => `${watch.start}–${watch.end}`)
      .join(', '),
  );
}

export function ApplyPatternModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('logbook');
  const queryClient = useQueryClient();
  const { selectedVessel } = useVessel();
  const { data: crewOptions = [] } = useReferenceOptions('crewMember');
  const [watchType, setWatchType] = useState<WatchType>('deck');
  const [pattern, setPattern] = useState<WatchPatternName>('4-on-8-off');
  const [effectiveFrom, setEffectiveFrom] = useState(() => new Date().toISOString().slice(0, 10));
  const [officers, setOfficers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const teams = teamLabels(pattern);

  async function apply() {
    setError(null);
    const officerIds = teams.map((_, index) => officers[index] ?? '');
    if (!effectiveFrom || officerIds.some((id) => id === '')) {
      setError(t('pattern.incomplete'));
      return;
    }
    setIsSaving(true);
    try {
      await applyWatchPattern({
        vessel_id: selectedVessel?.id ?? '',
        watch_type: watchType,
        pattern,
        effective_from: effectiveFrom,
        officer_ids: officerIds,
      });
      notifications.show({ color: 'green', message: t('pattern.applied') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entityKeys(watchPeriodEntity).all }),
        queryClient.invalidateQueries({ queryKey: logbookKeys.all }),
      ]);
      onClose();
    } catch (failure) {
      const overlap = failure instanceof ApiError && failure.code === 'watch_overlap';
      const conflicts = overlap && Array.isArray(failure.details.conflicts) ? failure.details.conflicts : [];
      const names = conflicts
        .map((conflict) => String((conflict as { name?: unknown }).name ?? ''))
        .filter(Boolean);
      const reason = overlap ? t('validation:watchOverlap') : errorText(t, failure, 'errors:save_failed');
      setError(
        `${t('messages.watchCreateFailed')}: ${reason}${names.length ? ` (${names.join(', ')})` : ''}`,
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('pattern.title')} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('entities:watchPeriod.fields.watch_type')}
              data={WATCH_TYPES.map((type) => ({
                value: type,
                label: t(`entities:watchPeriod.enums.watch_type.${type}`),
              }))}
              value={watchType}
              onChange={(value) => setWatchType((value as WatchType) ?? 'deck')}
              allowDeselect={false}
            />
            <Select
              label={t('pattern.pattern')}
              data={PATTERNS.map((value) => ({
                value,
                label: t(`pattern.patterns.${value}`, { watches: watchPattern(value).length }),
              }))}
              value={pattern}
              onChange={(value) => setPattern((value as WatchPatternName) ?? '4-on-8-off')}
              allowDeselect={false}
            />
            <DayInput
              label={t('entities:watchPeriod.fields.effective_from')}
              value={effectiveFrom}
              onChange={setEffectiveFrom}
            />
          </SimpleGrid>
          {teams.map((label, index) => (
            <Select
              key={`${pattern}-${index}`}
              label={t('pattern.team', { team: index + 1, watches: label })}
              data={crewOptions}
              value={officers[index] ?? null}
              onChange={(value) => {
                const next = [...officers];
                next[index] = value ?? '';
                setOfficers(next);
              }}
              searchable
              required
              comboboxProps={{ withinPortal: true }}
            />
          ))}
          <FormModalActions onCancel={onClose} submitLabel={t('pattern.apply')} isSaving={isSaving} />
        </Stack>
      </form>
    </Modal>
  );
}
