// Creates the first organization and its company admin on a database without demo data:
//   DATABASE_URL=postgres://... npm run db:create-org -- --organization "Acme Shipping" \
//     --email admin@acme.example --name "Jane Doe" --password 'S3cure-Passw0rd!'
import { parseArgs } from 'node:util';

import { isValidEmail, passwordPolicyErrors } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import { readConfig } from '../config';
import { openDatabase } from '../db/open';
import { hashPassword } from '../sessions/password-hash';

const { values } = parseArgs({
  options: {
    organization: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});
const { organization, email, name, password } = values;
if (!organization || !email || !name || !password) {
  console.error(
    'Usage: npm run db:create-org -- --organization <name> --email <email> --name <full name> --password <password>',
  );
  process.exit(2);
}
if (!isValidEmail(email)) {
  console.error('The email address is not valid.');
  process.exit(2);
}
const policy = passwordPolicyErrors(password);
if (policy.length > 0) {
  console.error(`The password does not meet the policy: ${policy.join(', ')}`);
  process.exit(2);
}

const db = await openDatabase(readConfig());
try {
  const organizationId = uuidv7();
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO organizations (id, name) VALUES ($1, $2)`, [organizationId, organization]);
    await tx.query(
      `INSERT INTO users (id, organization_id, email, password_hash, full_name, role) VALUES ($1, $2, $3, $4, $5, 'company_admin')`,
      [uuidv7(), organizationId, email.toLowerCase(), await hashPassword(password), name],
    );
  });
  console.log(`Created organization "${organization}" with company admin ${email}.`);
} finally {
  await db.close();
}
