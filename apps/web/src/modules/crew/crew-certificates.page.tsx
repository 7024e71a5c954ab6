// /crew/certificates: seafarers' certificates of competency and proficiency, by expiry.
import { Badge } from '@mantine/core';
import { crewCertificateEntity } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { EntityListPage } from '../../entity-ui/entity-list-page';

const STATUS_COLORS: Record<string, string> = { valid: 'green', expiring_soon: 'orange', expired: 'red' };

export function CrewCertificatesPage() {
  const { t } = useTranslation(['crew', 'entities']);
  return (
    <EntityListPage
      entity={crewCertificateEntity}
      title={t('crew:certificates.title')}
      cells={{
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
