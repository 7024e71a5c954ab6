import { describe, expect, it } from 'vitest';

import deValidation from '../../../i18n/locales/de/validation.json';
import enValidation from '../../../i18n/locales/en/validation.json';

import {
  ageOn,
  crewAgeError,
  dateNotInFutureError,
  dateNotInPastError,
  dateRangeError,
  emailError,
  expiryAfterIssueError,
  imoNumberError,
  isValidEmail,
  isValidPhone,
  latestCrewDateOfBirth,
  latitudeError,
  longitudeError,
  numberBetweenError,
  numberError,
  passwordConfirmationError,
  passwordPolicyErrors,
  phoneError,
  positiveNumberError,
  requiredError,
} from './validation';

describe('password policy (spec section 5)', () => {
  it('accepts a password with eight characters of every class', () => {
    expect(passwordPolicyErrors('Seaman#1')).toEqual([]);
  });

  it('names each missing rule as a validation key', () => {
    expect(passwordPolicyErrors('')).toEqual([
      'validation:password.minLength',
      'validation:password.uppercase',
      'validation:password.lowercase',
      'validation:password.number',
      'validation:password.special',
    ]);
    expect(passwordPolicyErrors('Short#1')).toEqual(['validation:password.minLength']);
    expect(passwordPolicyErrors('lowercase#1')).toEqual(['validation:password.uppercase']);
    expect(passwordPolicyErrors('UPPERCASE#1')).toEqual(['validation:password.lowercase']);
    expect(passwordPolicyErrors('NoDigits#x')).toEqual(['validation:password.number']);
    expect(passwordPolicyErrors('NoSpecial1')).toEqual(['validation:password.special']);
  });

  it('treats a space as no special character and umlauts as letters', () => {
    expect(passwordPolicyErrors('With Space1')).toEqual(['validation:password.special']);
    expect(passwordPolicyErrors('Überfahrt#9')).toEqual([]);
  });

  it('asks for the confirmation to match', () => {
    expect(passwordConfirmationError('Seaman#1', 'Seaman#1')).toBeNull();
    expect(passwordConfirmationError('Seaman#1', 'seaman#1')).toBe('validation:password.mismatch');
  });
});

describe('email, phone and required fields', () => {
  it('accepts what an email input accepts and refuses the rest', () => {
    expect(isValidEmail('master@mars.demo')).toBe(true);
    expect(isValidEmail('first.last+crew@shipping-co.example.com')).toBe(true);
    expect(isValidEmail('master@')).toBe(false);
    expect(isValidEmail('master mars@demo.com')).toBe(false);
    expect(isValidEmail('@mars.demo')).toBe(false);
    expect(emailError('')).toBe('validation:required');
    expect(emailError('nope')).toBe('validation:email');
  });

  it('accepts international phone numbers of 7 to 15 digits', () => {
    expect(isValidPhone('+49 40 123456')).toBe(true);
    expect(isValidPhone('+1 (555) 010-2000')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('+49 40 CALL-ME')).toBe(false);
  });

  it('treats empty and blank values as missing', () => {
    expect(requiredError('  ')).toBe('validation:required');
    expect(requiredError(null)).toBe('validation:required');
    expect(requiredError(0)).toBeNull();
  });

  it('checks the IMO number checksum', () => {
    expect(imoNumberError('IMO 9074729')).toBeNull();
    expect(imoNumberError('9074728')).toBe('validation:imoNumber');
  });
});

describe('numbers and coordinates', () => {
  it('refuses text that is not a number and non-positive values', () => {
    expect(numberError('12.5')).toBeNull();
    expect(numberError('twelve')).toBe('validation:number');
    expect(numberError(Number.NaN)).toBe('validation:number');
    expect(positiveNumberError(0)).toBe('validation:positiveNumber');
    expect(positiveNumberError('0.1')).toBeNull();
  });

  it('names the field and bounds in a range message', () => {
    expect(numberBetweenError(5, { field: 'Likelihood', min: 1, max: 5 })).toBeNull();
    expect(numberBetweenError(6, { field: 'Likelihood', min: 1, max: 5 })).toEqual({
      key: 'validation:between',
      params: { field: 'Likelihood', min: 1, max: 5 },
    });
  });

  it('accepts latitude -90..90 and longitude -180..180 including the poles and the antimeridian', () => {
    expect(latitudeError(90)).toBeNull();
    expect(latitudeError(-90)).toBeNull();
    expect(latitudeError(90.0001)).toBe('validation:latitude');
    expect(longitudeError(-180)).toBeNull();
    expect(longitudeError(180)).toBeNull();
    expect(longitudeError(-180.5)).toBe('validation:longitude');
    expect(longitudeError('east')).toBe('validation:number');
  });
});

describe('dates', () => {
  it('refuses a date after today and accepts today', () => {
    expect(dateNotInFutureError('2025-03-10', '2025-03-10')).toBeNull();
    expect(dateNotInFutureError('2025-03-11', '2025-03-10')).toBe('validation:dateInFuture');
    expect(dateNotInPastError('2025-03-09', '2025-03-10')).toBe('validation:dateInPast');
    expect(dateNotInPastError('2025-03-10', '2025-03-10')).toBeNull();
  });

  it('refuses a date that does not exist, such as 29 February of a common year', () => {
    expect(dateNotInFutureError('2023-02-29', '2025-01-01')).toBe('validation:dateFormat');
    expect(dateNotInFutureError('2024-02-29', '2025-01-01')).toBeNull();
    expect(dateNotInFutureError('10/03/2025', '2025-03-10')).toBe('validation:dateFormat');
  });

  it('wants the end of a range after its start and the expiry after the issue', () => {
    expect(dateRangeError('2025-01-01', '2025-01-31')).toBeNull();
    expect(dateRangeError('2025-01-31', '2025-01-01')).toBe('validation:dateRange');
    expect(dateRangeError('2025-01-01', '2025-01-01')).toBe('validation:dateRange');
    expect(dateRangeError('2025-01-01', '2025-01-01', { allowSameDay: true })).toBeNull();
    expect(expiryAfterIssueError('2025-01-01', '2030-01-01')).toBeNull();
    expect(expiryAfterIssueError('2025-01-01', '2025-01-01')).toBe('validation:expiryAfterIssue');
  });
});

describe('crew age 18 to 70', () => {
  it('accepts a crew member from the 18th birthday to the day before the 71st', () => {
    expect(crewAgeError('2007-03-10', '2025-03-10')).toBeNull();
    expect(crewAgeError('2007-03-11', '2025-03-10')).toBe('validation:crewAge');
    expect(crewAgeError('1954-03-11', '2025-03-10')).toBeNull();
    expect(crewAgeError('1954-03-10', '2025-03-10')).toBe('validation:crewAge');
    expect(latestCrewDateOfBirth('2025-03-10')).toBe('2007-03-10');
  });

  it('lets someone born on a leap day turn 18 on 1 March of a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
});

describe('validation keys and translations', () => {
  it('every key a helper can return exists in the English and German catalogues', () => {
    const keys = [
      ...passwordPolicyErrors(''),
      passwordConfirmationError('a', 'b'),
      emailError(''),
      emailError('x'),
      phoneError('1'),
      imoNumberError('1'),
      numberError('x'),
      positiveNumberError(-1),
      numberBetweenError(9, { field: 'f', min: 1, max: 2 })?.key,
      latitudeError(91),
      longitudeError(181),
      dateNotInFutureError('2030-01-01', '2025-01-01'),
      dateNotInPastError('2020-01-01', '2025-01-01'),
      dateNotInPastError('x', '2025-01-01'),
      dateRangeError('2025-01-02', '2025-01-01'),
      expiryAfterIssueError('2025-01-02', '2025-01-01'),
      crewAgeError('2020-01-01', '2025-01-01'),
      requiredError(''),
    ];
    for (const [language, catalogue] of Object.entries({ en: enValidation, de: deValidation })) {
      for (const key of keys) {
        const path = String(key)
          .replace(/^validation:/, '')
          .split('.');
        const text = path.reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)?.[part],
          catalogue,
        );
        expect(typeof text, `${language} ${key}`).toBe('string');
      }
    }
  });
});
