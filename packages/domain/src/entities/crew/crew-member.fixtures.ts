// A seafarer joining the vessel, with the personal fields only some roles see.
import { defineFixture } from '../define-fixture';
import { crewMemberEntity } from './crew-member.entity';

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
