// The parts the record books' screens share (oil, garbage): the form's part and its codes or
// categories as the vessel keeps them (Part II only where the vessel's type and tonnage ask for it),
// and the help above the entries, its first paragraph shown and the others on request.
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../../app/vessel-context';
import type { Vessel } from '../../data/api-client';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { fieldKind } from '../../entity-ui/field-kinds/field-kinds';

const EnumInput = fieldKind('enum').Input;

type PartsKept = (vessel: Vessel) => readonly string[];

/** The parts the form's vessel keeps (both while the vessel is not known). */
function usePartsKept(vesselId: string | undefined, partsKept: PartsKept): readonly string[] {
  const { vessels, selectedVessel } = useVessel();
  const vessel = vessels.find((candidate) => candidate.id === vesselId) ?? selectedVessel;
  return vessel ? partsKept(vessel) : ['I', 'II'];
}

/** An enum input offering only the values of the parts the vessel keeps (`partOf` a value's part). */
export function keptPartsInput(
  partsKept: PartsKept,
  partOf: (value: string) => string | undefined,
): ComponentType<FieldInputProps> {
  return function KeptPartsInput(props: FieldInputProps) {
    const kept = usePartsKept(props.vesselId, partsKept);
    const values = (props.field.values ?? []).filter((value) => kept.includes(partOf(value) ?? ''));
    return <EnumInput {...props} field={{ ...props.field, values }} />;
  };
}

/** The help of a book: `<prefix>.help.<part>` texts, the first always, `<prefix>.helpMore|helpLess`. */
export function RecordBookHelp({ prefix, parts }: { prefix: string; parts: readonly string[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const text = (part: string) => (
    <Text key={part} size="sm">
      {t(`${prefix}.help.${part}`)}
    </Text>
  );
  return (
    <Stack gap={4}>
      {text(parts[0]!)}
      {opened ? parts.slice(1).map(text) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={opened}
        onClick={() => setOpened((value) => !value)}
      >
        {t(opened ? `${prefix}.helpLess` : `${prefix}.helpMore`)}
      </Button>
    </Stack>
  );
}
