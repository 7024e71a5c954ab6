// Personnel (spec section 3 'Crew member', validation section 5: required fields, age 18 to 70).
import { crewAgeError, dateRangeError } from '../../rules/validation';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';

/** The 18 ranks of spec section 3, in the order of the ship's crew list. */
export const CREW_RANKS = [
  'master',
  'chief_officer',
  'second_officer',
  'third_officer',
  'chief_engineer',
  'second_engineer',
  'third_engineer',
  'fourth_engineer',
  'electrical_engineer',
  'bosun',
  'able_seaman',
  'ordinary_seaman',
  'oiler',
  'fitter',
  'wiper',
  'cook',
  'steward',
  'cadet',
] as const;
export type CrewRank = (typeof CREW_RANKS)[number];

export const CREW_DEPARTMENTS = ['deck', 'engine', 'catering'] as const;
export const CREW_STATUSES = ['active', 'on_board', 'on_leave', 'offboard', 'signed_off', 'standby'] as const;

/** The department a rank belongs to by default. */
export function departmentOfRank(rank: CrewRank): (typeof CREW_DEPARTMENTS)[number] {
  if (['cook', 'steward'].includes(rank)) return 'catering';
  if (rank.endsWith('engineer') || ['oiler', 'fitter', 'wiper'].includes(rank)) return 'engine';
  return 'deck';
}

// Personal data (seen by admins, the Master and the seafarer themself): date of birth, passport and
// seaman's book numbers, e-mail, phone, next of kin and emergency contact. Names, rank, nationality
// and the contract dates stay visible to shipmates: they are on the ship's crew list.
export const crewMemberEntity = defineEntity({
  name: 'crewMember',
  module: 'crew',
  resource: 'personnel',
  table: 'personnel',
  scope: 'vessel',
  fields: {
    employee_number: { kind: 'text', maxLength: 50, filter: true, sort: true, search: true },
    first_name: { kind: 'text', required: true, maxLength: 100, sort: true, search: true },
    last_name: { kind: 'text', required: true, maxLength: 100, sort: true, search: true },
    rank: { kind: 'enum', values: CREW_RANKS, required: true, filter: true, sort: true },
    department: { kind: 'enum', values: CREW_DEPARTMENTS, filter: true, sort: true },
    date_of_birth: { kind: 'date', required: true, sort: true, personal: true },
    nationality: { kind: 'text', required: true, maxLength: 100, filter: true, sort: true, search: true },
    passport_number: { kind: 'text', required: true, maxLength: 50, search: true, personal: true },
    seamans_book_number: { kind: 'text', required: true, maxLength: 50, search: true, personal: true },
    sign_on_date: { kind: 'date', sort: true },
    sign_off_date: { kind: 'date', sort: true },
    contract_expiry: { kind: 'date', sort: true },
    email: { kind: 'email', personal: true },
    phone: { kind: 'phone', personal: true },
    next_of_kin: { kind: 'text', maxLength: 200, personal: true },
    emergency_contact: { kind: 'text', maxLength: 200, personal: true },
    status: { kind: 'enum', values: CREW_STATUSES, filter: true, sort: true },
    user_id: { kind: 'reference', references: 'user' },
  },
  personUserField: 'user_id',
  titleField: 'last_name',
  // A seafarer as the crew list names them: 'Reyes, Mark Anthony – Able seaman'.
  titleFields: ['last_name', 'first_name', 'rank'],
  titleFormat: '{last_name}, {first_name} – {rank}',
  defaultSort: 'last_name',
  list: {
    columns: ['employee_number', 'last_name', 'first_name', 'rank', 'department', 'nationality', 'status'],
    dateFilterField: 'sign_on_date',
  },
  form: {
    sections: [
      ['employee_number', 'first_name', 'last_name', 'rank', 'department', 'status'],
      ['date_of_birth', 'nationality', 'passport_number', 'seamans_book_number'],
      ['sign_on_date', 'sign_off_date', 'contract_expiry'],
      ['email', 'phone', 'next_of_kin', 'emergency_contact'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'onBoard', where: [{ field: 'status', op: 'eq', value: 'on_board' }], tone: 'ok' },
    { key: 'onLeave', where: [{ field: 'status', op: 'eq', value: 'on_leave' }] },
    {
      key: 'contractsEnding',
      where: [
        { field: 'contract_expiry', op: 'notNull' },
        { field: 'contract_expiry', op: 'lte', value: { todayPlusDays: 30 } },
      ],
      tone: 'warning',
    },
  ],
  writeRoles: ['super_admin', 'company_admin', 'ship_admin', 'master', 'officer', 'engineer'],
  screen: { path: '/crew/personnel', group: 'crew', position: 10, icon: 'users' },
  refine: (row, { today }) => {
    const errors: Record<string, string[]> = {};
    if (typeof row.date_of_birth === 'string') {
      const ageError = crewAgeError(row.date_of_birth, today);
      if (ageError) errors.date_of_birth = [ageError];
    }
    if (typeof row.sign_on_date === 'string' && typeof row.sign_off_date === 'string') {
      const rangeError = dateRangeError(row.sign_on_date, row.sign_off_date, { allowSameDay: true });
      if (rangeError) errors.sign_off_date = [rangeError];
    }
    return errors;
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a seafarer joining the vessel, with the personal
// fields only some roles see.
export const crewMemberFixture = defineFixture(crewMemberEntity, {
  row: {
    employee_number: 'E-CT-0042',
    first_name: 'Ana',
    last_name: 'Reyes',
    rank: 'second_officer',
    department: 'deck',
    date_of_birth: '1994-05-17',
    nationality: 'Philippines',
    passport_number: 'P7781234A',
    seamans_book_number: 'SB-0456789',
    sign_on_date: '2026-10-02',
    email: 'ana.reyes@example.com',
    phone: '+63 917 555 0142',
    status: 'on_board',
  },
  update: { phone: '+63 917 555 0199' },
});
