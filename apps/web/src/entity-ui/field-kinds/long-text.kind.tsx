import { Text, Textarea } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';
import { textInputProps } from './input-props';

export const longTextKind: FieldKindSpec = {
  cell: (value) => (
    <Text size="sm" lineClamp={1} title={plainText(value)}>
      {plainText(value)}
    </Text>
  ),
  Input: (props) => (
    <Textarea {...textInputProps(props)} maxLength={props.field.maxLength} autosize minRows={3} />
  ),
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: false,
};
