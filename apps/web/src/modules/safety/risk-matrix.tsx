// The 5 × 5 risk matrix of spec section 9 as a form part: likelihood (rows, 5 at the top) by severity
// (columns), each cell coloured by its level; clicking a cell (or Enter/Space on it, moving with the
// arrow keys) sets both values of the form. The score and level shown are the domain's riskScore; the
// server computes the stored ones when the row is saved.
import { Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { RiskLevel } from '@mars/domain';
import { RISK_LEVEL_TONES, riskScore } from '@mars/domain';
import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const SCALE = [1, 2, 3, 4, 5] as const;
const CELL = 44;

function asScale(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= 5 ? number : undefined;
}

export function RiskMatrix({
  likelihoodField,
  severityField,
  title,
  clearable = false,
  disabled = false,
}: {
  likelihoodField: string;
  severityField: string;
  title: string;
  clearable?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const form = useFormContext();
  const likelihood = asScale(useWatch({ control: form.control, name: likelihoodField }));
  const severity = asScale(useWatch({ control: form.control, name: severityField }));
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const levelName = (level: RiskLevel) => t(`entities:riskAssessment.enums.risk_level.${level}`);
  const likelihoodName = (value: number) => t(`entities:riskAssessment.likelihoods.${value}`);
  const severityName = (value: number) => t(`entities:riskAssessment.severities.${value}`);

  const choose = (l: number, s: number) => {
    form.setValue(likelihoodField, l, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue(severityField, s, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const clear = () => {
    form.setValue(likelihoodField, '', { shouldDirty: true });
    form.setValue(severityField, '', { shouldDirty: true });
  };
  // The one cell in the tab order: the chosen one, else the middle.
  const focusable = { l: likelihood ?? 3, s: severity ?? 3 };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, l: number, s: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [1, 0],
      ArrowDown: [-1, 0],
      ArrowRight: [0, 1],
      ArrowLeft: [0, -1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = { l: Math.min(5, Math.max(1, l + move[0])), s: Math.min(5, Math.max(1, s + move[1])) };
    cells.current.get(`${next.l}-${next.s}`)?.focus();
  };

  const chosen = likelihood !== undefined && severity !== undefined ? riskScore(likelihood, severity) : null;
  const id = `matrix-${likelihoodField}`;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id={`${id}-title`}>
        {title}
      </Text>
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        {t('entities:riskAssessment.matrix.hint')}
      </Text>
      <Group gap={6} align="stretch" wrap="nowrap">
        <Text
          size="xs"
          c="dimmed"
          style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center' }}
          aria-hidden
        >
          {t('entities:riskAssessment.matrix.likelihoodAxis')}
        </Text>
        <Box
          role="radiogroup"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          style={{ display: 'grid', gridTemplateColumns: `auto repeat(5, ${CELL}px)`, gap: 3 }}
        >
          {[...SCALE].reverse().map((l) => (
            <Box key={l} style={{ display: 'contents' }}>
              <Text size="xs" ta="right" pr={4} style={{ alignSelf: 'center' }} aria-hidden>
                {l} {likelihoodName(l)}
              </Text>
              {SCALE.map((s) => {
                const { score, level } = riskScore(l, s);
                const selected = likelihood === l && severity === s;
                const tone = RISK_LEVEL_TONES[level];
                const label = t('entities:riskAssessment.matrix.cell', {
                  likelihood: l,
                  likelihoodName: likelihoodName(l),
                  severity: s,
                  severityName: severityName(s),
                  score,
                  level: levelName(level),
                });
                return (
                  <UnstyledButton
                    key={s}
                    ref={(element: HTMLButtonElement | null) => {
                      if (element) cells.current.set(`${l}-${s}`, element);
                      else cells.current.delete(`${l}-${s}`);
                    }}
                    role="radio"
                    aria-checked={selected}
                    aria-label={label}
                    title={label}
                    disabled={disabled}
                    tabIndex={focusable.l === l && focusable.s === s ? 0 : -1}
                    onClick={() => choose(l, s)}
                    onKeyDown={(event) => onKeyDown(event, l, s)}
                    data-level={level}
                    style={{
                      width: CELL,
                      height: CELL,
                      borderRadius: 4,
                      textAlign: 'center',
                      fontWeight: selected ? 700 : 500,
                      fontSize: 14,
                      color: 'var(--mantine-color-black)',
                      background: `var(--mantine-color-${tone}-${selected ? 4 : 2})`,
                      outline: selected ? '3px solid var(--mantine-color-dark-7)' : undefined,
                      outlineOffset: selected ? -3 : undefined,
                    }}
                  >
                    {selected ? `✓${score}` : score}
                  </UnstyledButton>
                );
              })}
            </Box>
          ))}
          <Box />
          {SCALE.map((s) => (
            <Text
              key={s}
              size="xs"
              ta="center"
              style={{ lineHeight: 1.1, wordBreak: 'break-word' }}
              aria-hidden
            >
              {s} {severityName(s)}
            </Text>
          ))}
        </Box>
      </Group>
      <Text size="xs" c="dimmed" ta="center" aria-hidden>
        {t('entities:riskAssessment.matrix.severityAxis')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite" data-testid={`${id}-result`}>
          {chosen
            ? t('entities:riskAssessment.matrix.chosen', {
                score: chosen.score,
                level: levelName(chosen.level),
                action: t(`entities:riskAssessment.matrix.action.${chosen.action}`),
              })
            : t('entities:riskAssessment.matrix.notChosen')}
        </Text>
        {clearable && chosen && !disabled ? (
          <Button size="compact-xs" variant="subtle" onClick={clear}>
            {t('entities:riskAssessment.matrix.clear')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
