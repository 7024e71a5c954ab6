// Spec section 2: the UI theme toggle between the modern and the classic layout (kept in localStorage).
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutNavbar, IconLayoutSidebar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useLayoutChoice } from '../preferences';

export function LayoutToggle() {
  const { t } = useTranslation('nav');
  const [layout, setLayout] = useLayoutChoice();
  const next = layout === 'modern' ? 'classic' : 'modern';
  const label = t(`header.switchLayout.${next}`);
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="md" aria-label={label} onClick={() => setLayout(next)}>
        {next === 'classic' ? <IconLayoutNavbar size={18} /> : <IconLayoutSidebar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
