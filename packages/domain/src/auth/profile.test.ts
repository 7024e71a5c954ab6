import { describe, expect, it } from 'vitest';

import { notificationKindOf, profileWriteSchema } from './profile';

describe('the own profile as the API takes it', () => {
  it('trims the texts and stores blank optional fields as none', () => {
    const parsed = profileWriteSchema.parse({
      first_name: '  Ana ',
      last_name: ' ',
      phone: '',
      position: '  Bosun ',
      language: 'de',
      version: 3,
    });
    expect(parsed).toEqual({
      first_name: 'Ana',
      last_name: null,
      phone: null,
      position: 'Bosun',
      department: null,
      language: 'de',
      version: 3,
    });
  });

  it('refuses a phone that is no number, a language without complete texts and unknown keys', () => {
    const result = profileWriteSchema.safeParse({
      first_name: 'Ana',
      phone: '12-34',
      language: 'fr',
      version: 1,
      role: 'super_admin',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.') || issue.code);
    expect(paths.sort()).toEqual(['language', 'phone', 'unrecognized_keys']);
  });
});

describe('the kind of a notification', () => {
  it('groups the notification types by what the user chooses', () => {
    expect(notificationKindOf('certificate_expiring')).toBe('certificates');
    expect(notificationKindOf('certificate_expired')).toBe('certificates');
    expect(notificationKindOf('crew_certificate_expired')).toBe('crew_certificates');
    expect(notificationKindOf('work_order_overdue')).toBe('work_orders');
    expect(notificationKindOf('something_else')).toBeUndefined();
  });
});
