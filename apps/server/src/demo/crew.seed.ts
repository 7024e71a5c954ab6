// Demo history of the crew area: about 20 seafarers per ship of several nationalities (the on-board
// demo users are among Nordic Aurora's), their certificates (some expiring, one expired), trainings
// and records, and two months of hours of work and rest on Nordic Aurora on 4-on-8-off and 6-on-6-off
// watches, with a port call night that breaks the MLC 2006 minimum hours of rest.
import type { CrewRank } from '@mars/domain';
import { departmentOfRank, slotsFromPeriods, watchPattern } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import type { Queryable } from '../db/client';
import type { DemoContext } from './seed-demo';

type Person = {
  first: string;
  last: string;
  rank: CrewRank;
  nationality: string;
  born: string;
  user?: string;
};

const AURORA: Person[] = [
  {
    first: 'James',
    last: 'Hartley',
    rank: 'master',
    nationality: 'British',
    born: '1972-03-14',
    user: 'master@mars.demo',
  },
  {
    first: 'Anna',
    last: 'Kowalski',
    rank: 'chief_officer',
    nationality: 'Polish',
    born: '1985-07-02',
    user: 'officer@mars.demo',
  },
  { first: 'Luka', last: 'Petrović', rank: 'second_officer', nationality: 'Croatian', born: '1990-11-21' },
  {
    first: 'Mark Anthony',
    last: 'Reyes',
    rank: 'third_officer',
    nationality: 'Filipino',
    born: '1995-01-30',
  },
  {
    first: 'Dmytro',
    last: 'Shevchenko',
    rank: 'chief_engineer',
    nationality: 'Ukrainian',
    born: '1969-09-09',
  },
  {
    first: 'Rajesh',
    last: 'Nair',
    rank: 'second_engineer',
    nationality: 'Indian',
    born: '1983-04-18',
    user: 'engineer@mars.demo',
  },
  { first: 'Tomasz', last: 'Nowak', rank: 'third_engineer', nationality: 'Polish', born: '1991-06-25' },
  { first: 'Arjun', last: 'Menon', rank: 'fourth_engineer', nationality: 'Indian', born: '1997-12-03' },
  {
    first: 'Sergei',
    last: 'Volkov',
    rank: 'electrical_engineer',
    nationality: 'Latvian',
    born: '1980-02-11',
  },
  { first: 'Ricardo', last: 'Santos', rank: 'bosun', nationality: 'Filipino', born: '1976-08-17' },
  {
    first: 'Juan',
    last: 'Dela Cruz',
    rank: 'able_seaman',
    nationality: 'Filipino',
    born: '1988-05-05',
    user: 'crew@mars.demo',
  },
  { first: 'Mihai', last: 'Popescu', rank: 'able_seaman', nationality: 'Romanian', born: '1992-10-12' },
  { first: 'Joel', last: 'Bautista', rank: 'ordinary_seaman', nationality: 'Filipino', born: '2000-03-08' },
  { first: 'Andrii', last: 'Bondarenko', rank: 'oiler', nationality: 'Ukrainian', born: '1986-01-19' },
  { first: 'Kwame', last: 'Mensah', rank: 'fitter', nationality: 'Ghanaian', born: '1984-07-27' },
  { first: 'Ramon', last: 'Villanueva', rank: 'wiper', nationality: 'Filipino', born: '1999-09-14' },
  { first: 'Paolo', last: 'Ferrari', rank: 'cook', nationality: 'Italian', born: '1978-12-01' },
  { first: 'Nguyen', last: 'Van Minh', rank: 'steward', nationality: 'Vietnamese', born: '1994-04-22' },
  { first: 'Lena', last: 'Hoffmann', rank: 'cadet', nationality: 'German', born: '2004-02-29' },
  { first: 'Erik', last: 'Johansson', rank: 'third_officer', nationality: 'Swedish', born: '1996-08-08' },
];

const PIONEER: Person[] = [
  { first: 'Henrik', last: 'Lund', rank: 'master', nationality: 'Danish', born: '1968-05-23' },
  { first: 'Giorgos', last: 'Papadopoulos', rank: 'chief_officer', nationality: 'Greek', born: '1981-03-03' },
  {
    first: 'Oleksandr',
    last: 'Kravets',
    rank: 'second_officer',
    nationality: 'Ukrainian',
    born: '1989-10-30',
  },
  { first: 'Jerome', last: 'Garcia', rank: 'third_officer', nationality: 'Filipino', born: '1996-06-16' },
  { first: 'Piotr', last: 'Zielinski', rank: 'chief_engineer', nationality: 'Polish', born: '1971-01-08' },
  { first: 'Vikram', last: 'Singh', rank: 'second_engineer', nationality: 'Indian', born: '1982-09-12' },
  { first: 'Andrei', last: 'Ionescu', rank: 'third_engineer', nationality: 'Romanian', born: '1990-02-27' },
  { first: 'Samuel', last: 'Okafor', rank: 'fourth_engineer', nationality: 'Nigerian', born: '1998-11-05' },
  {
    first: 'Marko',
    last: 'Horvat',
    rank: 'electrical_engineer',
    nationality: 'Croatian',
    born: '1979-07-07',
  },
  { first: 'Rodel', last: 'Mendoza', rank: 'bosun', nationality: 'Filipino', born: '1974-04-14' },
  { first: 'Jonas', last: 'Kazlauskas', rank: 'able_seaman', nationality: 'Lithuanian', born: '1987-08-21' },
  { first: 'Arnel', last: 'Castillo', rank: 'able_seaman', nationality: 'Filipino', born: '1993-12-19' },
  { first: 'Daniel', last: 'Lopes', rank: 'able_seaman', nationality: 'Portuguese', born: '1991-05-28' },
  {
    first: 'Christian',
    last: 'Aquino',
    rank: 'ordinary_seaman',
    nationality: 'Filipino',
    born: '2001-01-25',
  },
  { first: 'Ivan', last: 'Kuznetsov', rank: 'oiler', nationality: 'Estonian', born: '1985-03-31' },
  { first: 'Rahul', last: 'Sharma', rank: 'fitter', nationality: 'Indian', born: '1988-10-10' },
  { first: 'Noel', last: 'Ramos', rank: 'wiper', nationality: 'Filipino', born: '1997-07-13' },
  { first: 'Chen', last: 'Wei', rank: 'cook', nationality: 'Chinese', born: '1980-06-06' },
  { first: 'Maria', last: 'Santos', rank: 'steward', nationality: 'Filipino', born: '1995-09-02' },
  { first: 'Felix', last: 'Wagner', rank: 'cadet', nationality: 'German', born: '2003-04-15' },
];

const OFFICER_TYPE: Partial<Record<CrewRank, string>> = {
  master: 'stcw_ii_2',
  chief_officer: 'stcw_ii_2',
  second_officer: 'stcw_ii_1',
  third_officer: 'stcw_ii_1',
  chief_engineer: 'stcw_iii_2',
  second_engineer: 'stcw_iii_2',
  third_engineer: 'stcw_iii_1',
  fourth_engineer: 'stcw_iii_1',
  electrical_engineer: 'stcw_iii_6',
  cook: 'food_handling',
};

const CERTIFICATE_PREFIX: Record<string, string> = {
  medical_fitness: 'MED',
  basic_safety_training: 'BST',
  gmdss_goc: 'GOC',
  food_handling: 'FH',
};

/** 'MED-12345' or, for STCW certificates of competency, 'COC-II/2-12345'. */
function certificateNumber(type: string, index: number): string {
  const prefix =
    CERTIFICATE_PREFIX[type] ?? `COC-${type.replace('stcw_', '').replace('_', '/').toUpperCase()}`;
  return `${prefix}-${String(10_240 + index * 173).slice(-5)}`;
}

const TRAININGS = [
  ['BST-01', 'Basic safety training refresher', 'safety', true, 60],
  ['AFF-02', 'Advanced fire fighting', 'safety', true, 60],
  ['SSA-03', 'Ship security awareness', 'security', true, null],
  ['ECD-04', 'ECDIS type-specific training', 'navigation', false, 60],
  ['ENV-05', 'Garbage management and MARPOL Annex V', 'environmental', true, 36],
  ['MFA-06', 'Medical first aid', 'medical', true, 60],
  ['ERM-07', 'Engine room resource management', 'management', false, null],
  ['ENC-08', 'Enclosed space entry and rescue', 'safety', true, 12],
] as const;

function day(today: Date, offset: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

/** The daily work of each rank: watchkeepers on 4-on-8-off or 6-on-6-off teams, others day work. */
function dailyWork(rank: CrewRank, index: number): { start: string; end: string }[] {
  const fourOnEight = watchPattern('4-on-8-off');
  const sixOnSix = watchPattern('6-on-6-off');
  const team = (pattern: typeof fourOnEight, n: number) => pattern.filter((watch) => watch.team === n);
  switch (rank) {
    case 'chief_officer':
    case 'third_engineer':
      return team(fourOnEight, 2);
    case 'second_officer':
    case 'second_engineer':
      return team(fourOnEight, 3);
    case 'third_officer':
    case 'fourth_engineer':
      return team(fourOnEight, 1);
    case 'able_seaman':
    case 'ordinary_seaman':
      return team(fourOnEight, (index % 3) + 1);
    case 'oiler':
    case 'wiper':
      return team(sixOnSix, (index % 2) + 1);
    case 'cook':
    case 'steward':
      return [
        { start: '05:30', end: '09:30' },
        { start: '11:00', end: '13:30' },
        { start: '16:30', end: '19:00' },
      ];
    default:
      return [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ];
  }
}

/** Port call nights: cargo and mooring work on top of the watch for the deck crew. */
function portCallWork(rank: CrewRank): { start: string; end: string }[] {
  if (rank === 'chief_officer' || rank === 'able_seaman' || rank === 'bosun')
    return [
      { start: '08:00', end: '14:00' },
      { start: '20:00', end: '24:00' },
    ];
  return [];
}

function personnelRows(context: DemoContext, vesselId: string, people: Person[], prefix: string) {
  return people.map((person, index) => ({
    id: uuidv7(),
    vesselId,
    person,
    index,
    employeeNumber: `${prefix}-${String(index + 1).padStart(3, '0')}`,
    signOn: day(context.today, -30 - ((index * 11) % 120)),
    contractExpiry: day(context.today, 20 + ((index * 17) % 180)),
  }));
}

export async function seedCrewHistory(tx: Queryable, context: DemoContext): Promise<void> {
  const [aurora, pioneer] = context.vesselIds as [string, string];
  const crew = [
    ...personnelRows(context, aurora, AURORA, 'NA'),
    ...personnelRows(context, pioneer, PIONEER, 'BP'),
  ];
  await tx.query(
    `INSERT INTO personnel (id, organization_id, vessel_id, employee_number, first_name, last_name, rank, department,
                            date_of_birth, nationality, passport_number, seamans_book_number, sign_on_date,
                            contract_expiry, email, phone, next_of_kin, emergency_contact, status, user_id)
     SELECT id, $1, vessel_id, employee_number, first_name, last_name, rank, department, date_of_birth, nationality,
            passport_number, seamans_book_number, sign_on_date, contract_expiry, email, phone, next_of_kin,
            emergency_contact, 'on_board', user_id
     FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::date[],
                 $10::text[], $11::text[], $12::text[], $13::date[], $14::date[], $15::text[], $16::text[],
                 $17::text[], $18::text[], $19::uuid[])
       AS t(id, vessel_id, employee_number, first_name, last_name, rank, department, date_of_birth, nationality,
            passport_number, seamans_book_number, sign_on_date, contract_expiry, email, phone, next_of_kin,
            emergency_contact, user_id)`,
    [
      context.organizationId,
      crew.map((c) => c.id),
      crew.map((c) => c.vesselId),
      crew.map((c) => c.employeeNumber),
      crew.map((c) => c.person.first),
      crew.map((c) => c.person.last),
      crew.map((c) => c.person.rank),
      crew.map((c) => departmentOfRank(c.person.rank)),
      crew.map((c) => c.person.born),
      crew.map((c) => c.person.nationality),
      crew.map(
        (c, i) => `P${String(4_810_233 + i * 7919).slice(0, 7)}${c.person.last.charAt(0).toUpperCase()}`,
      ),
      crew.map((c, i) => `SB-${c.person.nationality.slice(0, 2).toUpperCase()}-${String(60_114 + i * 313)}`),
      crew.map((c) => c.signOn),
      crew.map((c) => c.contractExpiry),
      crew.map((c) => c.person.user ?? null),
      crew.map(
        (_, i) => `+63 917 ${String(200_0000 + i * 3119).slice(0, 3)} ${String(1000 + i * 37).slice(0, 4)}`,
      ),
      crew.map((c) => `Next of kin of ${c.person.first} ${c.person.last}`),
      crew.map((_, i) => `+44 20 7946 ${String(1000 + i * 53).slice(0, 4)}`),
      crew.map((c) => (c.person.user ? (context.userIdsByEmail[c.person.user] ?? null) : null)),
    ],
  );

  // Certificates: medical fitness and basic safety for all, the rank's STCW certificate for officers.
  const certificates = crew.flatMap((c, i) => {
    const medicalExpiry = i === 3 ? -9 : i % 7 === 2 ? 12 + i : 90 + ((i * 29) % 600);
    const rows = [
      {
        member: c,
        type: 'medical_fitness',
        days: medicalExpiry,
        years: 2,
        authority: 'Approved medical examiner',
      },
      {
        member: c,
        type: 'basic_safety_training',
        days: i % 9 === 5 ? 21 : 300 + i * 13,
        years: 5,
        authority: 'Maritime training centre',
      },
    ];
    const officer = OFFICER_TYPE[c.person.rank];
    if (officer)
      rows.push({
        member: c,
        type: officer,
        days: 400 + i * 31,
        years: 5,
        authority: `${c.person.nationality} maritime administration`,
      });
    if (c.person.rank.endsWith('officer') || c.person.rank === 'master')
      rows.push({
        member: c,
        type: 'gmdss_goc',
        days: i === 1 ? 26 : 500 + i * 11,
        years: 5,
        authority: 'Federal Network Agency',
      });
    return rows;
  });
  await tx.query(
    `INSERT INTO crew_certificates (id, organization_id, vessel_id, crew_member_id, certificate_type, certificate_number,
                                    issuing_authority, issue_date, expiry_date)
     SELECT id, $1, vessel_id, crew_member_id, certificate_type, certificate_number, issuing_authority, issue_date, expiry_date
     FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::date[], $9::date[])
       AS t(id, vessel_id, crew_member_id, certificate_type, certificate_number, issuing_authority, issue_date, expiry_date)`,
    [
      context.organizationId,
      certificates.map(() => uuidv7()),
      certificates.map((row) => row.member.vesselId),
      certificates.map((row) => row.member.id),
      certificates.map((row) => row.type),
      certificates.map((row, i) => certificateNumber(row.type, i)),
      certificates.map((row) => row.authority),
      certificates.map((row) => day(context.today, row.days - row.years * 365)),
      certificates.map((row) => day(context.today, row.days)),
    ],
  );

  const trainingIds = TRAININGS.map(() => uuidv7());
  await tx.query(
    `INSERT INTO trainings (id, organization_id, course_code, title, category, required, validity_months)
     SELECT id, $1, course_code, title, category, required, validity_months
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::int[])
       AS t(id, course_code, title, category, required, validity_months)`,
    [
      context.organizationId,
      trainingIds,
      TRAININGS.map((t) => t[0]),
      TRAININGS.map((t) => t[1]),
      TRAININGS.map((t) => t[2]),
      TRAININGS.map((t) => t[3]),
      TRAININGS.map((t) => t[4]),
    ],
  );
  const records = crew.flatMap((c, i) =>
    [0, 2, 4 + (i % 4)].map((t, k) => {
      const completed = -20 - ((i * 37 + k * 113) % 700);
      const months = TRAININGS[t]![4];
      return {
        member: c,
        training: trainingIds[t]!,
        completed: day(context.today, completed),
        expiry: months === null ? null : day(context.today, completed + Math.round(months * 30.44)),
      };
    }),
  );
  await tx.query(
    `INSERT INTO training_records (id, organization_id, vessel_id, crew_member_id, training_id, completion_date, expiry_date, instructor)
     SELECT id, $1, vessel_id, crew_member_id, training_id, completion_date, expiry_date, 'Capt. R. Olsen'
     FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::date[], $7::date[])
       AS t(id, vessel_id, crew_member_id, training_id, completion_date, expiry_date)`,
    [
      context.organizationId,
      records.map(() => uuidv7()),
      records.map((r) => r.member.vesselId),
      records.map((r) => r.member.id),
      records.map((r) => r.training),
      records.map((r) => r.completed),
      records.map((r) => r.expiry),
    ],
  );

  // Two months of hours on Nordic Aurora; port calls 40 and 12 days ago break the hours of rest.
  const portCalls = new Set([day(context.today, -40), day(context.today, -12)]);
  const hours = crew
    .filter((c) => c.vesselId === aurora)
    .flatMap((c) => {
      const routine = dailyWork(c.person.rank, c.index);
      return Array.from({ length: 60 }, (_, k) => {
        const date = day(context.today, k - 60);
        const extra = portCalls.has(date) ? portCallWork(c.person.rank) : [];
        return { member: c, date, slots: slotsFromPeriods([...routine, ...extra]) };
      });
    });
  await tx.query(
    `INSERT INTO work_rest_days (id, organization_id, vessel_id, crew_member_id, work_date, slots, remarks)
     SELECT id, $1, $2, crew_member_id, work_date, slots, remarks
     FROM unnest($3::uuid[], $4::uuid[], $5::date[], $6::text[], $7::text[])
       AS t(id, crew_member_id, work_date, slots, remarks)`,
    [
      context.organizationId,
      aurora,
      hours.map(() => uuidv7()),
      hours.map((h) => h.member.id),
      hours.map((h) => h.date),
      hours.map((h) => h.slots),
      hours.map((h) =>
        portCalls.has(h.date) && portCallWork(h.member.person.rank).length > 0
          ? 'Port call: mooring and cargo operations'
          : null,
      ),
    ],
  );

  // The months that have ended are signed by the seafarers who sign in (MLC 2006 A2.3), all but the
  // rating's last one: it waits among his tasks ('Rest hours to sign').
  const months = [...new Set(hours.map((h) => h.date.slice(0, 7)))].filter(
    (m) => m < day(context.today, 0).slice(0, 7),
  );
  const signatures = crew
    .filter((c) => c.vesselId === aurora && c.person.user)
    .flatMap((c) =>
      (c.person.user === 'crew@mars.demo' ? months.slice(0, -1) : months).map((month) => [c, month] as const),
    );
  await tx.query(
    `INSERT INTO rest_hour_signatures (id, organization_id, vessel_id, crew_member_id, month, signed_at, signed_by)
     SELECT id, $1, $2, crew_member_id, month, (to_date(month, 'YYYY-MM') + interval '1 month')::timestamptz, signed_by
     FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::uuid[]) AS t(id, crew_member_id, month, signed_by)`,
    [
      context.organizationId,
      aurora,
      signatures.map(() => uuidv7()),
      signatures.map(([c]) => c.id),
      signatures.map(([, month]) => month),
      signatures.map(([c]) => context.userIdsByEmail[c.person.user!]),
    ],
  );
}
