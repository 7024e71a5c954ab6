// What the inputs of the field kinds take from FieldInputProps the same way: the name, the label, the
// hint, the required mark, blur, the error and the disabled state; a text input and a picker also
// their value and change (an empty value is '' in the form).
import type { ChangeEvent } from 'react';

import type { FieldInputProps } from './field-kind.types';

/** The props a kind's input takes as they come. */
export function baseInputProps({
  name,
  field,
  label,
  description,
  onBlur,
  error,
  disabled,
}: FieldInputProps) {
  return { name, label, description, required: field.required, onBlur, error, disabled };
}

/** A typed-in input (TextInput, Textarea): its text ('' when none); typing sets the value. */
export function textInputProps(props: FieldInputProps) {
  return {
    ...baseInputProps(props),
    value: typeof props.value === 'string' ? props.value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.currentTarget.value),
  };
}

/** A picker (Select): clearable when optional, nothing picked for '', clearing sets ''. */
export function selectInputProps(props: FieldInputProps) {
  return {
    ...baseInputProps(props),
    clearable: !props.field.required,
    value: typeof props.value === 'string' && props.value ? props.value : null,
    onChange: (next: string | null) => props.onChange(next ?? ''),
    comboboxProps: { withinPortal: true },
  };
}
