import { describe, expect, it } from 'vitest';

import { drillsDue, nextDrillDue, solasDrillOverview } from './drills';

const crew = [{ id: 'master' }, { id: 'bosun' }, { id: 'cook' }, { id: 'oiler', joinedOn: '2025-03-01' }];

describe('SOLAS III/19 drills', () => {
  it('makes the next fire and abandon-ship drill due one calendar month after the last', () => {
    const result = drillsDue({
      drills: [
        { type: 'fire', date: '2025-03-05', participants: ['master', 'bosun', 'cook'] },
        { type: 'abandon_ship', date: '2025-02-10', participants: ['master', 'bosun', 'cook'] },
      ],
      crew,
      today: '2025-03-12',
    });
    expect(result.drills).toEqual([
      { type: 'fire', lastDate: '2025-03-05', dueDate: '2025-04-05', status: 'ok' },
      { type: 'abandon_ship', lastDate: '2025-02-10', dueDate: '2025-03-10', status: 'overdue' },
    ]);
  });

  it('marks a drill due within 7 days of its date and overdue the day after', () => {
    const drills = [{ type: 'fire', date: '2025-03-05', participants: [] }] as const;
    expect(drillsDue({ drills, crew: [], today: '2025-03-28' }).drills[0]?.status).toBe('ok');
    expect(drillsDue({ drills, crew: [], today: '2025-03-29' }).drills[0]?.status).toBe('due');
    expect(drillsDue({ drills, crew: [], today: '2025-04-05' }).drills[0]?.status).toBe('due');
    expect(drillsDue({ drills, crew: [], today: '2025-04-06' }).drills[0]?.status).toBe('overdue');
  });

  it('counts a month from 31 January to the end of February, 29 February in a leap year', () => {
    const drills = [{ type: 'fire', date: '2024-01-31', participants: [] }] as const;
    expect(drillsDue({ drills, crew: [], today: '2024-02-01' }).drills[0]?.dueDate).toBe('2024-02-29');
  });

  it('holds drills weekly on passenger ships', () => {
    const drills = [{ type: 'abandon_ship', date: '2025-03-05', participants: [] }] as const;
    expect(drillsDue({ drills, crew: [], today: '2025-03-06', passengerShip: true }).drills[1]?.dueDate).toBe(
      '2025-03-12',
    );
  });

  it('tracks each crew member: overdue when never drilled, due a month after joining', () => {
    const result = drillsDue({
      drills: [{ type: 'fire', date: '2025-03-05', participants: ['master'] }],
      crew,
      today: '2025-03-12',
    });
    const fire = result.crew.filter((c) => c.type === 'fire');
    expect(fire.find((c) => c.crewId === 'master')).toMatchObject({ dueDate: '2025-04-05', status: 'ok' });
    expect(fire.find((c) => c.crewId === 'bosun')).toMatchObject({ lastDate: null, status: 'overdue' });
    expect(fire.find((c) => c.crewId === 'oiler')).toMatchObject({
      lastDate: null,
      dueDate: '2025-04-01',
      status: 'ok',
    });
  });

  it('calls for drills within 24 h of leaving port when more than 25 % of the crew missed one last month', () => {
    const everyone = ['master', 'bosun', 'cook', 'oiler'];
    const drills = [
      { type: 'fire', date: '2025-03-05', participants: everyone },
      { type: 'abandon_ship', date: '2025-03-05', participants: everyone.slice(0, 3) },
    ] as const;
    expect(drillsDue({ drills, crew, today: '2025-03-12' }).drillWithin24hOfLeavingPort).toBe(false); // 25 % missed
    const fewer = [drills[0], { ...drills[1], participants: everyone.slice(0, 2) }];
    expect(drillsDue({ drills: fewer, crew, today: '2025-03-12' }).drillWithin24hOfLeavingPort).toBe(true); // 50 %
  });

  it('refuses a drill dated after today and an unknown drill type', () => {
    expect(() =>
      drillsDue({
        drills: [{ type: 'fire', date: '2025-03-13', participants: [] }],
        crew,
        today: '2025-03-12',
      }),
    ).toThrow(/after today/);
    expect(() =>
      drillsDue({
        drills: [{ type: 'bbq' as 'fire', date: '2025-03-01', participants: [] }],
        crew,
        today: '2025-03-12',
      }),
    ).toThrow(/unknown type/);
  });
});

describe('the SOLAS check per person (solasDrillOverview)', () => {
  const onBoard = [{ id: 'master' }, { id: 'bosun' }, { id: 'cook', joinedOn: '2025-03-10' }];

  it('names who is overdue and for which drill, from completed drills held by today only', () => {
    const overview = solasDrillOverview({
      drills: [
        { type: 'fire', status: 'completed', heldOn: '2025-03-01', participants: ['master', 'bosun'] },
        { type: 'abandon_ship', status: 'completed', heldOn: '2025-03-02', participants: ['master'] },
        // Not counted: scheduled, another kind, or not held yet.
        { type: 'abandon_ship', status: 'scheduled', heldOn: null, participants: ['bosun'] },
        { type: 'man_overboard', status: 'completed', heldOn: '2025-03-03', participants: ['bosun'] },
      ],
      crew: onBoard,
      today: '2025-03-12',
    });
    const of = (id: string) => overview.crew.find((member) => member.crewId === id)!;
    expect(of('master')).toMatchObject({ status: 'ok', overdue: [], due: [] });
    expect(of('bosun')).toMatchObject({ status: 'overdue', overdue: ['abandon_ship'] });
    // Joined two days ago: due a month after joining, not overdue yet.
    expect(of('cook')).toMatchObject({ status: 'ok', overdue: [] });
    expect(overview.participation).toEqual({ drilled: 2, total: 3 });
    expect(overview.drills.map((drill) => drill.status)).toEqual(['ok', 'ok']);
  });

  it('turns a crew member overdue the day after a month without a fire drill, and ok again after one', () => {
    const drills = [
      { type: 'fire', status: 'completed', heldOn: '2025-02-10', participants: ['master'] },
      { type: 'abandon_ship', status: 'completed', heldOn: '2025-03-01', participants: ['master'] },
    ];
    const onDay = (today: string, extra: typeof drills = []) =>
      solasDrillOverview({ drills: [...drills, ...extra], crew: [{ id: 'master' }], today }).crew[0]!;
    expect(onDay('2025-03-10')).toMatchObject({ status: 'due', due: ['fire'] });
    expect(onDay('2025-03-11')).toMatchObject({ status: 'overdue', overdue: ['fire'] });
    const after = onDay('2025-03-11', [
      { type: 'fire', status: 'completed', heldOn: '2025-03-11', participants: ['master'] },
    ]);
    expect(after).toMatchObject({ status: 'ok', overdue: [] });
  });

  it('gives the next due date by the kind of drill, none where no rule sets one', () => {
    expect(nextDrillDue('fire', '2025-01-31')).toBe('2025-02-28');
    expect(nextDrillDue('enclosed_space', '2025-01-15')).toBe('2025-03-15');
    expect(nextDrillDue('emergency_steering', '2025-01-15')).toBe('2025-04-15');
    expect(nextDrillDue('medical', '2025-01-15')).toBeNull();
  });
});
