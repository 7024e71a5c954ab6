// The Master's certification page by page, shared by the record books' panels (issue 14): a page is the
// entries of one part of the book in one calendar month (UTC); the Master sees the pages whose signed
// entries wait for him and certifies each page's signed entries in one action, after a confirmation that
// says what he certifies (the digest of the signed entries shown goes with it: a page changed since is
// refused). Entries not yet signed wait for a later certification of the page. Shown to whoever may
// certify (the Master); the help says what a page is and why (texts under `entities:recordBook.pages`).
// On the local database (at sea, without the link) the pages come from the rows held here and
// certifying queues each entry's certify step for the sync, where the server's rules apply again
// (record-book-local-pages.ts).
import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  EntityDefinition,
  RecordBookPage,
  RecordBookPageCertification,
  RecordBookPages,
  Role,
} from '@mars/domain';
import { mayTakeAction } from '@mars/domain';
import { IconCertificate } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { useEntityClient } from '../../app/data-source';
import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { certifyLocalPage, localRecordBookPages } from './record-book-local-pages';

const T = 'entities:recordBook.pages';

/** The pages waiting for the Master, and 'Certify page' (`path`: the book's routes, 'oil-record-book'). */
export function RecordBookPagesPanel({
  entity,
  path,
  headingOrder = 4,
}: {
  entity: EntityDefinition;
  path: string;
  /** The level of the section's heading, one below the panel's. */
  headingOrder?: 3 | 4;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const { selectedVessel } = useVessel();
  const queryClient = useQueryClient();
  const client = useEntityClient();
  const local = client.source === 'local';
  const vesselId = selectedVessel?.id;
  const mayCertify = mayTakeAction(entity, 'certify', user?.role as Role | undefined);
  const [chosen, setChosen] = useState<RecordBookPage | null>(null);
  const [busy, setBusy] = useState(false);
  const pages = useQuery({
    queryKey: [...entityKeys(entity).all, 'pages', client.source, vesselId ?? ''] as const,
    queryFn: async (): Promise<Pick<RecordBookPages, 'pages'>> =>
      local
        ? { pages: await localRecordBookPages(client, entity, vesselId!) }
        : api.request<RecordBookPages>('GET', `/${path}/pages${buildQuery({ vessel_id: vesselId })}`),
    enabled: mayCertify && vesselId !== undefined,
    networkMode: client.networkMode,
  });
  if (!mayCertify || !vesselId) return null;

  const month = (value: string) =>
    new Date(`${value}-01T00:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const pageName = (page: RecordBookPage) =>
    page.part === 'BWRB'
      ? month(page.month)
      : `${t(`entities:${entity.name}.enums.part.${page.part}`)} · ${month(page.month)}`;

  async function certify(page: RecordBookPage) {
    setBusy(true);
    try {
      const shown = { vessel_id: vesselId!, part: page.part, month: page.month, digest: page.digest };
      const answer = local
        ? await certifyLocalPage(client, entity, vesselId!, shown)
        : await api.request<RecordBookPageCertification>('POST', `/${path}/pages/certify`, shown);
      notifications.show({
        color: 'green',
        message: t(local ? `${T}.certifiedHere` : `${T}.certified`, {
          page: pageName(page),
          count: answer.entry_numbers.length,
          first: answer.entry_numbers[0] ?? '',
          last: answer.entry_numbers[answer.entry_numbers.length - 1] ?? '',
        }),
      });
      setChosen(null);
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(t, failure, `${T}.failed`) });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: entityKeys(entity).all });
    }
  }

  const waiting = pages.data?.pages ?? [];
  return (
    <Stack
      gap={6}
      component="section"
      aria-labelledby={`${entity.name}-pages-title`}
      data-testid="record-book-pages"
    >
      <Title order={headingOrder} size="h5" id={`${entity.name}-pages-title`}>
        {t(`${T}.title`)}
      </Title>
      <Text size="sm">{t(`${T}.help`)}</Text>
      {local ? <Text size="sm">{t(`${T}.helpLocal`)}</Text> : null}
      {pages.isError ? (
        <Alert color="red" role="alert">
          {errorText(t, pages.error)}
        </Alert>
      ) : waiting.length === 0 ? (
        pages.data ? (
          <Text size="sm" c="dimmed">
            {t(`${T}.none`)}
          </Text>
        ) : null
      ) : (
        <List size="sm" spacing={6} listStyleType="none">
          {waiting.map((page) => (
            <List.Item key={`${page.part}-${page.month}`} data-testid="record-book-page">
              <Group gap="sm" wrap="wrap" justify="space-between">
                <div>
                  <Text size="sm" fw={600}>
                    {pageName(page)}
                  </Text>
                  <Text size="sm">
                    {t(`${T}.counts`, { signed: page.signed, certified: page.certified })}
                    {page.unsigned > 0 ? ` ${t(`${T}.unsigned`, { count: page.unsigned })}` : ''}
                  </Text>
                </div>
                <Button
                  size="xs"
                  leftSection={<IconCertificate size={14} />}
                  onClick={() => setChosen(page)}
                  aria-label={`${t(`${T}.certify`)}: ${pageName(page)}`}
                >
                  {t(`${T}.certify`)}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Modal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        closeButtonProps={{ 'aria-label': t('entityUi:close') }}
        title={chosen ? t(`${T}.confirmTitle`, { page: pageName(chosen) }) : ''}
      >
        {chosen ? (
          <Stack gap="sm">
            <Text size="sm">{t(`${T}.confirm`, { count: chosen.signed })}</Text>
            {chosen.unsigned > 0 ? (
              <Text size="sm">{t(`${T}.unsigned`, { count: chosen.unsigned })}</Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChosen(null)}>
                {t('entityUi:cancel')}
              </Button>
              <Button loading={busy} onClick={() => void certify(chosen)}>
                {t(`${T}.certify`)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
