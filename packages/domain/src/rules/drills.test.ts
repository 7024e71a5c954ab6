import { describe, expect, it } from 'vitest';

import { drillsDue } from './drills';

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
