// A track on a map that works offline (issue 14 'Navigation'): the positions as a line with a dot each
// and the newest marked, the waypoints as a dashed line, over the bundled coastline (loaded on first
// use from its own chunk, precached for offline use: no tile server), as SVG that scales to a phone.
import { Text } from '@mantine/core';
import type { Coastline, TrackPoint, Waypoint } from '@mars/domain';
import { loadCoastline } from '@mars/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { boundsOf, coastPath, linePath, projectionOf } from './track-projection';

function useCoastline(): Coastline | null {
  const [coastline, setCoastline] = useState<Coastline | null>(null);
  useEffect(() => {
    let live = true;
    void loadCoastline().then((loaded) => live && setCoastline(loaded));
    return () => {
      live = false;
    };
  }, []);
  return coastline;
}

export function TrackMap({
  track,
  waypoints = [],
  label,
}: {
  track: readonly TrackPoint[];
  waypoints?: readonly Waypoint[];
  label: string;
}) {
  const { t } = useTranslation();
  const coastline = useCoastline();
  const projection = useMemo(() => {
    const bounds = boundsOf([...track, ...waypoints]);
    return bounds ? projectionOf(bounds) : null;
  }, [track, waypoints]);
  const coast = useMemo(
    () => (coastline && projection ? coastPath(coastline, projection) : ''),
    [coastline, projection],
  );
  if (!projection) {
    return (
      <Text size="sm" c="dimmed">
        {t('navigation:map.none')}
      </Text>
    );
  }
  const last = track.at(-1);
  return (
    <div>
      <svg
        viewBox={`0 0 ${projection.width} ${projection.height}`}
        role="img"
        aria-label={label}
        data-testid="track-map"
        style={{ width: '100%', maxWidth: 760, height: 'auto', display: 'block', borderRadius: 4 }}
      >
        <title>{label}</title>
        <rect width={projection.width} height={projection.height} fill="var(--mantine-color-blue-0)" />
        <path
          d={coast}
          fill="none"
          stroke="var(--mantine-color-gray-7)"
          strokeWidth={1}
          data-testid="track-map-coast"
        />
        {waypoints.length > 1 ? (
          <path
            d={linePath(waypoints, projection)}
            fill="none"
            stroke="var(--mantine-color-orange-7)"
            strokeWidth={1.5}
            strokeDasharray="6 4"
          />
        ) : null}
        {waypoints.map((waypoint) => (
          <rect
            key={`wp-${waypoint.number}`}
            x={projection.x(waypoint.longitude) - 3}
            y={projection.y(waypoint.latitude) - 3}
            width={6}
            height={6}
            fill="var(--mantine-color-orange-7)"
          />
        ))}
        <path
          d={linePath(track, projection)}
          fill="none"
          stroke="var(--mantine-color-blue-8)"
          strokeWidth={2}
          data-testid="track-map-track"
        />
        {track.map((point) => (
          <circle
            key={point.recorded_at}
            cx={projection.x(point.longitude)}
            cy={projection.y(point.latitude)}
            r={2}
            fill="var(--mantine-color-blue-8)"
          />
        ))}
        {last ? (
          <circle
            cx={projection.x(last.longitude)}
            cy={projection.y(last.latitude)}
            r={5}
            fill="var(--mantine-color-red-7)"
            stroke="white"
            strokeWidth={1.5}
          />
        ) : null}
      </svg>
      <Text size="xs" c="dimmed" mt={4}>
        {t('navigation:map.legend', { count: track.length })}{' '}
        {waypoints.length > 0 ? t('navigation:map.waypoints', { count: waypoints.length }) : ''}{' '}
        {t('navigation:map.source')}
      </Text>
    </div>
  );
}
