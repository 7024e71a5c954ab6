// /maintenance/jobs: the planned maintenance jobs (by calendar interval and/or running hours) from
// which work orders are raised when due; the generic list and form of their definition.
import { maintenanceJobEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { EntityListPage } from '../../entity-ui/entity-list-page';

export function MaintenanceJobsPage() {
  const { t } = useTranslation('nav');
  return <EntityListPage entity={maintenanceJobEntity} title={t('items.maintenanceJobs')} />;
}
