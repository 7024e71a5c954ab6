// /search (spec section 2, 'Global search'): the words are in the URL (?q=), the hits of every entity of
// the organization are grouped by entity, each linking to the entity's list screen.
import { Anchor, Badge, Kbd, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { PageHeader } from '../../app/page-header';
import { QueryContent } from '../../app/query-content';
import { SectionCard } from '../../app/section-card';
import { useVessel } from '../../app/vessel-context';
import type { SearchGroup } from './search-queries';
import { groupHits, MIN_SEARCH_LENGTH, useSearchQuery } from './search-queries';

const HITS_PER_ENTITY = 20;

function ResultGroup({ group }: { group: SearchGroup }) {
  const { t } = useTranslation('search');
  const { vessels } = useVessel();
  const label = t(`entities:${group.entity}.name_other`, { defaultValue: group.entity });
  return (
    <SectionCard
      title={label}
      aside={<Badge variant="light">{t('count', { count: group.count })}</Badge>}
      headerGap="xs"
    >
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.hits.map((hit) => {
          const vessel = vessels.find((row) => row.id === hit.vesselId)?.name;
          return (
            <li key={hit.id}>
              <Anchor component={Link} to={hit.link} fw={600}>
                {hit.title}
              </Anchor>
              {hit.subtitle || vessel ? (
                <Text size="sm" c="dimmed">
                  {[hit.subtitle, vessel].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
            </li>
          );
        })}
      </Stack>
      {group.count > group.hits.length ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('more', { count: group.count - group.hits.length })}
        </Text>
      ) : null}
    </SectionCard>
  );
}

export function SearchPage() {
  const { t } = useTranslation('search');
  const [searchParams, setSearchParams] = useSearchParams();
  const urlTerm = searchParams.get('q') ?? '';
  const [value, setValue] = useState(urlTerm);
  const [debounced] = useDebouncedValue(value, 250);

  useEffect(() => setValue(urlTerm), [urlTerm]);
  useEffect(() => {
    if (debounced.trim() === urlTerm.trim()) return;
    setSearchParams(debounced.trim() ? { q: debounced.trim() } : {}, { replace: true });
  }, [debounced, urlTerm, setSearchParams]);

  const query = useSearchQuery(urlTerm, HITS_PER_ENTITY);
  const hasTerm = urlTerm.trim().length >= MIN_SEARCH_LENGTH;
  return (
    <>
      <PageHeader title={t('nav:items.search')} description={t('description')} />
      <TextInput
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        label={t('label')}
        placeholder={t('placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={query.isFetching ? <Loader size={16} /> : null}
        description={
          <>
            {t('shortcutHint')} <Kbd size="xs">{t('shortcut.ctrl')}</Kbd> + <Kbd size="xs">K</Kbd> ·{' '}
            <Kbd size="xs">/</Kbd>
          </>
        }
        mb="lg"
        type="search"
        autoFocus
      />
      {!hasTerm ? (
        <Text c="dimmed">{t('hint')}</Text>
      ) : (
        <QueryContent query={query}>
          {(data) =>
            data.total === 0 ? (
              <Paper withBorder p="xl">
                <Text ta="center">{t('empty', { query: urlTerm.trim() })}</Text>
              </Paper>
            ) : (
              <Stack gap="md">
                <Text size="sm" aria-live="polite">
                  {t('summary', { count: data.total, query: urlTerm.trim() })}
                </Text>
                {groupHits(data).map((group) => (
                  <ResultGroup key={group.entity} group={group} />
                ))}
              </Stack>
            )
          }
        </QueryContent>
      )}
    </>
  );
}
