// /notifications (design.md section 12): what `GET /api/v1/notifications` derives from the data:
// certificates and crew certificates expiring or expired, and overdue work orders.
import { Alert, Anchor, Badge, Center, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBellOff,
  IconCertificate,
  IconIdBadge,
  IconInfoCircle,
  IconTool,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { errorText } from '../../app/error-text';
import { PageHeader } from '../../app/page-header';
import { useFormatters } from '../../app/regional';
import type { NotificationRow } from '../../app/server-state';
import { useNotificationsQuery } from '../../app/server-state';
import { LoadingIndicator } from '../../app/loading-indicator';

const SEVERITY_COLORS: Record<string, string> = { error: 'red', warning: 'orange', info: 'blue' };

/** Certificate texts predate the others and live under `notifications.types`; the rest under `notificationsPage.types`. */
function detailKey(type: string): string {
  return type.startsWith('certificate') ? `notifications.types.${type}` : `notificationsPage.types.${type}`;
}

function iconOf(row: NotificationRow) {
  if (row.type.startsWith('certificate')) return IconCertificate;
  if (row.type.startsWith('crew_certificate')) return IconIdBadge;
  if (row.type.startsWith('work_order')) return IconTool;
  return row.severity === 'info' ? IconInfoCircle : IconAlertTriangle;
}

function NotificationItem({ row }: { row: NotificationRow }) {
  const { t } = useTranslation('common');
  const format = useFormatters();
  const params = row.params ?? {};
  const days = Number(params.days);
  const date = typeof params.expiryDate === 'string' ? params.expiryDate : params.dueDate;
  const certificateType = typeof params.certificateType === 'string' ? params.certificateType : '';
  const detail = t(detailKey(row.type), {
    defaultValue: '',
    number: String(params.number ?? ''),
    vessel: String(params.vessel ?? ''),
    count: Number.isFinite(days) ? Math.abs(days) : 0,
    date: format.date(typeof date === 'string' ? date : row.at),
    certificateType: certificateType
      ? t(`entities:crewCertificate.enums.certificate_type.${certificateType}`, {
          defaultValue: certificateType,
        })
      : '',
  });
  const color = SEVERITY_COLORS[row.severity] ?? 'gray';
  const Icon = iconOf(row);
  return (
    <Paper withBorder p="md" component="li">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" color={color} size="lg" radius="xl" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            {row.link ? (
              <Anchor component={Link} to={row.link} fw={600}>
                {row.title}
              </Anchor>
            ) : (
              <Text fw={600}>{row.title}</Text>
            )}
            <Badge variant="outline" color={`${color}.8`} styles={{ root: { textTransform: 'none' } }}>
              {t(`notifications.severity.${row.severity}`, { defaultValue: row.severity })}
            </Badge>
          </Group>
          {detail ? <Text size="sm">{detail}</Text> : null}
        </Stack>
      </Group>
    </Paper>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation('common');
  const query = useNotificationsQuery();
  return (
    <>
      <PageHeader title={t('nav:items.notifications')} description={t('notifications.description')} />
      {query.isPending ? (
        <Center py="xl">
          <LoadingIndicator label={t('loading')} />
        </Center>
      ) : query.isError ? (
        <Alert color="red" title={t('errors:load_failed')}>
          {errorText(t, query.error)}
        </Alert>
      ) : query.data.rows.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
              <IconBellOff size={30} />
            </ThemeIcon>
            <Text fw={600}>{t('notifications.emptyTitle')}</Text>
            <Text c="dimmed">{t('notifications.empty')}</Text>
          </Stack>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('nav:items.notifications')}
        >
          {query.data.rows.map((row) => (
            <NotificationItem key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </>
  );
}
