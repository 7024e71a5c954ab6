// The risk assessment screen's parts (/safety/risk-assessments, the risk register; issue 13): the 5 × 5
// matrix in the form, before and after the controls, and the scales chosen by their names.
import { Select, SimpleGrid, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { selectInputProps } from '../../entity-ui/field-kinds/input-props';
import { RiskMatrix } from './risk-matrix';

const SCALE = ['1', '2', '3', '4', '5'];

/** A 1-5 scale by its names (1 Rare … 5 Almost certain), kept as a number. */
function scaleInput(names: 'likelihoods' | 'severities'): ComponentType<FieldInputProps> {
  return function ScaleInput(props) {
    const { t } = useTranslation();
    const value =
      props.value === '' || props.value === null || props.value === undefined ? null : String(props.value);
    return (
      <Select
        {...selectInputProps(props)}
        data={SCALE.map((option) => ({
          value: option,
          label: `${option} – ${t(`entities:riskAssessment.${names}.${option}`)}`,
        }))}
        value={value}
        onChange={(next) => props.onChange(next === null ? '' : Number(next))}
      />
    );
  };
}

const likelihoodInput = scaleInput('likelihoods');
const severityInput = scaleInput('severities');

function RiskMatrices() {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RiskMatrix
          likelihoodField="likelihood"
          severityField="severity"
          title={t('entities:riskAssessment.matrix.initial')}
        />
        <RiskMatrix
          likelihoodField="residual_likelihood"
          severityField="residual_severity"
          title={t('entities:riskAssessment.matrix.residual')}
          clearable
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('entities:riskAssessment.matrix.serverComputed')}
      </Text>
    </>
  );
}

export const riskAssessmentUi = defineEntityUi(() => ({
  formInputs: {
    likelihood: likelihoodInput,
    severity: severityInput,
    residual_likelihood: likelihoodInput,
    residual_severity: severityInput,
  },
  formExtra: () => <RiskMatrices />,
}));
