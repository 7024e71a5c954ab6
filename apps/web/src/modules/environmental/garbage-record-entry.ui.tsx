// The garbage record book's parts (/environmental/grb, issue 14): the panel above the entries
// (garbage-record-panel.tsx: help, parts kept, Download PDF, Verify chain); in the form the position as
// mariners write it (entity-ui/coordinate-input.tsx), Part II and its categories only for a ship that
// carries solid bulk cargo, and beside the discharge the Annex V check as it is typed: the distance
// from land on the bundled coastline (loaded on first use), the special area and what the rule says
// (checkGarbageEntry, the same the server runs at save); 'Correct entry' of a signed or certified entry;
// 'Link to the e-logbook': the entry's draft line in the deck log (record-book-log-line.tsx).
import { Alert, Badge, Stack, Text } from '@mantine/core';
import type { Coastline, GrbEntryCheck } from '@mars/domain';
import {
  DECK_LOG_LINE_ROLES,
  GRB_COASTLINE_MARGIN_NM,
  checkGarbageEntry,
  garbageRecordEntryEntity,
  grbPartsKept,
  loadCoastline,
  partOfCategory,
} from '@mars/domain';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { LatitudeInput, LongitudeInput } from '../../entity-ui/coordinate-input';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { fieldKind } from '../../entity-ui/field-kinds/field-kinds';
import { GarbageRecordPanel } from './garbage-record-panel';
import { useRecordBookEntryActions } from './record-book-entry-actions';
import { keptPartsInput } from './record-book-parts';

type Row = Record<string, unknown>;
const T = 'entities:garbageRecordEntry';
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

const now = () => `${new Date().toISOString().slice(0, 16)}:00.000Z`;

export const garbageRecordEntryUi = defineEntityUi(function useGarbageRecordEntryParts() {
  const { t } = useTranslation();
  const entryActions = useRecordBookEntryActions(garbageRecordEntryEntity, {
    path: 'garbage-record-book',
    roles: DECK_LOG_LINE_ROLES,
  });
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
    ...entryActions,
  };
});
