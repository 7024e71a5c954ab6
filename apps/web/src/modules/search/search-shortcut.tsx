// The global search from anywhere: a header button and the shortcuts Ctrl/Cmd+K and '/'. The search
// box itself (Mantine Spotlight) loads on first use so the initial bundle stays small.
import { ActionIcon, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SearchSpotlight = lazy(() =>
  import('./search-spotlight').then((module) => ({ default: module.SearchSpotlight })),
);

export function SearchShortcut() {
  const { t } = useTranslation('search');
  const [isOpened, setIsOpened] = useState(false);
  const [isLoaded, setIsLoaded] = useState(false);
  const open = useCallback(() => {
    setIsLoaded(true);
    setIsOpened(true);
  }, []);
  useHotkeys([
    ['mod+K', open],
    ['/', open],
  ]);
  return (
    <>
      <Tooltip label={t('shortcut.tooltip')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          onClick={open}
          aria-label={t('shortcut.open')}
          aria-keyshortcuts="Control+K Meta+K /"
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Tooltip>
      {isLoaded ? (
        <Suspense fallback={null}>
          <SearchSpotlight isOpened={isOpened} onClose={() => setIsOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
