// Users of the organization (admin-only, design.md section 12; issue 11 'People and accounts'):
// company and super admins manage everyone, ship admins the people of their vessels. Search, role
// and status filters, pages of 25, and per user the steps of user-row-actions.tsx.
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatRole, ROLES } from '@mars/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../app/page-header';
import { QueryContent } from '../../app/query-content';
import { useFormatters } from '../../app/regional';
import { TableHead } from '../../app/table-head';
import { useVessel } from '../../app/vessel-context';
import { TwoFactorResetSlot } from '../../app/two-factor-slots';
import { UserFormModal } from './user-form-modal';
import { UserRowActions } from './user-row-actions';
import type { UserRow } from './users-api';
import { listUsers, USERS_QUERY_KEY } from './users-api';

export const USERS_PAGE_SIZE = 25;

type Editing = { user?: UserRow } | null;

function StatusBadges({ user }: { user: UserRow }) {
  const { t } = useTranslation('admin');
  const badge = { variant: 'light', styles: { root: { textTransform: 'none' as const } } };
  return (
    <Group gap={4}>
      <Badge {...badge} variant="dot" color={user.status === 'active' ? 'green' : 'gray'}>
        {t(`users.status.${user.status}`)}
      </Badge>
      {user.locked_until ? (
        <Badge {...badge} color="red">
          {t('users.status.locked')}
        </Badge>
      ) : null}
      {user.must_change_password ? (
        <Badge {...badge} color="yellow">
          {t('users.status.temporaryPassword')}
        </Badge>
      ) : null}
    </Group>
  );
}

function UsersTable({ rows, onEdit }: { rows: readonly UserRow[]; onEdit(user: UserRow): void }) {
  const { t } = useTranslation(['admin', 'twoFactor']);
  const format = useFormatters();
  const { vessels } = useVessel();
  const vesselNames = useMemo(() => new Map(vessels.map((vessel) => [vessel.id, vessel.name])), [vessels]);
  return (
    <div style={{ overflowX: 'auto', position: 'relative' }}>
      <Table striped highlightOnHover miw={760} verticalSpacing="sm">
        <TableHead
          columns={[
            t('users.columns.name'),
            t('users.columns.role'),
            t('users.columns.vessels'),
            t('users.columns.status'),
            t('users.columns.lastSignIn'),
            t('twoFactor:reset.column'),
          ]}
          actions={t('entityUi:actions')}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.full_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
                {(row.position || row.department) && (
                  <Text size="xs">{[row.position, row.department].filter(Boolean).join(' · ')}</Text>
                )}
                {row.phone && (
                  <Text size="xs" c="dimmed">
                    {t('users.phone', { phone: row.phone })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatRole(row.role)}</Table.Td>
              <Table.Td>
                {row.vessel_ids.map((id) => vesselNames.get(id) ?? t('users.otherVessel')).join(', ') || '—'}
              </Table.Td>
              <Table.Td>
                <StatusBadges user={row} />
              </Table.Td>
              <Table.Td>
                {row.last_sign_in_at ? format.dateTime(row.last_sign_in_at) : t('users.neverSignedIn')}
              </Table.Td>
              <Table.Td>
                <TwoFactorResetSlot user={row} />
              </Table.Td>
              <Table.Td>
                <UserRowActions user={row} onEdit={(user) => onEdit(user)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

export function UsersPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const params = {
    q: q || undefined,
    role: role ?? undefined,
    status: status ?? undefined,
    limit: USERS_PAGE_SIZE,
    offset: (page - 1) * USERS_PAGE_SIZE,
  };
  const query = useQuery({
    queryKey: [...USERS_QUERY_KEY, params],
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
            {t('users.create')}
          </Button>
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('users.filters.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              const value = event.currentTarget.value;
              filtered(() => setSearch(value));
            }}
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t('users.columns.role')}
            placeholder={t('users.filters.all')}
            data={ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
            value={role}
            onChange={(value) => filtered(() => setRole(value))}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={t('users.columns.status')}
            placeholder={t('users.filters.all')}
            data={['active', 'inactive'].map((value) => ({ value, label: t(`users.status.${value}`) }))}
            value={status}
            onChange={(value) => filtered(() => setStatus(value))}
            clearable
            w={{ base: '100%', xs: 160 }}
          />
        </Group>
        <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
          <QueryContent query={query}>
            {(data) =>
              data.rows.length === 0 ? (
                <Text ta="center" py="xl" c="dimmed">
                  {t('users.empty')}
                </Text>
              ) : (
                <UsersTable rows={data.rows} onEdit={(user) => setEditing({ user })} />
              )
            }
          </QueryContent>
          {total > USERS_PAGE_SIZE ? (
            <Group justify="space-between" mt="md">
              <Text size="sm" c="dimmed">
                {t('users.caption', { count: total })}
              </Text>
              <Pagination
                total={Math.ceil(total / USERS_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`entityUi:pagination.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('entityUi:pagination.page', { page: item }) })}
              />
            </Group>
          ) : null}
        </Paper>
      </Stack>
      <UserFormModal opened={editing !== null} user={editing?.user} onClose={() => setEditing(null)} />
    </>
  );
}
