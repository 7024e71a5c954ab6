// Who does what in the oil record book (MARPOL Annex I reg 17.4 and 36.5; issue 14 'roles'): the
// engineers (and the officers, for Part II cargo operations) write and sign the entries of the
// operations they were in charge of; the Master certifies each page; the admins ashore keep the
// tank list with them.
import type { Role } from '../../auth/roles';
import { OPERATIONAL_WRITE_ROLES } from '../../auth/roles';

/** Write entries and keep the vessel's tank list. */
export const OIL_RECORD_WRITE_ROLES = OPERATIONAL_WRITE_ROLES;

/** Sign an entry: the officer in charge of the operation (reg 17.4: engineers; reg 36.5: cargo officers). */
export const OIL_RECORD_SIGN_ROLES = ['engineer', 'officer'] as const satisfies readonly Role[];

/** Certify a signed entry: the Master only (reg 17.4, 36.5), not even an admin. */
export const OIL_RECORD_CERTIFY_ROLES = ['master'] as const satisfies readonly Role[];

/** Write an entry's line into the engine log: who keeps the log (engineers, officers) and the Master. */
export const OIL_RECORD_LOG_LINE_ROLES = ['engineer', 'officer', 'master'] as const satisfies readonly Role[];

// The ballast water record book (BWM Convention reg B-2.3, MEPC.369(80)): the officers write and sign
// the entries of the operations they were in charge of (the ballast water management officer, usually
// the Chief Officer); the Master certifies, as in the oil record book. The engineers, who run the pumps
// and the treatment system, keep the oil record book, not this one (issue 14 'roles').
/** Write the deck's record books (garbage, ballast water): the admins, the Master and the officers. */
export const DECK_RECORD_WRITE_ROLES = [
  'super_admin',
  'company_admin',
  'ship_admin',
  'master',
  'officer',
] as const satisfies readonly Role[];

/** Write ballast water record book entries: the admins, the Master and the officers. */
export const BALLAST_RECORD_WRITE_ROLES = DECK_RECORD_WRITE_ROLES;
/** Sign a ballast water entry: the officer in charge of the operation. */
export const BALLAST_RECORD_SIGN_ROLES = ['officer'] as const satisfies readonly Role[];
/** Certify a signed ballast water entry: the Master only. */
export const BALLAST_RECORD_CERTIFY_ROLES = OIL_RECORD_CERTIFY_ROLES;

/** Record emissions: the officers and engineers who keep the fuel figures, the Master and the admins. */
export const EMISSION_WRITE_ROLES = OPERATIONAL_WRITE_ROLES;

/** Verify (and reopen) an emission record: the Master (EU MRV monitoring plan, the ship's responsibility). */
export const EMISSION_VERIFY_ROLES = ['master'] as const satisfies readonly Role[];

// The garbage record book (Annex V reg 10.3): the deck officers keep it and sign the entries of the
// operations they were in charge of; the Master signs each completed page (certifies).
/** Write garbage record book entries: the admins, the Master and the officers. */
export const GARBAGE_RECORD_WRITE_ROLES = DECK_RECORD_WRITE_ROLES;

/** Sign an entry: the officer in charge of the operation. */
export const GARBAGE_RECORD_SIGN_ROLES = ['officer'] as const satisfies readonly Role[];

/** Certify a signed entry (sign the page): the Master only. */
export const GARBAGE_RECORD_CERTIFY_ROLES = OIL_RECORD_CERTIFY_ROLES;

/** Write a garbage or ballast water entry's line into the deck log: who keeps it (the officers) and the Master. */
export const DECK_LOG_LINE_ROLES = ['officer', 'master'] as const satisfies readonly Role[];
