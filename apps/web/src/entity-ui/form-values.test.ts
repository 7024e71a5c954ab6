import { certificateEntity } from '@mars/domain';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../data/api-client';
import {
  apiValues,
  conflictingFields,
  conflictRow,
  initialFormValues,
  issueKey,
  serverFieldErrors,
} from './form-values';

describe('certificate form values', () => {
  it('starts a new certificate with empty inputs, the default status and the preset vessel', () => {
    const values = initialFormValues(certificateEntity, undefined, { vessel_id: 'v1' });
    expect(values).toMatchObject({
      certificate_number: '',
      issue_date: '',
      status: 'valid',
      vessel_id: 'v1',
    });
  });

  it('sends empty inputs as null and keeps typed values', () => {
    const values = initialFormValues(certificateEntity, undefined, { vessel_id: 'v1' });
    const body = apiValues(certificateEntity, { ...values, certificate_number: 'SMC-1', remarks: '  ' });
    expect(body).toMatchObject({
      certificate_number: 'SMC-1',
      remarks: null,
      survey_station: null,
      vessel_id: 'v1',
    });
  });

  it('lists the fields where the current version differs from what the user typed', () => {
    const current = { vessel_id: 'v1', certificate_number: 'SMC-1', remarks: 'Endorsed', status: 'valid' };
    const mine = { ...initialFormValues(certificateEntity, current), remarks: 'Mine' };
    expect(conflictingFields(certificateEntity, mine, current)).toEqual(['remarks']);
  });
});

describe('validation messages', () => {
  it('maps the issues of the write schema to the keys of spec section 5', () => {
    expect(issueKey({ code: 'invalid_type', input: null, expected: 'string' })).toBe('validation:required');
    expect(issueKey({ code: 'too_small', origin: 'string', minimum: 1 })).toBe('validation:required');
    expect(issueKey({ code: 'invalid_format', format: 'email' })).toBe('validation:email');
    expect(issueKey({ code: 'custom', params: { key: 'validation:dateFormat' } })).toBe(
      'validation:dateFormat',
    );
    expect(issueKey({ code: 'too_big', origin: 'number' })).toBe('validation:max');
  });

  it('places the server’s field errors on their fields and recognises a conflict', () => {
    const invalid = new ApiError(400, 'validation_failed', 'Invalid data', {
      fields: { expiry_date: ['validation:expiryAfterIssue'] },
    });
    expect(serverFieldErrors(invalid)).toEqual({ expiry_date: ['validation:expiryAfterIssue'] });
    expect(serverFieldErrors(new ApiError(500, 'internal_error', 'x'))).toBeNull();
    const taken = new ApiError(409, 'already_exists', 'x', { fields: { code: ['validation:alreadyTaken'] } });
    expect(serverFieldErrors(taken)).toEqual({ code: ['validation:alreadyTaken'] });
    expect(conflictRow(taken)).toBeNull();
    const conflict = new ApiError(409, 'conflict', 'x', { current: { version: 3 } });
    expect(conflictRow(conflict)).toEqual({ version: 3 });
  });
});
