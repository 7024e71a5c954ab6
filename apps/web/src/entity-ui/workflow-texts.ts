// How a workflow action looks and speaks: its tone's colour and icon, and its texts from the
// `entities` namespace (`entities:<entity>.actions.<action>.label|done|failed|title`).
import { darken, DEFAULT_THEME } from '@mantine/core';
import type { EntityDefinition, WorkflowTone } from '@mars/domain';
import { workflowAction } from '@mars/domain';
import { IconArrowBackUp, IconArrowRight, IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

import { errorText } from '../app/error-text';
import { ApiError } from '../data/api-client';
import { serverFieldErrors } from './form-values';

type Row = Record<string, unknown>;

/** White on green keeps WCAG AA contrast (4.5:1) only on a green darker than Mantine's darkest. */
const POSITIVE_GREEN = darken(DEFAULT_THEME.colors.green[9], 0.2);

const TONES: Record<WorkflowTone, { color: string; variant: string; Icon: typeof IconCheck }> = {
  primary: { color: 'blue', variant: 'filled', Icon: IconArrowRight },
  positive: { color: POSITIVE_GREEN, variant: 'filled', Icon: IconCheck },
  danger: { color: 'red', variant: 'light', Icon: IconX },
  neutral: { color: 'gray', variant: 'default', Icon: IconArrowBackUp },
};

export function toneOf(entity: EntityDefinition, action: string) {
  return TONES[workflowAction(entity, action)?.tone ?? 'primary'];
}

/** An action's text (`entities:<entity>.actions.<action>.<part>`); `{{row.<field>}}` names the row. */
export function actionText(
  t: TFunction,
  entity: EntityDefinition,
  action: string,
  part: 'label' | 'done' | 'failed' | 'title',
  row: Row = {},
): string {
  return t(`entities:${entity.name}.actions.${action}.${part}`, { row, defaultValue: action });
}

/** Why a step failed, in words: a refused state names the state the row is in now. */
export function failureText(t: TFunction, entity: EntityDefinition, error: unknown): string {
  const field = entity.workflow?.field;
  if (error instanceof ApiError && error.code === 'invalid_transition' && field) {
    const status = String(error.details.status ?? '');
    const label = t(`entities:${entity.name}.enums.${field}.${status}`, { defaultValue: status });
    return t('entityUi:workflow.invalidTransition', { status: label });
  }
  const fieldKey = Object.values(serverFieldErrors(error) ?? {})[0]?.[0];
  return fieldKey ? t(fieldKey) : errorText(t, error, 'errors:save_failed');
}
