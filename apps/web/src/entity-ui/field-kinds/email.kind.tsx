import { Anchor, TextInput } from '@mantine/core';

import type { FieldKindSpec } from './field-kind.types';
import { plainText, textToApi, textToForm } from './field-kind.types';
import { textInputProps } from './input-props';

export const emailKind: FieldKindSpec = {
  cell: (value) =>
    value ? (
      <Anchor size="sm" href={`mailto:${plainText(value)}`} onClick={(event) => event.stopPropagation()}>
        {plainText(value)}
      </Anchor>
    ) : null,
  Input: (props) => <TextInput type="email" {...textInputProps(props)} />,
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: false,
};
