// Recent activity: the audit log of the selected vessel or the fleet (who, when, what, which fields),
// read from the server; offline the feed last read stays, or it says that it shows when online.
import { Alert, Anchor, Center, Text, Timeline } from '@mantine/core';
import type { ActivityEntry } from '@mars/domain';
import { IconPencil, IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { errorText } from '../../app/error-text';
import { useFormatters } from '../../app/regional';
import { useActivityQuery } from './dashboard-queries';
import { LoadingIndicator } from '../../app/loading-indicator';

const ACTION_ICONS = { create: IconPlus, update: IconPencil, delete: IconTrash } as const;
const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };
const MAX_FIELDS_SHOWN = 4;

function ActivityItemText({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatters();
  const entityLabel =
    entry.entity === 'attachment'
      ? t('activity.attachment')
      : t(`entities:${entry.entity}.name_one`, { defaultValue: entry.entity });
  const fields = entry.action === 'update' ? entry.changedFields : [];
  const fieldLabels = fields
    .slice(0, MAX_FIELDS_SHOWN)
    .map((field) => t(`entities:${entry.entity}.fields.${field}`, { defaultValue: field }));
  const more = fields.length - fieldLabels.length;
  return (
    <>
      <Text size="sm">
        {t(`activity.actions.${entry.action}`, {
          defaultValue: entry.action,
          user: entry.userName ?? t('activity.someone'),
          entity: entityLabel,
        })}{' '}
        {entry.link ? (
          <Anchor component={Link} to={entry.link} size="sm" fw={600}>
            {entry.title ?? entry.entityId}
          </Anchor>
        ) : (
          <Text span fw={600}>
            {entry.title ?? entry.entityId}
          </Text>
        )}
      </Text>
      {fieldLabels.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('activity.changed', { fields: fieldLabels.join(', ') })}
          {more > 0 ? ` ${t('activity.more', { count: more })}` : ''}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {format.dateTime(entry.at)}
        {entry.vesselName ? ` · ${entry.vesselName}` : ''}
      </Text>
    </>
  );
}

export function ActivityFeed({ limit = 20 }: { limit?: number }) {
  const { t } = useTranslation('dashboard');
  const query = useActivityQuery(limit);
  // The audit log is the server's: without a link the feed waits (paused), and says so.
  if (query.isPending && query.fetchStatus === 'paused')
    return <Text c="dimmed">{t('activity.offline')}</Text>;
  if (query.isPending) {
    return (
      <Center py="lg">
        <LoadingIndicator size="sm" label={t('common:loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('errors:load_failed')}>
        {errorText(t, query.error)}
      </Alert>
    );
  }
  if (query.data.rows.length === 0) return <Text c="dimmed">{t('activity.empty')}</Text>;
  return (
    <Timeline bulletSize={26} lineWidth={2} aria-label={t('activity.title')} data-testid="activity-feed">
      {query.data.rows.map((entry) => {
        const Icon =
          entry.entity === 'attachment'
            ? IconPaperclip
            : (ACTION_ICONS[entry.action as keyof typeof ACTION_ICONS] ?? IconPencil);
        return (
          <Timeline.Item
            key={entry.id}
            color={ACTION_COLORS[entry.action] ?? 'gray'}
            bullet={<Icon size={14} aria-hidden />}
          >
            <ActivityItemText entry={entry} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
