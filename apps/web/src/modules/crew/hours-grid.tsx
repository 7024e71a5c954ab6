// The month of one seafarer as a grid of days x 48 half-hour cells: click or drag to mark work, arrow
// keys move and space toggles. Rest totals and MLC 2006 violations are shown in the row they end on,
// and the cells inside a violation's window are outlined.
import { ActionIcon, Button, Group, Popover, Text, TextInput, Tooltip } from '@mantine/core';
import type { DaySummary, HoursViolation } from '@mars/domain';
import { SLOTS_PER_DAY, setSlots, slotTime } from '@mars/domain';
import { IconAlertTriangle, IconDeviceFloppy, IconNote } from '@tabler/icons-react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CellPosition } from './hours-grid.helpers';
import { isDailyRule, moveCell, shortInstant, slotInWindow } from './hours-grid.helpers';
import classes from './hours-grid.module.css';

export type GridDay = DaySummary & { remarks: string; dirty: boolean; saving: boolean };

type HoursGridProps = {
  days: readonly GridDay[];
  readOnly: boolean;
  onChange(date: string, slots: string): void;
  onRemarksChange(date: string, remarks: string): void;
  onSave(date: string): void;
};

type Drag = { row: number; anchor: number; base: string; work: boolean };
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function HoursGrid({ days, readOnly, onChange, onRemarksChange, onSave }: HoursGridProps) {
  const { t, i18n } = useTranslation('crew');
  const [focus, setFocus] = useState<CellPosition>({ row: 0, slot: 0 });
  const drag = useRef<Drag | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // Handlers read the latest days through a ref, so they stay the same and unchanged rows skip rendering.
  const latest = useRef({ days, readOnly, onChange, onRemarksChange, onSave });
  latest.current = { days, readOnly, onChange, onRemarksChange, onSave };

  useEffect(() => {
    const end = () => {
      drag.current = null;
    };
    window.addEventListener('pointerup', end);
    return () => window.removeEventListener('pointerup', end);
  }, []);

  const handlers = useMemo(() => {
    const focusCell = (position: CellPosition) => {
      setFocus(position);
      table.current?.querySelector<HTMLElement>(`[data-cell="${position.row}-${position.slot}"]`)?.focus();
    };
    const onPointerDown = (event: PointerEvent<HTMLElement>, row: number, slot: number) => {
      const { days, readOnly, onChange } = latest.current;
      if (readOnly || event.button !== 0) return;
      event.preventDefault();
      if (event.currentTarget.hasPointerCapture(event.pointerId))
        event.currentTarget.releasePointerCapture(event.pointerId);
      const day = days[row]!;
      const work = day.slots[slot] !== '1';
      drag.current = { row, anchor: slot, base: day.slots, work };
      focusCell({ row, slot });
      onChange(day.date, setSlots(day.slots, slot, slot, work));
    };

    const onPointerEnter = (row: number, slot: number) => {
      const { days, onChange } = latest.current;
      const current = drag.current;
      if (!current || current.row !== row) return;
      onChange(days[row]!.date, setSlots(current.base, current.anchor, slot, current.work));
    };

    const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: number, slot: number) => {
      const { days, readOnly, onChange } = latest.current;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (readOnly) return;
        const day = days[row]!;
        onChange(day.date, setSlots(day.slots, slot, slot, day.slots[slot] !== '1'));
        return;
      }
      const next = moveCell({ row, slot }, event.key, days.length);
      if (next.row !== row || next.slot !== slot) {
        event.preventDefault();
        focusCell(next);
      }
    };
    const onFocusCell = (row: number, slot: number) => setFocus({ row, slot });
    const remarksChange = (date: string, remarks: string) => latest.current.onRemarksChange(date, remarks);
    const save = (date: string) => latest.current.onSave(date);
    return { onPointerDown, onPointerEnter, onKeyDown, onFocusCell, remarksChange, save };
  }, []);

  return (
    <div className={classes.scroller}>
      <table ref={table} role="grid" className={classes.grid} aria-label={t('hours.title')}>
        <thead>
          <tr>
            <th scope="col" className={classes.dayHeader}>
              {t('hours.day')}
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" colSpan={2} className={classes.hourHeader}>
                {String(hour).padStart(2, '0')}
              </th>
            ))}
            <th scope="col" className={classes.totalHeader}>
              {t('hours.rest24h')}
            </th>
            <th scope="col" className={classes.totalHeader}>
              {t('hours.rest7d')}
            </th>
            <th scope="col" className={classes.actionHeader}>
              <span className={classes.visuallyHidden}>{t('hours.save')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, row) => (
            <DayRow
              key={day.date}
              day={day}
              row={row}
              label={`${weekday.format(new Date(`${day.date}T00:00:00Z`))} ${day.date.slice(8, 10)}`}
              focusSlot={focus.row === row ? focus.slot : -1}
              readOnly={readOnly}
              onPointerDown={handlers.onPointerDown}
              onPointerEnter={handlers.onPointerEnter}
              onKeyDown={handlers.onKeyDown}
              onFocusCell={handlers.onFocusCell}
              onRemarksChange={handlers.remarksChange}
              onSave={handlers.save}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type DayRowProps = {
  day: GridDay;
  row: number;
  label: string;
  focusSlot: number;
  readOnly: boolean;
  onPointerDown(event: PointerEvent<HTMLElement>, row: number, slot: number): void;
  onPointerEnter(row: number, slot: number): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>, row: number, slot: number): void;
  onFocusCell(row: number, slot: number): void;
  onRemarksChange(date: string, remarks: string): void;
  onSave(date: string): void;
};

function sameDay(a: GridDay, b: GridDay): boolean {
  return (
    a.date === b.date &&
    a.slots === b.slots &&
    a.remarks === b.remarks &&
    a.dirty === b.dirty &&
    a.saving === b.saving &&
    a.restHours7Days === b.restHours7Days &&
    JSON.stringify(a.violations) === JSON.stringify(b.violations)
  );
}

const DayRow = memo(
  function DayRow(props: DayRowProps) {
    const { day, row, label, focusSlot, readOnly } = props;
    const { t } = useTranslation('crew');
    const violated = day.violations.length > 0;
    const windows = day.violations.filter(isDailyRule);
    const tabbable = focusSlot >= 0 ? focusSlot : row === 0 ? 0 : -1;
    return (
      <>
        <tr className={violated ? classes.violatedRow : undefined} data-date={day.date}>
          <th scope="row" className={classes.dayLabel}>
            {violated ? <IconAlertTriangle size={12} aria-hidden className={classes.warnIcon} /> : null}
            {label}
          </th>
          {Array.from({ length: SLOTS_PER_DAY }, (_, slot) => {
            const work = day.slots[slot] === '1';
            const inWindow = windows.some((violation) => slotInWindow(day.date, slot, violation));
            const state = work ? t('hours.legendWork') : t('hours.legendRest');
            return (
              <td
                key={slot}
                role="gridcell"
                aria-selected={work}
                aria-label={t('hours.cell', { date: day.date, time: slotTime(slot), state })}
                data-cell={`${row}-${slot}`}
                data-work={work ? '1' : '0'}
                tabIndex={slot === tabbable ? 0 : -1}
                className={[
                  classes.cell,
                  work ? classes.work : classes.rest,
                  slot % 2 === 0 ? classes.hourStart : '',
                  inWindow ? classes.inWindow : '',
                ].join(' ')}
                onPointerDown={(event) => props.onPointerDown(event, row, slot)}
                onPointerEnter={() => props.onPointerEnter(row, slot)}
                onKeyDown={(event) => props.onKeyDown(event, row, slot)}
                onFocus={() => props.onFocusCell(row, slot)}
              />
            );
          })}
          <td className={violated ? classes.totalBad : classes.total}>{formatHours(day.restHours)}</td>
          <td className={classes.total}>{formatHours(day.restHours7Days)}</td>
          <td className={classes.action}>
            <Group gap={4} wrap="nowrap">
              <RemarksButton day={day} readOnly={readOnly} onChange={props.onRemarksChange} />
              {!readOnly && day.dirty ? (
                <Button
                  size="compact-xs"
                  leftSection={<IconDeviceFloppy size={12} />}
                  loading={day.saving}
                  onClick={() => props.onSave(day.date)}
                  aria-label={`${t('hours.save')} ${day.date}`}
                >
                  {t('hours.save')}
                </Button>
              ) : null}
            </Group>
          </td>
        </tr>
        {violated ? (
          <tr className={classes.violationRow}>
            <td colSpan={SLOTS_PER_DAY + 4}>
              <Group gap="md" wrap="wrap">
                {day.violations.map((violation) => (
                  <ViolationText key={`${violation.rule}-${violation.windowStart}`} violation={violation} />
                ))}
              </Group>
            </td>
          </tr>
        ) : null}
      </>
    );
  },
  (before, after) => {
    const { day: a, ...restBefore } = before;
    const { day: b, ...restAfter } = after;
    const keys = Object.keys(restBefore) as (keyof typeof restBefore)[];
    return sameDay(a, b) && keys.every((key) => restBefore[key] === restAfter[key]);
  },
);

function RemarksButton(props: {
  day: GridDay;
  readOnly: boolean;
  onChange(date: string, remarks: string): void;
}) {
  const { t } = useTranslation('crew');
  const { day } = props;
  return (
    <Popover width={280} position="left" withArrow>
      <Popover.Target>
        <ActionIcon
          size="sm"
          variant={day.remarks ? 'filled' : 'subtle'}
          color="gray"
          aria-label={`${t('hours.remarks')} ${day.date}`}
        >
          <IconNote size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput
          label={`${t('hours.remarks')} ${day.date}`}
          value={day.remarks}
          maxLength={1000}
          readOnly={props.readOnly}
          onChange={(event) => props.onChange(day.date, event.currentTarget.value)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

function ViolationText({ violation }: { violation: HoursViolation }) {
  const { t } = useTranslation('crew');
  const window = t('hours.window', {
    from: shortInstant(violation.windowStart),
    to: shortInstant(violation.windowEnd),
  });
  return (
    <Tooltip label={window}>
      <Text size="xs" c="red.9" role="note">
        {t(`rules.${violation.rule}`)} · {window}
      </Text>
    </Tooltip>
  );
}

function formatHours(hours: number): string {
  return Number.isInteger(hours) ? `${hours}` : hours.toFixed(1);
}
