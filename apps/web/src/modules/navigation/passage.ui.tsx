// The passages screen's parts (/navigation/passages, issue 14): the waypoints entered one per line and
// shown as read with the planned distance; in an existing passage's form the distance, duration and
// average speed from its positions, and its track and waypoints on the map.
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { PassageTrackPanel } from './passage-track-panel';
import { WaypointsInput } from './waypoints-input';

type Row = Record<string, unknown>;

export const passageUi = defineEntityUi(function usePassageParts() {
  return {
    formInputs: { waypoints: WaypointsInput },
    formExtra: (row: Row | undefined) =>
      typeof row?.id === 'string' && (row.departed_at || row.waypoints) ? (
        <PassageTrackPanel passageId={row.id} />
      ) : null,
  };
});
