// Which menu groups start open: the first group with entries of its own, and the current one.
import { groupForPath, NAV_GROUPS } from '../navigation';
import type { Area } from '../navigation';

export function initialOpenGroups(pathname: string): ReadonlySet<Area> {
  const open = new Set<Area>();
  const first = NAV_GROUPS.find((group) => group.items.length > 1);
  if (first) open.add(first.id);
  const current = groupForPath(pathname);
  if (current) open.add(current.id);
  return open;
}
