// /crew/hours: hours of work and rest of one seafarer for a month (MLC 2006 Regulation 2.3), judged
// live in the browser with the same rules the server uses; each day is saved on its own. Times are UTC.
// The seafarer signs their own month's record once it has begun ('Sign the month'); a signed month
// shows who signed it and when, and its days stay as signed. With the local data source the days are
// recorded and signed on the device (crew-hours-local.ts) and synced; the record sheet (a PDF the
// server renders) is offered while the server can be reached.
import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { crewMemberEntity, datesOfMonth, summarizeDays } from '@mars/domain';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCircleCheck,
  IconFileTypePdf,
  IconSignature,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { useConnectionState } from '../../app/connection-status';
import { useEntityClient } from '../../app/data-source';
import { errorText } from '../../app/error-text';
import { PageHeader } from '../../app/page-header';
import { useFormatters } from '../../app/regional';
import { useVessel } from '../../app/vessel-context';
import { ApiError } from '../../data/api-client';
import { rowTitle } from '../../entity-ui/entity-labels';
import type { HoursMonth } from './crew-queries';
import {
  crewKeys,
  recordSheetUrl,
  saveHoursDay,
  signHoursMonth,
  useHoursMonth,
  useSeafarers,
} from './crew-queries';
import type { GridDay } from './hours-grid';
import { HoursGrid } from './hours-grid';
import { isMonth, monthOf, shiftMonth } from './hours-grid.helpers';

export function WorkingHoursPage() {
  const { t, i18n } = useTranslation(['crew', 'entities']);
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const client = useEntityClient();
  const connection = useConnectionState();
  const format = useFormatters();
  const { selectedVessel } = useVessel();
  const [searchParams, setSearchParams] = useSearchParams();
  const month = isMonth(searchParams.get('month')) ? searchParams.get('month')! : monthOf(new Date());
  const seafarers = useSeafarers(selectedVessel?.id);
  const requested = searchParams.get('seafarer');
  const crewMember = seafarers.data?.find((s) => s.id === requested) ?? seafarers.data?.[0];
  const crewMemberId = crewMember?.id ?? null;
  const hours = useHoursMonth(crewMemberId, month);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [remarkEdits, setRemarkEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [signing, setSigning] = useState(false);

  useEffect(() => {
    setEdits({});
    setRemarkEdits({});
  }, [crewMemberId, month]);

  const navigate = (changes: { seafarer?: string; month?: string }) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setSearchParams(next, { replace: true });
  };

  const days: GridDay[] = useMemo(() => {
    if (!hours.data) return [];
    const records = [
      ...hours.data.previousDays,
      ...hours.data.days.map((day) => ({ date: day.date, slots: edits[day.date] ?? day.slots })),
    ];
    return summarizeDays(records, datesOfMonth(month)).map((summary, index) => {
      const saved = hours.data.days[index];
      const remarks = remarkEdits[summary.date] ?? saved?.remarks ?? '';
      return {
        ...summary,
        remarks,
        dirty:
          (edits[summary.date] !== undefined && edits[summary.date] !== saved?.slots) ||
          remarks !== (saved?.remarks ?? ''),
        saving: saving[summary.date] ?? false,
      };
    });
  }, [hours.data, edits, remarkEdits, saving, month]);
  const violationCount = days.reduce((sum, day) => sum + day.violations.length, 0);
  const dirtyDates = days.filter((day) => day.dirty).map((day) => day.date);

  const save = async (date: string) => {
    const data = hours.data;
    const day = data?.days.find((d) => d.date === date);
    const slots = edits[date] ?? day?.slots;
    if (!data || !day || slots === undefined || !crewMember || !crewMemberId) return;
    const remarks = remarkEdits[date] ?? day.remarks;
    setSaving((current) => ({ ...current, [date]: true }));
    try {
      const saved = await saveHoursDay(client, crewMember, date, {
        slots,
        remarks: remarks?.trim() ? remarks.trim() : null,
        version: day.version,
      });
      queryClient.setQueryData<HoursMonth>(crewKeys.month(crewMemberId, month, client.source), (current) =>
        current
          ? {
              ...current,
              days: current.days.map((d) =>
                d.date === date
                  ? {
                      ...d,
                      slots: saved.slots,
                      remarks: saved.remarks,
                      recorded: true,
                      version: saved.version,
                    }
                  : d,
              ),
            }
          : current,
      );
      setEdits(({ [date]: _, ...rest }) => rest);
      setRemarkEdits(({ [date]: _, ...rest }) => rest);
      notifications.show({ color: 'green', message: t('crew:hours.savedDay', { date }) });
    } catch (error) {
      const conflict = error instanceof ApiError && error.code === 'conflict';
      notifications.show({
        color: 'red',
        message: conflict ? t('crew:hours.conflict') : errorText(t, error),
      });
      if (conflict) {
        setEdits(({ [date]: _, ...rest }) => rest);
        setRemarkEdits(({ [date]: _, ...rest }) => rest);
        await queryClient.invalidateQueries({ queryKey: crewKeys.month(crewMemberId, month, client.source) });
      }
    } finally {
      setSaving(({ [date]: _, ...rest }) => rest);
    }
  };

  const saveAll = async () => {
    for (const date of dirtyDates) await save(date);
  };

  const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleString(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const signature = hours.data?.signature ?? null;
  // Their own record, of a month that has begun, with days recorded and none unsaved.
  const maySign =
    signature === null &&
    hours.data !== undefined &&
    hours.data.crewMember.user_id !== null &&
    hours.data.crewMember.user_id === user?.id &&
    month <= monthOf(new Date()) &&
    hours.data.days.some((day) => day.recorded) &&
    dirtyDates.length === 0;

  const sign = async () => {
    if (!crewMember || !user) return;
    setSigning(true);
    try {
      const signed = await signHoursMonth(client, crewMember, month, { userId: user.id, role: user.role });
      queryClient.setQueryData<HoursMonth>(crewKeys.month(crewMember.id, month, client.source), signed);
      await queryClient.invalidateQueries({ queryKey: ['entity', 'tasks'] });
      notifications.show({ color: 'green', message: t('crew:hours.signed', { month: monthName }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(t, error) });
    } finally {
      setSigning(false);
    }
  };

  const seafarerOptions = (seafarers.data ?? []).map((s) => ({
    value: s.id,
    label: rowTitle(t, crewMemberEntity, s),
  }));

  return (
    <>
      <PageHeader
        title={t('crew:hours.title')}
        description={t('crew:hours.utcNote')}
        actions={
          crewMemberId ? (
            <Group gap="xs">
              {maySign ? (
                <Button
                  leftSection={<IconSignature size={16} />}
                  loading={signing}
                  onClick={() => void sign()}
                >
                  {t('crew:hours.sign')}
                </Button>
              ) : null}
              {dirtyDates.length > 0 ? (
                <Button onClick={() => void saveAll()}>
                  {t('crew:hours.saveAll', { count: dirtyDates.length })}
                </Button>
              ) : null}
              {connection === 'offline' ? null : (
                <Button
                  component="a"
                  variant="default"
                  href={recordSheetUrl(crewMemberId, month, i18n.language)}
                  download
                  leftSection={<IconFileTypePdf size={16} />}
                >
                  {t('crew:hours.download')}
                </Button>
              )}
            </Group>
          ) : null
        }
      />
      <Stack gap="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t('crew:hours.seafarer')}
            placeholder={t('crew:hours.chooseSeafarer')}
            data={seafarerOptions}
            value={crewMemberId}
            onChange={(value) => value && navigate({ seafarer: value })}
            searchable
            w={360}
            allowDeselect={false}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('crew:hours.month')}
            </Text>
            <Group gap={4}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('crew:hours.previousMonth')}
                onClick={() => navigate({ month: shiftMonth(month, -1) })}
              >
                <IconChevronLeft size={16} />
              </ActionIcon>
              <Text w={150} ta="center" fw={600} aria-live="polite">
                {monthName}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('crew:hours.nextMonth')}
                onClick={() => navigate({ month: shiftMonth(month, 1) })}
              >
                <IconChevronRight size={16} />
              </ActionIcon>
            </Group>
          </Stack>
          <Group gap="xs" ml="auto">
            <Legend color="var(--mantine-color-blue-6)" label={t('crew:hours.legendWork')} />
            <Legend color="var(--mantine-color-gray-light)" label={t('crew:hours.legendRest')} />
          </Group>
        </Group>

        {seafarers.isError || hours.isError ? (
          <Alert color="red" title={t('errors:load_failed')} role="alert">
            {errorText(t, seafarers.error ?? hours.error)}
          </Alert>
        ) : seafarers.data && seafarers.data.length === 0 ? (
          <Alert color="gray">{t('crew:hours.noSeafarer')}</Alert>
        ) : hours.isPending || seafarers.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          <>
            {violationCount > 0 ? (
              <Alert color="red" variant="light" role="status">
                {t('crew:hours.violationsCount', { count: violationCount })}
              </Alert>
            ) : (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
                {t('crew:hours.noViolations')}
              </Alert>
            )}
            {signature ? (
              <Alert
                color="teal"
                variant="light"
                icon={<IconSignature size={18} />}
                role="status"
                data-testid="hours-signature"
              >
                {t('crew:hours.signedBy', {
                  name: signature.signedByName,
                  date: format.date(signature.signedAt),
                })}
              </Alert>
            ) : null}
            <Paper>
              <HoursGrid
                days={days}
                readOnly={signature !== null}
                onChange={(date, slots) => setEdits((current) => ({ ...current, [date]: slots }))}
                onRemarksChange={(date, remarks) =>
                  setRemarkEdits((current) => ({ ...current, [date]: remarks }))
                }
                onSave={(date) => void save(date)}
              />
            </Paper>
          </>
        )}
      </Stack>
    </>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={4}>
      <span style={{ width: 14, height: 14, background: color, display: 'inline-block', borderRadius: 2 }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
