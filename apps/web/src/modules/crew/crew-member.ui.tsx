// The personnel screen's parts (/crew/personnel, spec section 3 'Crew member'): a new seafarer starts
// on board in the deck department; each row leads to the seafarer's hours and adds a certificate
// or training record of that seafarer.
import { Menu } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { crewCertificateEntity, trainingRecordEntity } from '@mars/domain';
import { IconCertificate, IconClock, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';

type Adding = { entity: EntityDefinition; defaults: Record<string, unknown> } | null;

export const crewMemberUi = defineEntityUi(function useCrewMemberParts() {
  const { t } = useTranslation('crew');
  const navigate = useNavigate();
  const { user } = useAuth();
  const [adding, setAdding] = useState<Adding>(null);
  const writeRoles: readonly string[] = crewCertificateEntity.writeRoles;
  const canWrite = user !== null && writeRoles.includes(user.role);
  const forMember = (row: Record<string, unknown>) => ({
    crew_member_id: row.id,
    vessel_id: row.vessel_id,
  });
  return {
    createDefaults: { status: 'on_board', department: 'deck' },
    rowActions: (row) => (
      <>
        <Menu.Item
          leftSection={<IconClock size={14} />}
          onClick={() => void navigate(`/crew/hours?seafarer=${String(row.id)}`)}
        >
          {t('personnel.hours')}
        </Menu.Item>
        {canWrite ? (
          <>
            <Menu.Item
              leftSection={<IconCertificate size={14} />}
              onClick={() => setAdding({ entity: crewCertificateEntity, defaults: forMember(row) })}
            >
              {t('personnel.addCertificate')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconSchool size={14} />}
              onClick={() => setAdding({ entity: trainingRecordEntity, defaults: forMember(row) })}
            >
              {t('personnel.addTrainingRecord')}
            </Menu.Item>
          </>
        ) : null}
      </>
    ),
    children: adding ? (
      <EntityFormModal
        entity={adding.entity}
        opened
        onClose={() => setAdding(null)}
        defaults={adding.defaults}
        onSaved={() => setAdding(null)}
      />
    ) : null,
  };
});
