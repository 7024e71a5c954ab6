// /crew/certificates: seafarers' certificates of competency and proficiency, by expiry.
import { Badge } from '@mantine/core';
import { crewCertificateEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../../app/vessel-context';
import { EntityListPage } from '../../entity-ui/entity-list-page';
import { useNames } from './crew-queries';

const STATUS_COLORS: Record<string, string> = { valid: 'green', expiring_soon: 'orange', expired: 'red' };

export function CrewCertificatesPage() {
  const { t } = useTranslation(['crew', 'entities']);
  const { selectedVessel } = useVessel();
  const names = useNames('personnel', selectedVessel?.id);
  return (
    <EntityListPage
      entity={crewCertificateEntity}
      title={t('crew:certificates.title')}
      cells={{
        crew_member_id: (row) => names.data?.get(String(row.crew_member_id)) ?? '…',
        status: (row) => {
          const status = String(row.status ?? '');
          return status ? (
            <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
              {t(`entities:crewCertificate.enums.status.${status}`)}
            </Badge>
          ) : null;
        },
      }}
    />
  );
}
