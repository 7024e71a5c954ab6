import { describe, expect, it } from 'vitest';

import { crewMemberEntity } from '../entities/crew/crew-member.entity';
import {
  entityWithoutFields,
  hiddenFieldsOf,
  mayViewPersonalFields,
  withoutHiddenFields,
} from './personal-data';

describe('personal fields', () => {
  it('are seen by admins, the Master and the person themself only', () => {
    for (const role of ['super_admin', 'company_admin', 'ship_admin', 'master']) {
      expect(mayViewPersonalFields(role, false), role).toBe(true);
    }
    for (const role of ['officer', 'engineer', 'crew', undefined]) {
      expect(mayViewPersonalFields(role, false), String(role)).toBe(false);
      expect(mayViewPersonalFields(role, true), String(role)).toBe(true);
    }
  });

  it('hide a shipmate’s passport, birth date and contacts from crew, but not their own', () => {
    const crew = { role: 'crew', userId: 'u-crew' };
    const shipmate = {
      last_name: 'Santos',
      passport_number: 'P1',
      date_of_birth: '1976-08-17',
      user_id: null,
    };
    expect(hiddenFieldsOf(crewMemberEntity, crew, shipmate)).toEqual([
      'date_of_birth',
      'passport_number',
      'seamans_book_number',
      'email',
      'phone',
      'next_of_kin',
      'emergency_contact',
    ]);
    expect(withoutHiddenFields(crewMemberEntity, crew, shipmate)).toEqual({
      last_name: 'Santos',
      user_id: null,
    });
    const own = { ...shipmate, user_id: 'u-crew' };
    expect(withoutHiddenFields(crewMemberEntity, crew, own)).toEqual(own);
    expect(hiddenFieldsOf(crewMemberEntity, { role: 'master', userId: 'u-m' }, shipmate)).toEqual([]);
  });

  it('leave a form and list without the hidden fields', () => {
    const visible = entityWithoutFields(crewMemberEntity, ['passport_number', 'phone']);
    expect(visible.fields).not.toHaveProperty('passport_number');
    expect(visible.form.sections.flat()).not.toContain('phone');
    expect(visible.fields).toHaveProperty('last_name');
  });
});
