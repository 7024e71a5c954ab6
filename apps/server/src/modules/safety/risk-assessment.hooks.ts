// What the safety module adds to the writes of risk assessments (crud/entity-hooks.ts): the score and
// the level, before and after the controls, computed from likelihood and severity by the domain's
// `riskScore` (spec section 9). They are server fields: a client's values were dropped before.
import { riskScore } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';

function scale(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : undefined;
}

/** Sets risk_score, risk_level, residual_score and residual_level from the row's scales. */
export function computeRiskColumns(values: Row): void {
  const likelihood = scale(values.likelihood);
  const severity = scale(values.severity);
  if (likelihood !== undefined && severity !== undefined) {
    const { score, level } = riskScore(likelihood, severity);
    values.risk_score = score;
    values.risk_level = level;
  }
  const residualLikelihood = scale(values.residual_likelihood);
  const residualSeverity = scale(values.residual_severity);
  if (residualLikelihood !== undefined && residualSeverity !== undefined) {
    const { score, level } = riskScore(residualLikelihood, residualSeverity);
    values.residual_score = score;
    values.residual_level = level;
  } else {
    values.residual_score = null;
    values.residual_level = null;
  }
}

export const riskAssessmentHooks: EntityWriteHooks = {
  async beforeCreate(_tx, _scope, write) {
    computeRiskColumns(write.values);
  },
  async beforeUpdate(_tx, _scope, write) {
    // An edit sends the whole row; the scales it does not send keep their stored values.
    const merged = { ...write.existing, ...write.values };
    computeRiskColumns(merged);
    for (const column of ['risk_score', 'risk_level', 'residual_score', 'residual_level'])
      write.values[column] = merged[column];
  },
};
