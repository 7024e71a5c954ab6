import { describe, expect, it } from 'vitest';

import { pickerOptions } from './reference-options';

const loaded = [
  { value: 'a', label: 'Aft peak pump' },
  { value: 'b', label: 'Bilge pump' },
];

describe('reference picker options', () => {
  it('puts the server’s hits for the typed text before the loaded rows, without duplicates', () => {
    const found = [
      { value: 'z', label: 'Zinc anode 501' },
      { value: 'b', label: 'Bilge pump' },
    ];
    expect(pickerOptions(loaded, found, '', undefined).map((option) => option.value)).toEqual([
      'z',
      'a',
      'b',
    ]);
  });

  it('names a current value that is beyond the loaded rows, by its id while the name loads', () => {
    const id = '0192e0aa-0000-7000-8000-000000000001';
    expect(pickerOptions(loaded, [], id, 'Stern tube seal')[0]).toEqual({
      value: id,
      label: 'Stern tube seal',
    });
    expect(pickerOptions(loaded, [], id, undefined)[0]).toEqual({ value: id, label: '0192e0aa' });
    expect(pickerOptions(loaded, [], 'a', undefined)).toEqual(loaded);
  });
});
