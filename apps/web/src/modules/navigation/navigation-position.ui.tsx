// The positions screen's parts (/navigation/positions, issue 14): latitude and longitude entered and
// shown in degrees and minutes as mariners write them, and above the list each vessel's last position
// with the next 4-hourly report.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { coordinateText, LatitudeInput, LongitudeInput } from '../../entity-ui/coordinate-input';
import { LastPositionPanel } from './last-position-panel';

type Row = Record<string, unknown>;

export const navigationPositionUi = defineEntityUi(function useNavigationPositionParts() {
  const { i18n } = useTranslation();
  const language = i18n.language;
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
    toolbar: <LastPositionPanel />,
  };
});
