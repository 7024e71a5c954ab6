// The drills screen's parts (/safety/drills, issue 13): the SOLAS information panel above the list, and
// 'Participants' of a drill (who took part, each crew member of its vessel), and its report as PDF.
import { Menu } from '@mantine/core';
import { drillEntity, mayWriteEntity } from '@mars/domain';
import { IconFileTypePdf, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { DrillParticipantsModal } from './drill-participants-modal';
import { drillReportUrl } from './safety-api';
import { SolasPanel } from './solas-panel';

type Row = Record<string, unknown>;

export const drillUi = defineEntityUi(function useDrillParts() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [participantsOf, setParticipantsOf] = useState<Row | null>(null);
  const canWrite = mayWriteEntity(drillEntity, user?.role);
  return {
    toolbar: <SolasPanel />,
    rowActions: (row: Row) => (
      <>
        <Menu.Divider />
        <Menu.Item leftSection={<IconUsersGroup size={14} />} onClick={() => setParticipantsOf(row)}>
          {t('entities:drill.participants.action')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={drillReportUrl(String(row.id), i18n.language)}
          download
          leftSection={<IconFileTypePdf size={14} />}
        >
          {t('entities:drill.report.action')}
        </Menu.Item>
      </>
    ),
    children: (
      <DrillParticipantsModal
        drill={participantsOf}
        canWrite={canWrite}
        onClose={() => setParticipantsOf(null)}
      />
    ),
  };
});
