// /notifications (design.md section 12): what `GET /api/v1/notifications` derives from the data:
// certificates and crew certificates expiring or expired, and overdue work orders, a page at a time.
// Each user marks them read or unread, one by one or all at once; opening a notice's link marks it read.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { NOTIFICATIONS_PAGE_SIZE } from '@mars/domain/first-screen';
import {
  IconAlertTriangle,
  IconBellOff,
  IconCertificate,
  IconChecks,
  IconIdBadge,
  IconInfoCircle,
  IconMail,
  IconMailOpened,
  IconTool,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageHeader } from '../../app/page-header';
import { QueryContent } from '../../app/query-content';
import { useFormatters } from '../../app/regional';
import type { NotificationRow } from '../../app/server-state';
import { useNotificationsPage } from '../../app/server-state';
import { useNotificationMarks } from './notification-marks';

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

function NotificationItem({ row, onMark }: { row: NotificationRow; onMark: (read: boolean) => void }) {
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
    <Paper
      withBorder
      p="md"
      component="li"
      style={row.read ? undefined : { borderLeft: '4px solid var(--mantine-color-blue-8)' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" color={color} size="lg" radius="xl" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            {row.link ? (
              <Anchor
                component={Link}
                to={row.link}
                fw={row.read ? 500 : 700}
                onClick={() => {
                  if (!row.read) onMark(true);
                }}
              >
                {row.title}
              </Anchor>
            ) : (
              <Text fw={row.read ? 500 : 700}>{row.title}</Text>
            )}
            <Group gap={6}>
              {row.read ? null : (
                <Badge variant="filled" color="blue" styles={{ root: { textTransform: 'none' } }}>
                  {t('notificationsPage.unread')}
                </Badge>
              )}
              <Badge variant="outline" color={`${color}.8`} styles={{ root: { textTransform: 'none' } }}>
                {t(`notifications.severity.${row.severity}`, { defaultValue: row.severity })}
              </Badge>
            </Group>
          </Group>
          {detail ? <Text size="sm">{detail}</Text> : null}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={row.read ? <IconMail size={14} /> : <IconMailOpened size={14} />}
              aria-label={t(row.read ? 'notificationsPage.markUnreadOf' : 'notificationsPage.markReadOf', {
                title: row.title,
              })}
              onClick={() => onMark(!row.read)}
            >
              {t(row.read ? 'notificationsPage.markUnread' : 'notificationsPage.markRead')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation('common');
  const marks = useNotificationMarks();
  const [shown, setShown] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  // Another page is read from its top, not from the pagination below the list where it was chosen.
  const turnTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  const query = useNotificationsPage(shown, page);
  const data = query.data;
  const pages = data
    ? Math.max(1, Math.ceil((shown === 'unread' ? data.unread : data.total) / NOTIFICATIONS_PAGE_SIZE))
    : 1;
  // The last page can empty (its notices read while only the unread are shown): show the one before.
  if (data && page > pages) setPage(pages);
  const actions =
    data && data.total > 0 ? (
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          disabled={data.unread === 0}
          onClick={() => void marks.markAll(true)}
        >
          {t('notificationsPage.markAllRead')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconMail size={16} />}
          disabled={data.unread === data.total}
          onClick={() => void marks.markAll(false)}
        >
          {t('notificationsPage.markAllUnread')}
        </Button>
      </Group>
    ) : undefined;
  return (
    <>
      <PageHeader
        title={t('nav:items.notifications')}
        description={t('notifications.description')}
        actions={actions}
      />
      <QueryContent query={query}>
        {(data) =>
          data.total === 0 ? (
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
            <Stack gap="sm">
              <Group justify="space-between" gap="sm">
                <Text fw={600} role="status">
                  {t('notificationsPage.unreadCount', { count: data.unread })}
                </Text>
                <SegmentedControl
                  aria-label={t('notificationsPage.show')}
                  value={shown}
                  onChange={(value) => {
                    setShown(value === 'unread' ? 'unread' : 'all');
                    setPage(1);
                  }}
                  data={[
                    { value: 'all', label: t('notificationsPage.showAll') },
                    { value: 'unread', label: t('notificationsPage.showUnread') },
                  ]}
                />
              </Group>
              {data.rows.length === 0 ? (
                <Paper withBorder p="lg">
                  <Text ta="center">{t('notificationsPage.allRead')}</Text>
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
                  {data.rows.map((row) => (
                    <NotificationItem key={row.id} row={row} onMark={(read) => void marks.mark(row, read)} />
                  ))}
                </Stack>
              )}
              {pages > 1 ? (
                <Group justify="center">
                  <Pagination
                    total={pages}
                    value={Math.min(page, pages)}
                    onChange={turnTo}
                    getControlProps={(control) => ({ 'aria-label': t(`entityUi:pagination.${control}`) })}
                    getItemProps={(item) => ({ 'aria-label': t('entityUi:pagination.page', { page: item }) })}
                  />
                </Group>
              ) : null}
            </Stack>
          )
        }
      </QueryContent>
    </>
  );
}
