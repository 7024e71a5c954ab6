// The Mantine theme. Shades are chosen for WCAG AA contrast (axe is run on the app frame).
import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  localStorageColorSchemeManager,
  parseThemeColor,
} from '@mantine/core';
import type { CSSVariablesResolver, VariantColorsResolver } from '@mantine/core';

/**
 * Light and outline badges and buttons (status badges in every list) carry their text in shade 9 darkened by
 * 30 % on light backgrounds and shade 2 on dark ones, so that orange, yellow or green statuses keep
 * WCAG AA contrast (4.5:1) on their tinted background.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = `light-dark(${darken(input.theme.colors[parsed.color]![9], 0.3)}, var(--mantine-color-${parsed.color}-2))`;
  return input.variant === 'outline'
    ? { ...colors, color: text, border: `1px solid ${text}` }
    : { ...colors, color: text };
};

import { COLOR_SCHEME_STORAGE_KEY } from './preferences';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  variantColorResolver,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  // Field errors (text and the field's own text) in red 9: Mantine's red 6 has 3.3:1 on white (axe).
  // The text of light variants (an active menu entry, a light button) in shade 9 darkened by 30 %, as
  // the variant resolver does for badges: Mantine's shade 9 has 4.0:1 on the hovered shade 2.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(current.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

/** Light, dark or system, kept in localStorage. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
