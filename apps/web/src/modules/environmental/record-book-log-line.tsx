// 'Link to the e-logbook' of the record books' entries (oil: the engine log; garbage and ballast water:
// the deck log): the row menu's item of a completed, signed or certified entry, for the roles that keep
// that log; the line is written once as a draft, and the notification links to it (texts under
// `entities:<entity>.ui`: linkToLogbook, linked, alreadyLinked, openLogLine, linkFailed).
import { Anchor, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RecordBookLogLine, Role } from '@mars/domain';
import { IconNotebook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { api } from '../../data/api-client';

type Row = Record<string, unknown>;

const LINKABLE = new Set(['completed', 'signed', 'certified']);

/** The row menu's 'Link to the e-logbook' of a book (`path`: its routes' prefix, 'garbage-record-book'). */
export function useLogbookLink(book: {
  entity: string;
  path: string;
  roles: readonly Role[];
}): (row: Row) => ReactNode {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const ui = `entities:${book.entity}.ui`;
  const role = user?.role as Role | undefined;
  const mayLink = role !== undefined && book.roles.includes(role);

  async function link(row: Row) {
    try {
      const line = await api.request<RecordBookLogLine>(
        'POST',
        `/${book.path}/entries/${String(row.id)}/log-line`,
      );
      notifications.show({
        color: line.created ? 'green' : 'blue',
        message: (
          <span>
            {t(line.created ? `${ui}.linked` : `${ui}.alreadyLinked`, {
              number: String(row.entry_number ?? ''),
              line: line.logbook_entry_number ?? '',
            })}{' '}
            <Anchor
              component="button"
              size="sm"
              onClick={() => navigate(`/logbook/entries/${line.logbook_entry_id}`)}
            >
              {t(`${ui}.openLogLine`)}
            </Anchor>
          </span>
        ),
      });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(t, failure, `${ui}.linkFailed`) });
    }
  }

  return (row: Row) =>
    mayLink && LINKABLE.has(String(row.status)) ? (
      <Menu.Item leftSection={<IconNotebook size={14} />} onClick={() => void link(row)}>
        {t(`${ui}.linkToLogbook`)}
      </Menu.Item>
    ) : null;
}
