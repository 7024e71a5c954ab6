// /crew/training: the organization's courses and who completed them.
import { Tabs } from '@mantine/core';
import { trainingEntity, trainingRecordEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EntityListPage } from '../../entity-ui/entity-list-page';

export function TrainingPage() {
  const { t } = useTranslation('crew');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'courses' ? 'courses' : 'records';
  return (
    <Tabs value={tab} onChange={(value) => setSearchParams(value === 'courses' ? { tab: 'courses' } : {})}>
      <Tabs.List mb="md">
        <Tabs.Tab value="records">{t('training.records')}</Tabs.Tab>
        <Tabs.Tab value="courses">{t('training.courses')}</Tabs.Tab>
      </Tabs.List>
      {tab === 'courses' ? (
        <EntityListPage entity={trainingEntity} title={t('training.courses')} />
      ) : (
        <EntityListPage entity={trainingRecordEntity} title={t('training.records')} />
      )}
    </Tabs>
  );
}
