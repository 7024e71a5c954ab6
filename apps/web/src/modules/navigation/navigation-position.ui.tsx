// The positions screen's parts (/navigation/positions, issue 14): latitude and longitude entered and
// shown in degrees and minutes as mariners write them; above the list each vessel's last position with
// the next 4-hourly report and the day's reporting requirements, the vessel's track on a map that works
// offline; and 'Send to the logbook' on a position: its draft line in the deck log,
// written once, with a link to it.
import { Anchor, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@mars/domain';
import { POSITION_LOG_LINE_ROLES } from '@mars/domain';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { coordinateText, LatitudeInput, LongitudeInput } from '../../entity-ui/coordinate-input';
import { LastPositionPanel } from './last-position-panel';
import { sendPositionToLogbook } from './navigation-api';
import { VesselTrackPanel } from './vessel-track-panel';

type Row = Record<string, unknown>;

export const navigationPositionUi = defineEntityUi(function useNavigationPositionParts() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const language = i18n.language;
  const role = user?.role as Role | undefined;
  const maySend = role !== undefined && (POSITION_LOG_LINE_ROLES as readonly Role[]).includes(role);

  async function send(row: Row) {
    try {
      const line = await sendPositionToLogbook(String(row.id));
      const values = { number: String(row.position_number ?? ''), line: line.logbook_entry_number ?? '' };
      notifications.show({
        color: line.created ? 'green' : 'blue',
        message: (
          <span>
            {t(line.created ? 'navigation:logLine.sent' : 'navigation:logLine.alreadySent', values)}{' '}
            <Anchor
              component="button"
              size="sm"
              onClick={() => navigate(`/logbook/entries/${line.logbook_entry_id}`)}
            >
              {t('navigation:logLine.open')}
            </Anchor>
          </span>
        ),
      });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(t, failure, 'navigation:logLine.failed') });
    }
  }

  return {
    formInputs: { latitude: LatitudeInput, longitude: LongitudeInput },
    cells: {
      latitude: (row: Row) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {coordinateText(row.latitude, 'latitude', language)}
        </Text>
      ),
      longitude: (row: Row) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {coordinateText(row.longitude, 'longitude', language)}
        </Text>
      ),
    },
    rowActions: maySend
      ? (row: Row) => (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconNotebook size={14} />} onClick={() => void send(row)}>
              {t('navigation:logLine.send')}
            </Menu.Item>
          </>
        )
      : undefined,
    toolbar: (
      <Stack gap="sm">
        <LastPositionPanel />
        <VesselTrackPanel />
      </Stack>
    ),
  };
});
