// The crew certificate screen's parts (/crew/certificates): the state of each certificate by its expiry.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { defineEntityUi } from '../../entity-ui/entity-screen-parts';

const STATUS_COLORS: Record<string, string> = { valid: 'green', expiring_soon: 'orange', expired: 'red' };

export const crewCertificateUi = defineEntityUi(function useCrewCertificateParts() {
  const { t } = useTranslation('entities');
  return {
    cells: {
      status: (row) => {
        const status = String(row.status ?? '');
        return status ? (
          <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
            {t(`entities:crewCertificate.enums.status.${status}`)}
          </Badge>
        ) : null;
      },
    },
  };
});
