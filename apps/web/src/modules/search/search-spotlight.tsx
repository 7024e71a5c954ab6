// The search box of the shortcut (Mantine Spotlight): hits of every entity, grouped, as the user types;
// choosing one opens its list screen, the last action opens /search with the same words.
import '@mantine/spotlight/styles.css';

import { Badge, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useVessel } from '../../app/vessel-context';
import { groupHits, MIN_SEARCH_LENGTH, useSearchQuery } from './search-queries';

const [searchStore, searchSpotlight] = createSpotlight();
const HITS_PER_ENTITY = 5;

export function SearchSpotlight({ isOpened, onClose }: { isOpened: boolean; onClose: () => void }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { vessels } = useVessel();
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query, 200);
  const search = useSearchQuery(term, HITS_PER_ENTITY);
  const groups = useMemo(() => (search.data ? groupHits(search.data) : []), [search.data]);
  const vesselName = (id: string | null) => vessels.find((vessel) => vessel.id === id)?.name;

  useEffect(() => {
    if (isOpened) searchSpotlight.open();
    else searchSpotlight.close();
  }, [isOpened]);

  const hasTerm = term.trim().length >= MIN_SEARCH_LENGTH;
  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={onClose}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        placeholder={t('placeholder')}
        aria-label={t('label')}
        leftSection={search.isFetching ? <Loader size={16} /> : <IconSearch size={18} aria-hidden />}
      />
      <Spotlight.ActionsList aria-label={t('results')}>
        {groups.map((group) => (
          <Spotlight.ActionsGroup
            key={group.entity}
            label={`${t(`entities:${group.entity}.name_other`, { defaultValue: group.entity })} (${group.count})`}
          >
            {group.hits.map((hit) => {
              const vessel = vesselName(hit.vesselId);
              return (
                <Spotlight.Action
                  key={`${hit.entity}:${hit.id}`}
                  label={hit.title}
                  description={[hit.subtitle, vessel].filter(Boolean).join(' · ') || undefined}
                  onClick={() => void navigate(hit.link)}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {hasTerm && search.data && search.data.total === 0 ? (
          <Spotlight.Empty>{t('empty', { query: term.trim() })}</Spotlight.Empty>
        ) : null}
        {hasTerm ? (
          <Spotlight.Action onClick={() => void navigate(`/search?q=${encodeURIComponent(term.trim())}`)}>
            <Group justify="space-between" wrap="nowrap" w="100%">
              <Text size="sm">{t('showAll', { query: term.trim() })}</Text>
              <Group gap={6} wrap="nowrap">
                {search.data ? <Badge variant="light">{search.data.total}</Badge> : null}
                <IconArrowRight size={16} aria-hidden />
              </Group>
            </Group>
          </Spotlight.Action>
        ) : (
          <Spotlight.Empty>{t('hint')}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
