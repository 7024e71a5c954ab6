import { TextInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';
import { textInputProps } from './input-props';

export const textKind: FieldKindSpec = {
  cell: (value) => plainText(value),
  Input: (props) => <TextInput {...textInputProps(props)} maxLength={props.field.maxLength} />,
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: false,
};
