// The garbage record book's parts (/environmental/grb, issue 14): the panel above the entries (the
// help with its sources, the parts the vessel keeps, 'Verify chain'); in the form the position as
// mariners write it (entity-ui/coordinate-input.tsx), Part II and its categories only for a ship that
// carries solid bulk cargo, and beside the discharge the Annex V check as it is typed: the distance
// from land on the bundled coastline (loaded on first use), the special area and what the rule says
// (checkGarbageEntry, the same the server runs at save); 'Correct entry' of a signed or certified entry.
import { Alert, Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Coastline, GrbEntryCheck, Role } from '@mars/domain';
import {
  GRB_COASTLINE_MARGIN_NM,
  checkGarbageEntry,
  garbageRecordEntryEntity,
  grbPartsKept,
  loadCoastline,
  mayWriteEntity,
  partOfCategory,
} from '@mars/domain';
import type { OilRecordVerification } from '@mars/domain';
import { IconInfoCircle, IconPencilCheck, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { api, buildQuery } from '../../data/api-client';
import { LatitudeInput, LongitudeInput } from '../../entity-ui/coordinate-input';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { fieldKind } from '../../entity-ui/field-kinds/field-kinds';
import { useRecordBookCorrection } from './record-book-correction';
import { RecordBookHelp, keptPartsInput } from './record-book-parts';

type Row = Record<string, unknown>;
const T = 'entities:garbageRecordEntry';
const HELP_PARTS = ['book', 'categories', 'rules', 'geography', 'certification'] as const;
const EnumInput = fieldKind('enum').Input;

/** Part and category as the vessel keeps them: Part II (J, K) only on a ship carrying solid bulk cargo. */
const KeptPartInput = keptPartsInput(grbPartsKept, (value) => value);
const KeptCategoryInput = keptPartsInput(grbPartsKept, partOfCategory);

/** The bundled coastline, loaded once when a form first needs it. */
function useCoastline(wanted: boolean): Coastline | null {
  const [coastline, setCoastline] = useState<Coastline | null>(null);
  useEffect(() => {
    if (!wanted || coastline) return;
    let live = true;
    void loadCoastline().then((loaded) => live && setCoastline(loaded));
    return () => {
      live = false;
    };
  }, [wanted, coastline]);
  return coastline;
}

const WATCHED = [
  'category',
  'method',
  'latitude',
  'longitude',
  'en_route',
  'comminuted',
  'hold_wash_conditions',
] as const;

const COLOR: Record<GrbEntryCheck['check'], string> = {
  not_applicable: 'gray',
  allowed: 'green',
  near_limit: 'yellow',
  accidental: 'orange',
  refused: 'red',
};

/** The discharge with the Annex V check of the form's values below it. */
function MethodWithCheck(props: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const watched = useWatch({ control: props.formControl, name: [...WATCHED] }) as unknown[];
  const [category, method, latitude, longitude, enRoute, comminuted, holdWash] = watched;
  const located = typeof latitude === 'number' && typeof longitude === 'number';
  const coastline = useCoastline(located);
  const check =
    located && coastline
      ? checkGarbageEntry(
          {
            category: String(category ?? ''),
            method: String(method ?? ''),
            latitude,
            longitude,
            en_route: enRoute === true,
            comminuted: comminuted === true,
            hold_wash_conditions: holdWash === true,
          },
          coastline,
        )
      : null;
  const number = (value: number | null) => (value ?? 0).toLocaleString(i18n.language);
  let verdict: string | null = null;
  if (check) {
    const params = { rule: check.rule ?? '', min: number(check.min_nm), margin: GRB_COASTLINE_MARGIN_NM };
    if (check.check === 'refused') verdict = t(`${T}.ui.check.refused.${check.rule_code}`, params);
    else if (check.check === 'allowed')
      verdict = t(check.min_nm === null ? `${T}.ui.check.allowedAnywhere` : `${T}.ui.check.allowed`, params);
    else if (check.check === 'not_applicable') verdict = t(`${T}.ui.check.notApplicable`);
    else verdict = t(`${T}.ui.check.${check.check}`, params);
  }
  return (
    <Stack gap={6}>
      <EnumInput {...props} />
      <Alert
        variant="light"
        color={check ? COLOR[check.check] : 'gray'}
        title={t(`${T}.ui.check.title`)}
        data-testid="grb-check"
        data-check={check?.check ?? ''}
      >
        {!located ? (
          <Text size="sm">{t(`${T}.ui.check.noPosition`)}</Text>
        ) : !check ? (
          <Text size="sm">{t(`${T}.ui.check.loading`)}</Text>
        ) : (
          <Stack gap={2}>
            <Text size="sm">
              {t(`${T}.ui.check.where`, {
                distance: number(check.distance_from_land_nm),
                resolution: coastline?.resolution ?? '',
                area: t(`${T}.enums.special_area.${check.special_area ?? 'none'}`),
              })}
            </Text>
            {verdict ? <Text size="sm">{verdict}</Text> : null}
          </Stack>
        )}
      </Alert>
    </Stack>
  );
}

function GarbageRecordPanel() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const [busy, setBusy] = useState(false);
  const [verification, setVerification] = useState<OilRecordVerification | null>(null);
  const kept = selectedVessel ? grbPartsKept(selectedVessel) : null;

  async function verify() {
    if (!selectedVessel) return;
    setBusy(true);
    try {
      setVerification(
        await api.request<OilRecordVerification>(
          'GET',
          `/garbage-record-book/verify${buildQuery({ vessel_id: selectedVessel.id })}`,
        ),
      );
    } catch (failure) {
      notifications.show({ color: 'red', message: `${t(`${T}.ui.verifyFailed`)}: ${errorText(t, failure)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="xs">
            <IconInfoCircle size={18} aria-hidden />
            <Title order={2} size="h4">
              {t(`${T}.ui.help.title`)}
            </Title>
          </Group>
          {selectedVessel ? (
            <Button
              variant="default"
              leftSection={<IconShieldCheck size={16} />}
              loading={busy}
              onClick={() => void verify()}
            >
              {t(`${T}.ui.verify`)}
            </Button>
          ) : null}
        </Group>
        <RecordBookHelp prefix={`${T}.ui`} parts={HELP_PARTS} />
        <Text size="sm" fw={500}>
          {kept === null
            ? t(`${T}.ui.selectVessel`)
            : t(kept.includes('II') ? `${T}.ui.partsKeptBoth` : `${T}.ui.partsKept`)}
        </Text>
        {verification ? (
          <Alert
            color={verification.ok ? 'green' : 'red'}
            variant="light"
            role="status"
            data-testid="grb-verification"
          >
            {verification.chains.map((chain) => (
              <Text size="sm" key={chain.part}>
                {t(chain.ok ? `${T}.ui.verifyOk` : `${T}.ui.verifyBroken`, {
                  part: t(`${T}.enums.part.${chain.part}`),
                  count: chain.ok ? chain.checked : chain.problems.length,
                })}
              </Text>
            ))}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

const now = () => `${new Date().toISOString().slice(0, 16)}:00.000Z`;

export const garbageRecordEntryUi = defineEntityUi(function useGarbageRecordEntryParts() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const correction = useRecordBookCorrection(garbageRecordEntryEntity);
  const mayWrite = mayWriteEntity(garbageRecordEntryEntity, user?.role as Role | undefined, 'create');
  return {
    toolbar: <GarbageRecordPanel />,
    createDefaults: { part: 'I', occurred_at: now(), en_route: true },
    formInputs: {
      part: KeptPartInput,
      category: KeptCategoryInput,
      method: MethodWithCheck,
      latitude: LatitudeInput,
      longitude: LongitudeInput,
    },
    cells: {
      entry_number: (row: Row) => (
        <div>
          <Text size="sm">{String(row.entry_number ?? '')}</Text>
          {row.corrects_id ? (
            <Badge size="xs" variant="light" color="gray">
              {t(`${T}.fields.corrects_id`)}
            </Badge>
          ) : null}
        </div>
      ),
    },
    rowActions: (row: Row) =>
      mayWrite && (row.status === 'signed' || row.status === 'certified') ? (
        <>
          <Menu.Divider />
          <Menu.Item leftSection={<IconPencilCheck size={14} />} onClick={() => correction.correct(row)}>
            {t(`${T}.ui.correct`)}
          </Menu.Item>
        </>
      ) : null,
    children: correction.modal,
  };
});
