// 5 × 5 risk matrix of spec section 9: score = likelihood × severity.
export type RiskLevel = 'low' | 'medium' | 'high' | 'extreme';
export type RiskAction = 'monitor' | 'reduce' | 'priority_action' | 'stop_work';
export type RiskAssessment = { score: number; level: RiskLevel; action: RiskAction };

/** Bands of spec section 9 (upper bound inclusive). 17-19 cannot occur: extreme starts at 20 in practice. */
export const RISK_BANDS = [
  { max: 4, level: 'low', action: 'monitor' },
  { max: 9, level: 'medium', action: 'reduce' },
  { max: 16, level: 'high', action: 'priority_action' },
  { max: 25, level: 'extreme', action: 'stop_work' },
] as const satisfies readonly { max: number; level: RiskLevel; action: RiskAction }[];

function assertScale(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) {
    throw new Error(`${name} must be a whole number from 1 to 5, got ${String(value)}`);
  }
}

export function riskScore(likelihood: number, severity: number): RiskAssessment {
  assertScale(likelihood, 'Likelihood');
  assertScale(severity, 'Severity');
  const score = likelihood * severity;
  for (const band of RISK_BANDS) {
    if (score <= band.max) return { score, level: band.level, action: band.action };
  }
  throw new Error(`Risk score ${score} is outside 1-25`); // unreachable with 1-5 × 1-5
}
