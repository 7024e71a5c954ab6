// A new user or an edited one (issue 11): name, email, role (none above the admin's own), vessels
// (the admin's own for a ship admin), the crew member record the user is, and on creation the
// temporary password the user must change at the first sign-in. The server checks it all again.
import { MultiSelect, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { grantableRoles, newRowId, userWriteSchema } from '@mars/domain';
import type { Role } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { FormError } from '../../app/form-error';
import { FormModal, FormModalActions } from '../../app/form-modal';
import { useVessel } from '../../app/vessel-context';
import { ApiError } from '../../data/api-client';
import { issueKey, serverFieldErrors } from '../../entity-ui/form-values';
import { CrewMemberSelect } from './crew-member-select';
import type { UserRow } from './users-api';
import { saveUser, USERS_QUERY_KEY } from './users-api';

type Draft = {
  full_name: string;
  email: string;
  role: Role | '';
  vessel_ids: string[];
  crew_member_id: string;
  temporary_password: string;
};

function draftOf(user: UserRow | undefined): Draft {
  return {
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? '',
    vessel_ids: user?.vessel_ids ?? [],
    crew_member_id: user?.crew_member_id ?? '',
    temporary_password: '',
  };
}

/** The body of `PUT /users/{id}`. */
function bodyOf(draft: Draft, user: UserRow | undefined): Record<string, unknown> {
  return {
    full_name: draft.full_name,
    email: draft.email,
    role: draft.role || undefined,
    vessel_ids: draft.vessel_ids,
    crew_member_id: draft.crew_member_id || null,
    ...(user ? { version: user.version } : { temporary_password: draft.temporary_password }),
  };
}

/** Field -> first i18n key of what is wrong with the draft (the server's own schema). */
function draftErrors(body: Record<string, unknown>, isNew: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = userWriteSchema.safeParse(body, { reportInput: true });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    problems[String(issue.path[0])] ??= issueKey(issue as Parameters<typeof issueKey>[0]);
  }
  if (isNew && !body.temporary_password) problems.temporary_password = 'validation:required';
  return problems;
}

export type UserFormModalProps = { opened: boolean; user?: UserRow; onClose(): void };

export function UserFormModal({ opened, user, onClose }: UserFormModalProps) {
  const { t } = useTranslation('admin');
  const { user: manager } = useAuth();
  const { vessels } = useVessel();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [newId, setNewId] = useState(() => newRowId());

  useEffect(() => {
    if (!opened) return;
    setDraft(draftOf(user));
    setErrors({});
    setFormError(null);
    setNewId(newRowId());
  }, [opened, user]);

  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const isOwn = user !== undefined && user.id === manager?.id;
  const roles = manager ? grantableRoles(manager.role) : [];
  const vesselOptions = vessels.map((vessel) => ({ value: vessel.id, label: vessel.name }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(draft, user);
    const problems = draftErrors(body, !user);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError(t('entityUi:fixErrors'));
      return;
    }
    setIsSaving(true);
    setFormError(null);
    try {
      await saveUser(user?.id ?? newId, body);
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      notifications.show({ color: 'green', message: t(user ? 'users.form.updated' : 'users.form.created') });
      onClose();
    } catch (error) {
      const fields =
        serverFieldErrors(error) ??
        (error instanceof ApiError && error.code === 'email_exists'
          ? { email: ['errors:email_exists'] }
          : null);
      if (fields)
        setErrors(Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys[0] ?? ''])));
      setFormError(errorText(t, error, 'errors:save_failed'));
    } finally {
      setIsSaving(false);
    }
  }

  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  /** A typed-in field of the draft: its text, typing changes it, and what is wrong with it. */
  const textField = (key: 'full_name' | 'email' | 'temporary_password') => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
    error: errorOf(key),
  });
  const title = user ? t('users.form.editTitle', { name: user.full_name }) : t('users.form.newTitle');

  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="lg">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
        <Stack gap="md">
          <FormError message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('users.columns.name')}
              required
              autoComplete="off"
              {...textField('full_name')}
            />
            <TextInput
              label={t('users.columns.email')}
              type="email"
              required
              autoComplete="off"
              {...textField('email')}
            />
            <Select
              label={t('users.columns.role')}
              required
              allowDeselect={false}
              disabled={isOwn}
              description={isOwn ? t('users.form.ownRole') : undefined}
              data={roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
              value={draft.role || null}
              onChange={(value) => set('role', (value ?? '') as Role | '')}
              error={errorOf('role')}
              comboboxProps={{ withinPortal: true }}
            />
            <MultiSelect
              label={t('users.columns.vessels')}
              data={vesselOptions}
              value={draft.vessel_ids}
              onChange={(value) => set('vessel_ids', value)}
              error={errorOf('vessel_ids')}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <CrewMemberSelect
            vesselIds={draft.vessel_ids}
            userId={user?.id}
            value={draft.crew_member_id}
            onChange={(value) => set('crew_member_id', value)}
            error={errorOf('crew_member_id')}
          />
          {user ? null : (
            <Stack gap={4}>
              <PasswordInput
                label={t('users.form.temporaryPassword')}
                required
                autoComplete="new-password"
                {...textField('temporary_password')}
              />
              <Text size="xs" c="dimmed">
                {t('users.form.temporaryPasswordHelp')}
              </Text>
            </Stack>
          )}
          <FormModalActions onCancel={onClose} submitLabel={t('entityUi:save')} isSaving={isSaving} />
        </Stack>
      </form>
    </FormModal>
  );
}
