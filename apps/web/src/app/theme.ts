// The Mantine theme. Shades are chosen for WCAG AA contrast (axe is run on the app frame).
import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

import { COLOR_SCHEME_STORAGE_KEY } from './preferences';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

/** Light, dark or system, kept in localStorage. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
