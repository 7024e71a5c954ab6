// The latitude and longitude of a form as mariners write them (53°32.4'N, 009°58.7'E; a decimal
// comma and 'O' for east in German), read by the domain's parseCoordinate. The form holds decimal
// degrees: what cannot be read stays text, so the form refuses to save, and the input says why.
import { TextInput } from '@mantine/core';
import type { CoordinateAxis } from '@mars/domain';
import { formatCoordinate, parseCoordinate } from '@mars/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldInputProps } from './field-kinds/field-kind.types';
import { baseInputProps } from './field-kinds/input-props';

/** A coordinate as the language writes it: a decimal comma in German. */
export function coordinateText(value: unknown, axis: CoordinateAxis, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  const text = formatCoordinate(number, axis);
  return language.startsWith('de') ? text.replace('.', ',') : text;
}

function sameValue(text: string, value: unknown, axis: CoordinateAxis): boolean {
  const parsed = parseCoordinate(text, axis);
  if (value === '' || value === null || value === undefined) return text.trim() === '';
  return parsed.ok && typeof value === 'number' && Math.abs(parsed.value - value) < 1e-6;
}

function CoordinateInput({ axis, ...props }: FieldInputProps & { axis: CoordinateAxis }) {
  const { t, i18n } = useTranslation('navigation');
  const [text, setText] = useState(() => coordinateText(props.value, axis, i18n.language));
  const [problem, setProblem] = useState<string | undefined>();
  // A value set from outside (the form reset to another row) replaces the text.
  useEffect(() => {
    if (typeof props.value === 'string' && props.value !== '') return;
    if (!sameValue(text, props.value, axis)) {
      setText(coordinateText(props.value, axis, i18n.language));
      setProblem(undefined);
    }
    // Only the value from outside matters here, not the text being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.value]);
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setProblem(undefined);
      props.onChange('');
      return;
    }
    const parsed = parseCoordinate(next, axis);
    if (parsed.ok) {
      setProblem(undefined);
      props.onChange(parsed.value);
    } else {
      setProblem(parsed.key);
      props.onChange(next);
    }
  };
  const base = baseInputProps(props);
  return (
    <TextInput
      {...base}
      description={props.description ?? t(`coordinate.hint.${axis}`)}
      placeholder={t(`coordinate.placeholder.${axis}`)}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      error={problem ? t(problem) : base.error}
      autoComplete="off"
      spellCheck={false}
      maxLength={40}
    />
  );
}

export function LatitudeInput(props: FieldInputProps) {
  return <CoordinateInput {...props} axis="latitude" />;
}

export function LongitudeInput(props: FieldInputProps) {
  return <CoordinateInput {...props} axis="longitude" />;
}
