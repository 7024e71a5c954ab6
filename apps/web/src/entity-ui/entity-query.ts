// The list state of an entity screen kept in the URL search params (style.md section 5), and the
// API query built from it. Pure functions: tested in entity-query.test.ts.
import type { ComputedColumn, EntityDefinition, FieldDefinition } from '@mars/domain';

export const PAGE_SIZES = [25, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const PERIODS = ['7', '30', '90', 'all'] as const;
export type Period = (typeof PERIODS)[number];

export type ListState = {
  page: number;
  size: number;
  sort: string;
  q: string;
  period: Period;
  /** Equality filters by field, and range bounds as `<field>.gte` / `<field>.lte`. */
  filters: Record<string, string>;
};

const RESERVED = new Set(['page', 'size', 'sort', 'q', 'period']);
export const RANGE_SUFFIXES = ['.gte', '.lte'] as const;

/** A stored field, a computed column or the vessel link, as the list sees it. */
export type ColumnField = Pick<FieldDefinition, 'kind' | 'values' | 'unit' | 'references'> & {
  filter: boolean;
  sort: boolean;
};

export function columnField(entity: EntityDefinition, name: string): ColumnField | undefined {
  if (name === 'vessel_id') return { kind: 'reference', references: 'vessel', filter: true, sort: false };
  const field: FieldDefinition | ComputedColumn | undefined = entity.fields[name] ?? entity.computed?.[name];
  if (!field) return undefined;
  return {
    kind: field.kind,
    values: field.values,
    unit: 'unit' in field ? field.unit : undefined,
    references: 'references' in field ? field.references : undefined,
    filter: field.filter === true,
    sort: field.sort === true,
  };
}

/** Fields the filter bar offers (the vessel comes from the header's vessel selector). */
export function filterFieldNames(entity: EntityDefinition): string[] {
  return [...Object.keys(entity.fields), ...Object.keys(entity.computed ?? {})].filter(
    (name) => columnField(entity, name)?.filter === true,
  );
}

function isPeriod(value: string | null): value is Period {
  return value !== null && (PERIODS as readonly string[]).includes(value);
}

/** Whether a search param is a filter of the list (`field`, `field.gte`, `field.lte`). */
function isFilterParam(entity: EntityDefinition, key: string): boolean {
  const base = RANGE_SUFFIXES.reduce(
    (name, suffix) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : name),
    key,
  );
  return filterFieldNames(entity).includes(base) || (base === entity.list.dateFilterField && base !== key);
}

export function readListState(entity: EntityDefinition, params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const period = params.get('period');
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (RESERVED.has(key) || value === '') continue;
    if (isFilterParam(entity, key)) filters[key] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: params.get('sort') || entity.defaultSort,
    q: params.get('q') ?? '',
    period: isPeriod(period) ? period : 'all',
    filters,
  };
}

/** Writes a changed state back; defaults are left out so URLs stay short. Any change but paging goes to page 1. */
export function writeListState(
  entity: EntityDefinition,
  state: ListState,
  previous: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  // Params of the screen itself (e.g. a horizon of a fixed view) stay as they are.
  for (const [key, value] of previous) {
    if (!RESERVED.has(key) && !isFilterParam(entity, key)) params.append(key, value);
  }
  if (state.q) params.set('q', state.q);
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(key, value);
  if (state.period !== 'all') params.set('period', state.period);
  if (state.sort !== entity.defaultSort) params.set('sort', state.sort);
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `sort` after a click on a column header: ascending first, then descending, then ascending again. */
export function nextSort(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

export function sortDirection(current: string, field: string): 'asc' | 'desc' | null {
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return null;
}

/** 'YYYY-MM-DD' of today + days in UTC. */
export function isoDayPlus(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** The query of `GET /api/v1/<resource>` (and its stats and exports) for a list state. */
export function listApiQuery(
  entity: EntityDefinition,
  state: ListState,
  options: { vesselId?: string; fixedFilters?: Record<string, string>; today?: Date } = {},
): Record<string, string> {
  const query: Record<string, string> = { ...state.filters, ...options.fixedFilters };
  if (state.q.trim()) query.q = state.q.trim();
  if (state.sort) query.sort = state.sort;
  if (options.vesselId && entity.scope === 'vessel') query.vessel_id = options.vesselId;
  const dateField = entity.list.dateFilterField;
  if (dateField && state.period !== 'all') {
    query[`${dateField}.gte`] = isoDayPlus(options.today ?? new Date(), -Number(state.period));
  }
  return query;
}

export function pageQuery(state: ListState): { limit: string; offset: string } {
  return { limit: String(state.size), offset: String((state.page - 1) * state.size) };
}
