import { describe, expect, it } from 'vitest';

import { groupedKey } from './two-factor-api';

describe('the key for manual entry', () => {
  it('is shown in groups of four, as authenticator apps show it', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });
});
