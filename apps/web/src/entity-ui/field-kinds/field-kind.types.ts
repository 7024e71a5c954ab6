// The contract of one field kind (style.md section 3): how its values show in a cell, how they are
// entered in a form and how a form value becomes the value the API takes.
import type { EntityDefinition, FieldDefinition } from '@mars/domain';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { Control } from 'react-hook-form';

import type { Formatters } from '../../app/regional';

export type FieldCellContext = {
  t: TFunction;
  format: Formatters;
  entity: EntityDefinition;
  name: string;
  field: Pick<FieldDefinition, 'kind' | 'values' | 'unit' | 'references'>;
};

export type FieldInputProps = {
  entity: EntityDefinition;
  name: string;
  field: FieldDefinition;
  label: string;
  /** A hint below the label. */
  description?: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
  /** The vessel of the row being edited: a reference picker offers that vessel's rows. */
  vesselId?: string;
  /** The form's control, for an input that reads the other fields as they are typed (useWatch). */
  formControl?: Control;
};

export type FieldKindSpec = {
  cell(value: unknown, context: FieldCellContext): ReactNode;
  Input: ComponentType<FieldInputProps>;
  /** The value of an empty input. */
  emptyValue: unknown;
  /** The API's value (null when empty) into what the input holds (for this field). */
  toForm(value: unknown, field?: FieldDefinition): unknown;
  /** What the input holds into the API's value: empty becomes null. */
  toApi(value: unknown, field?: FieldDefinition): unknown;
  /** Whether lists can filter on a range (from/to) rather than on one value. */
  rangeFilter: boolean;
};

export function textToApi(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  return value.trim() === '' ? null : value;
}

export function textToForm(value: unknown): unknown {
  return value === null || value === undefined ? '' : String(value);
}

export function plainText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
