// The menu on a phone (< sm), the same in both layouts: a burger in the header opens a drawer with the
// product's name, a close button and the layout's menu; the backdrop closes it too.
import type { DrawerProps } from '@mantine/core';
import { Burger, Drawer, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function PhoneMenuBurger({ opened, onToggle }: { opened: boolean; onToggle(): void }) {
  const { t } = useTranslation('nav');
  return (
    <Burger
      opened={opened}
      onClick={onToggle}
      hiddenFrom="sm"
      size="sm"
      aria-label={opened ? t('menu.close') : t('menu.open')}
      aria-expanded={opened}
    />
  );
}

/** The drawer: the layout's menu (`menu`) and what follows it; its width and padding are the layout's. */
export function PhoneMenuDrawer({
  menu,
  children,
  ...drawer
}: Pick<DrawerProps, 'opened' | 'onClose' | 'size' | 'padding' | 'styles'> & {
  menu: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('nav');
  return (
    <Drawer
      {...drawer}
      hiddenFrom="sm"
      title={<Text fw={800}>{t('brand.name')}</Text>}
      closeButtonProps={{ 'aria-label': t('menu.close') }}
    >
      <nav aria-label={t('menu.label')}>{menu}</nav>
      {children}
    </Drawer>
  );
}
