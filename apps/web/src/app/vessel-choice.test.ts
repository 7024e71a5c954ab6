import { describe, expect, it } from 'vitest';

import { vesselChoice } from './vessel-choice';

const AURORA = { id: 'a', name: 'Nordic Aurora' };
const BOREALIS = { id: 'b', name: 'Nordic Borealis' };

describe('vesselChoice', () => {
  it('chooses the one vessel of an on-board user, whatever was stored', () => {
    expect(vesselChoice([AURORA], '', 'master')).toEqual({ selected: AURORA, isFixed: true });
    expect(vesselChoice([AURORA], 'gone', 'crew')).toEqual({ selected: AURORA, isFixed: true });
  });

  it('lets a user with several vessels choose and clear', () => {
    expect(vesselChoice([AURORA, BOREALIS], '', 'officer')).toEqual({ selected: null, isFixed: false });
    expect(vesselChoice([AURORA, BOREALIS], 'b', 'officer')).toEqual({ selected: BOREALIS, isFixed: false });
  });

  it('leaves the fleet view to a shore administrator, even of a one-ship company', () => {
    expect(vesselChoice([AURORA], '', 'company_admin')).toEqual({ selected: null, isFixed: false });
    expect(vesselChoice([AURORA], 'a', 'super_admin')).toEqual({ selected: AURORA, isFixed: false });
  });

  it('chooses nothing before the vessels are known', () => {
    expect(vesselChoice([], 'a', 'master')).toEqual({ selected: null, isFixed: false });
    expect(vesselChoice([AURORA], '', undefined)).toEqual({ selected: null, isFixed: false });
  });
});
