// A spinner that says what it waits for. Mantine's Loader is a plain span: a name on it is a
// prohibited ARIA attribute (axe 'aria-prohibited-attr'), so the spinner is a status with that name.
import { Loader } from '@mantine/core';
import type { LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LoadingIndicator({ label, size }: { label?: string; size?: LoaderProps['size'] }) {
  const { t } = useTranslation('common');
  return <Loader role="status" aria-label={label ?? t('loading')} size={size} />;
}
