// The sync panel's choice of the vessels kept on this device (issue 12; docs/sync.md, 'Choosing the
// vessels kept offline'), for a user working for several vessels: ticked vessels are loaded and
// kept; one taken out is removed from the device, except records with changes not sent yet, which
// stay until they are (the panel says how many).
import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { localDatabase } from '../../offline/local-client';
import { chooseVessels, keptVessels } from '../../offline/vessel-choice';
import { useSync } from '../sync-status';
import { useVessel } from '../vessel-context';

export function SyncVesselsSection() {
  const { t } = useTranslation('nav');
  const { vessels } = useVessel();
  const { syncNow } = useSync();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [saved, setSaved] = useState<{ waiting: number } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const all = vessels.map((vessel) => vessel.id);

  useEffect(() => {
    let isCurrent = true;
    void keptVessels(localDatabase()).then((kept) => {
      if (isCurrent) setChosen(kept ?? vessels.map((vessel) => vessel.id));
    });
    return () => {
      isCurrent = false;
    };
  }, [vessels]);

  if (vessels.length < 2 || chosen === null) return null;

  async function save(selection: string[]) {
    setIsSaving(true);
    try {
      setSaved(await chooseVessels(localDatabase(), selection, all));
      void syncNow();
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack gap={6} component="section" aria-label={t('header.syncPanel.vessels.title')}>
      <Checkbox.Group
        label={t('header.syncPanel.vessels.title')}
        description={t('header.syncPanel.vessels.hint')}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setSaved(null);
        }}
        error={chosen.length === 0 ? t('header.syncPanel.vessels.none') : undefined}
      >
        <Stack gap={4} mt={4}>
          {vessels.map((vessel) => (
            <Checkbox key={vessel.id} value={vessel.id} label={vessel.name} size="sm" />
          ))}
        </Stack>
      </Checkbox.Group>
      <Button
        size="xs"
        variant="light"
        loading={isSaving}
        disabled={chosen.length === 0}
        onClick={() => void save(chosen)}
      >
        {t('header.syncPanel.vessels.save')}
      </Button>
      {saved && (
        <Alert color={saved.waiting > 0 ? 'orange' : 'green'} p="xs" role="status">
          <Text size="sm">
            {saved.waiting > 0
              ? t('header.syncPanel.vessels.waiting', { count: saved.waiting })
              : t('header.syncPanel.vessels.saved')}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
