// Users of the organization (admin-only, design.md section 12): `GET /api/v1/users`.
import { Alert, Badge, Center, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { formatRole } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { PageHeader } from '../../app/page-header';
import { useFormatters } from '../../app/regional';
import { api } from '../../data/api-client';
import { LoadingIndicator } from '../../app/loading-indicator';
import { TwoFactorResetCell } from '../two-factor/two-factor-reset';

/** One row of `GET /api/v1/users`. */
export type UserRow = {
  id: string;
  email: string;
  full_name: string;
  role: string;
  status: string;
  last_sign_in_at: string | null;
  two_factor_enabled?: boolean;
  vessel_ids?: string[] | null;
};

export const USERS_QUERY_KEY = ['users'] as const;

function UsersTable({ rows }: { rows: readonly UserRow[] }) {
  const { t } = useTranslation(['admin', 'twoFactor']);
  const format = useFormatters();
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover miw={640} verticalSpacing="sm">
        <Table.Caption>{t('users.caption', { count: rows.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('users.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.role')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.lastSignIn')}</Table.Th>
            <Table.Th scope="col">{t('twoFactor:reset.column')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td fw={500}>{row.full_name}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{formatRole(row.role)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="dot"
                  color={row.status === 'active' ? 'green' : 'gray'}
                  styles={{ root: { textTransform: 'none' } }}
                >
                  {t(`users.status.${row.status}`, { defaultValue: row.status })}
                </Badge>
              </Table.Td>
              <Table.Td>
                {row.last_sign_in_at ? format.dateTime(row.last_sign_in_at) : t('users.neverSignedIn')}
              </Table.Td>
              <Table.Td>
                <TwoFactorResetCell user={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function UsersPage() {
  const { t } = useTranslation('admin');
  const query = useQuery({ queryKey: USERS_QUERY_KEY, queryFn: () => api.list<UserRow>('users') });
  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {query.isPending ? (
          <Center py="xl">
            <LoadingIndicator label={t('common:loading')} />
          </Center>
        ) : query.isError ? (
          <Alert color="red" title={t('errors:load_failed')}>
            {errorText(t, query.error)}
          </Alert>
        ) : query.data.rows.length === 0 ? (
          <Text ta="center" py="xl" c="dimmed">
            {t('users.empty')}
          </Text>
        ) : (
          <UsersTable rows={query.data.rows} />
        )}
      </Paper>
    </>
  );
}
