// A passage's waypoints in its form (issue 14): one per line as officers write them (latitude,
// longitude, name), read by the domain's parseWaypoints as they are typed; below, the waypoints as
// read, each leg's distance and the planned distance along them, or the line that cannot be read.
import { Box, Table, Text, Textarea } from '@mantine/core';
import { parseWaypoints, waypointLegs } from '@mars/domain';
import { useTranslation } from 'react-i18next';

import { coordinateText } from '../../entity-ui/coordinate-input';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { textInputProps } from '../../entity-ui/field-kinds/input-props';

export function WaypointsInput(props: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const base = textInputProps(props);
  const parsed = parseWaypoints(base.value);
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const problem = parsed.ok
    ? undefined
    : t('navigation:waypoints.line', { line: parsed.line ?? 1, problem: t(parsed.key) });
  const legs = parsed.ok ? waypointLegs(parsed.waypoints) : undefined;
  return (
    <div>
      <Textarea
        {...base}
        description={props.description ?? t('navigation:waypoints.hint')}
        placeholder={t('navigation:waypoints.placeholder')}
        error={problem ?? base.error}
        autosize
        minRows={2}
        maxRows={10}
        spellCheck={false}
        ff="monospace"
      />
      {parsed.ok && parsed.waypoints.length > 0 ? (
        // A focusable region, so a keyboard can scroll it sideways on a phone.
        <Box
          mt={6}
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('navigation:waypoints.table')}
        >
          <Table fz="sm" verticalSpacing={2} data-testid="waypoints-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('navigation:waypoints.number')}</Table.Th>
                <Table.Th>{t('navigation:waypoints.name')}</Table.Th>
                <Table.Th>{t('entities:navigationPosition.fields.latitude')}</Table.Th>
                <Table.Th>{t('entities:navigationPosition.fields.longitude')}</Table.Th>
                <Table.Th>{t('navigation:waypoints.leg')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parsed.waypoints.map((waypoint, index) => {
                const leg = legs?.legs[index];
                return (
                  <Table.Tr key={waypoint.number}>
                    <Table.Td>{waypoint.number}</Table.Td>
                    <Table.Td>{waypoint.name ?? ''}</Table.Td>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {coordinateText(waypoint.latitude, 'latitude', i18n.language)}
                    </Table.Td>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {coordinateText(waypoint.longitude, 'longitude', i18n.language)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {leg === null || leg === undefined ? '' : `${number.format(leg)} NM`}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>
      ) : null}
      {legs && parsed.ok && parsed.waypoints.length >= 2 ? (
        <Text size="sm" mt={4} data-testid="waypoints-planned">
          {t('navigation:waypoints.planned', { distance: number.format(legs.totalNm) })}
        </Text>
      ) : null}
    </div>
  );
}
