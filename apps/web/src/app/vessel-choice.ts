// Which vessel a user works on (spec section 2). A user whose data lies on one vessel only (crew,
// officers and the Master on board, scoped to their vessels; design.md section 7) has it chosen for
// them; everyone else chooses, and may clear the choice to see the whole fleet again.
import { isOrganizationAdmin } from '@mars/domain/first-screen';

type VesselLike = { id: string };

export type VesselChoice<V extends VesselLike> = {
  selected: V | null;
  /** The choice is the user's own: it can be changed or cleared (the fleet view). */
  isFixed: boolean;
};

export function vesselChoice<V extends VesselLike>(
  vessels: readonly V[],
  storedId: string,
  role: string | undefined,
): VesselChoice<V> {
  const only = vessels.length === 1 ? vessels[0] : undefined;
  if (only && role !== undefined && !isOrganizationAdmin(role)) return { selected: only, isFixed: true };
  return { selected: vessels.find((vessel) => vessel.id === storedId) ?? null, isFixed: false };
}
