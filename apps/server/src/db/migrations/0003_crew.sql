-- Crew: personnel, crew certificates, trainings and their records, and hours of work and rest
-- (one row per seafarer and UTC calendar day: 48 half-hour slots, '1' work, '0' rest).

CREATE TABLE personnel (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  employee_number text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  rank text NOT NULL,
  department text,
  date_of_birth date NOT NULL,
  nationality text NOT NULL,
  passport_number text NOT NULL,
  seamans_book_number text NOT NULL,
  sign_on_date date,
  sign_off_date date,
  contract_expiry date,
  email text,
  phone text,
  next_of_kin text,
  emergency_contact text,
  status text,
  user_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX personnel_scope_idx ON personnel (organization_id, vessel_id, last_name);
CREATE INDEX personnel_user_idx ON personnel (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE crew_certificates (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  crew_member_id uuid NOT NULL REFERENCES personnel(id),
  certificate_type text NOT NULL,
  certificate_number text NOT NULL,
  issuing_authority text NOT NULL,
  issue_date date NOT NULL,
  expiry_date date NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX crew_certificates_scope_idx ON crew_certificates (organization_id, vessel_id, expiry_date);
CREATE INDEX crew_certificates_member_idx ON crew_certificates (crew_member_id);

CREATE TABLE trainings (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  course_code text NOT NULL,
  title text NOT NULL,
  category text NOT NULL,
  required boolean,
  validity_months integer,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX trainings_scope_idx ON trainings (organization_id, course_code);

CREATE TABLE training_records (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  crew_member_id uuid NOT NULL REFERENCES personnel(id),
  training_id uuid NOT NULL REFERENCES trainings(id),
  completion_date date NOT NULL,
  expiry_date date,
  instructor text,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX training_records_scope_idx ON training_records (organization_id, vessel_id, completion_date);
CREATE INDEX training_records_member_idx ON training_records (crew_member_id);

CREATE TABLE work_rest_days (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  vessel_id uuid NOT NULL REFERENCES vessels(id),
  crew_member_id uuid NOT NULL REFERENCES personnel(id),
  work_date date NOT NULL,
  slots text NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT work_rest_days_slots_check CHECK (slots ~ '^[01]{48}$')
);
CREATE UNIQUE INDEX work_rest_days_member_date_key ON work_rest_days (crew_member_id, work_date) WHERE deleted_at IS NULL;
CREATE INDEX work_rest_days_scope_idx ON work_rest_days (organization_id, vessel_id, work_date);
