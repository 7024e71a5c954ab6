// The screen of a registered entity that declares one (packages/domain/src/entities/entity-screen.ts):
// its list page with its form and its own parts (entity-screen-parts.ts); the entities of its
// `tabs` as tabs of the same screen, the chosen one in the URL (`?tab=<name>`).
import { Tabs } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EntityListPage } from './entity-list-page';
import { screenTitleKeys } from './entity-labels';
import type { EntityUi } from './entity-screen-parts';

export type EntityScreenTab = {
  /** The tab's name in the URL; none for the first tab (the screen's own entity). */
  name?: string;
  entity: EntityDefinition;
  ui?: EntityUi;
};

const NO_PARTS: EntityUi = { useParts: () => ({}) };

function EntityTabList({ entity, ui = NO_PARTS }: EntityScreenTab) {
  const { t } = useTranslation();
  const { children, ...parts } = ui.useParts();
  return (
    <>
      <EntityListPage entity={entity} title={t(screenTitleKeys(entity))} {...parts} />
      {children}
    </>
  );
}

export function EntityScreen({ tabs }: { tabs: readonly EntityScreenTab[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [first, ...others] = tabs;
  if (!first) return null;
  if (others.length === 0) return <EntityTabList {...first} />;
  const current = others.find((tab) => tab.name === searchParams.get('tab')) ?? first;
  const valueOf = (tab: EntityScreenTab) => tab.name ?? tab.entity.name;
  return (
    <Tabs
      value={valueOf(current)}
      onChange={(value) => setSearchParams(value && value !== valueOf(first) ? { tab: value } : {})}
    >
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={valueOf(tab)} value={valueOf(tab)}>
            {t(screenTitleKeys(tab.entity))}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <EntityTabList key={valueOf(current)} {...current} />
    </Tabs>
  );
}
