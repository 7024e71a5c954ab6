import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec section 2: the loading fallback, a spinner with 'Loading...'. */
export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={fullHeight ? '100vh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{t('loading')}</Text>
      </Stack>
    </Center>
  );
}
