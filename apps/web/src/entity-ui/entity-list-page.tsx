// The list screen of any entity (style.md section 5): stat cards, filters, a virtualised table of the
// current page, paging, sort, export, and the form for new and edited rows. Its state lives in the URL.
import { Button, Group, Pagination, Paper, Select, Text } from '@mantine/core';
import type { EntityDefinition } from '@mars/domain';
import { hiddenFieldsOf, mayWriteEntity, rowWritePermissions } from '@mars/domain';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useAuth } from '../app/auth/auth-context';
import { PageHeader } from '../app/page-header';
import { QueryContent } from '../app/query-content';
import { useVessel } from '../app/vessel-context';
import { useEntityClient } from '../app/data-source';
import { EntityFilterBar } from './entity-filter-bar';
import type { EntityFormMessages, EntityFormModalProps } from './entity-form-modal';
import { EntityFormModal } from './entity-form-modal';
import { entityKeys } from './entity-keys';
import { entityLabel } from './entity-labels';
import type { ListState } from './entity-query';
import { listApiQuery, nextSort, PAGE_SIZES, pageQuery, readListState, writeListState } from './entity-query';
import { EntityTable } from './entity-table';
import { ExportMenu } from './export-menu';
import type { RowDeleteMessages, RowPermissions } from './row-actions-menu';
import { RowActionsMenu } from './row-actions-menu';
import { StatCards } from './stat-cards';
import { useWorkflowActions, WorkflowActionItems } from './workflow-actions';

export type EntityListPageProps<Row extends Record<string, unknown> = Record<string, unknown>> = {
  entity: EntityDefinition;
  /** Filters always applied (e.g. a fixed view) in addition to the user's own. */
  fixedFilters?: Record<string, string>;
  /** Replaces the page title (already translated). */
  title?: string;
  /** Extra buttons in the page header, beside 'New' and 'Export'. */
  headerActions?: ReactNode;
  /** What each row's state allows (Edit, Delete); by the entity's workflow, or both, when not given. */
  rowPermissions?: (row: Row) => RowPermissions;
  /** Extra per-row actions (menu items) besides edit, delete and the workflow's steps. */
  rowActions?: (row: Row) => ReactNode;
  /** Custom cell renderers by column name. */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Opens a detail screen instead of the edit form. */
  onRowClick?: (row: Row) => void;
  /** Values preset in the 'New' form. */
  createDefaults?: Record<string, unknown>;
  /** Shown above the table (e.g. a horizon choice of a fixed view). */
  toolbar?: ReactNode;
  /** Extra content in the form of the row being edited. */
  formExtra?: (row: Record<string, unknown> | undefined) => ReactNode;
  /** The label of the 'New' button (already translated). */
  createLabel?: string;
  /** 'New' opens this (e.g. a form page) instead of the form modal. */
  onCreate?: () => void;
  /** 'Edit' of a row opens this (e.g. a form page) instead of the form modal. */
  onEditRow?: (row: Row) => void;
  /** Inputs of the form replacing the field kind's input for some fields. */
  formInputs?: EntityFormModalProps['inputs'];
  /** The screen's own texts for saves and deletes (already translated). */
  messages?: EntityFormMessages & RowDeleteMessages;
};

type Row = Record<string, unknown>;
type Editing = { row?: Row } | null;

/** What a row's state allows, narrowed by whether the user may delete rows at all. */
function withDelete(permissions: RowPermissions | undefined, canDelete: boolean): RowPermissions {
  const allowed = permissions ?? { edit: true, remove: true };
  return { edit: allowed.edit, remove: allowed.remove && canDelete };
}

export function EntityListPage(props: EntityListPageProps) {
  const {
    entity,
    fixedFilters,
    title,
    headerActions,
    rowActions,
    rowPermissions,
    onRowClick,
    createDefaults,
    toolbar,
    formExtra,
    createLabel,
    onCreate,
    onEditRow,
    messages,
    formInputs,
  } = props;
  const { t } = useTranslation();
  const { user } = useAuth();
  const { selectedVessel, vessels } = useVessel();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const state = useMemo(() => readListState(entity, searchParams), [entity, searchParams]);
  const filterQuery = useMemo(
    () => listApiQuery(entity, state, { vesselId: selectedVessel?.id, fixedFilters }),
    [entity, state, selectedVessel?.id, fixedFilters],
  );
  const client = useEntityClient();
  const query = useQuery({
    queryKey: entityKeys(entity).list({ ...filterQuery, ...pageQuery(state) }, client.source),
    queryFn: () => client.list<Row>(entity, { ...filterQuery, ...pageQuery(state) }),
    networkMode: client.networkMode,
    placeholderData: keepPreviousData,
  });
  const canWrite = mayWriteEntity(entity, user?.role);
  // Some writers edit rows without creating or deleting them (a ship admin and the fleet's vessels).
  const canCreate = mayWriteEntity(entity, user?.role, 'create');
  const canDelete = mayWriteEntity(entity, user?.role, 'delete');
  const workflow = useWorkflowActions(entity);

  const update = (patch: Partial<ListState>) => {
    const next = { ...state, ...patch, page: patch.page ?? 1 };
    setSearchParams(writeListState(entity, next, searchParams), { replace: true });
  };

  const showVessel = entity.scope === 'vessel' && !selectedVessel;
  // Personal fields the user may not see on others' rows are no column of the list.
  const hidden = hiddenFieldsOf(entity, { role: user?.role, userId: user?.id });
  const listed = entity.list.columns.filter((name) => !hidden.includes(name));
  const columns = showVessel ? ['vessel_id', ...listed] : listed;
  const vesselNames = useMemo(() => new Map(vessels.map((vessel) => [vessel.id, vessel.name])), [vessels]);
  const cells = {
    vessel_id: (row: Row) => vesselNames.get(String(row.vessel_id)) ?? '',
    ...props.cells,
  };
  const pageTitle = title ?? entityLabel(t, entity, 2);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));
  const hasUserFilters = state.q !== '' || Object.keys(state.filters).length > 0 || state.period !== 'all';

  return (
    <>
      <PageHeader
        title={pageTitle}
        actions={
          <Group gap="sm">
            {headerActions}
            <ExportMenu entity={entity} query={filterQuery} title={title} />
            {canCreate ? (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => (onCreate ? onCreate() : setEditing({}))}
              >
                {createLabel ?? t('entityUi:new')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <StatCards entity={entity} query={filterQuery} />
      {toolbar}
      <EntityFilterBar
        entity={entity}
        state={state}
        fixed={Object.keys(fixedFilters ?? {})}
        onChange={update}
      />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <QueryContent query={query} retry>
          {(data) =>
            data.rows.length === 0 ? (
              <Text ta="center" py="xl" c="dimmed">
                {t(hasUserFilters ? 'entityUi:emptyFiltered' : 'entityUi:empty')}
              </Text>
            ) : (
              <EntityTable
                entity={entity}
                columns={columns}
                rows={data.rows}
                sort={state.sort}
                onSort={(field) => update({ sort: nextSort(state.sort, field) })}
                cells={cells}
                onRowClick={onRowClick ?? (canWrite ? (row) => setEditing({ row }) : undefined)}
                actions={(row) => (
                  <RowActionsMenu
                    entity={entity}
                    row={row}
                    canWrite={canWrite}
                    permissions={withDelete(
                      rowPermissions?.(row) ?? rowWritePermissions(entity, row),
                      canDelete,
                    )}
                    onEdit={(selected) => (onEditRow ? onEditRow(selected) : setEditing({ row: selected }))}
                    extra={
                      rowActions || workflow.actionsOf(row).length > 0 ? (
                        <>
                          {rowActions?.(row)}
                          <WorkflowActionItems entity={entity} row={row} workflow={workflow} />
                        </>
                      ) : undefined
                    }
                    messages={messages}
                  />
                )}
              />
            )
          }
        </QueryContent>
        {total > 0 ? (
          <Group justify="space-between" mt="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('entityUi:pageInfo', {
                from: (state.page - 1) * state.size + 1,
                to: Math.min(state.page * state.size, total),
                total,
              })}
            </Text>
            <Group gap="sm">
              <Select
                aria-label={t('entityUi:pageSize')}
                data={PAGE_SIZES.map(String)}
                value={String(state.size)}
                onChange={(value) => update({ size: Number(value ?? PAGE_SIZES[0]) })}
                w={90}
                allowDeselect={false}
              />
              <Pagination
                total={pages}
                value={Math.min(state.page, pages)}
                onChange={(page) => update({ page })}
                getControlProps={(control) => ({ 'aria-label': t(`entityUi:pagination.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('entityUi:pagination.page', { page }) })}
              />
            </Group>
          </Group>
        ) : null}
      </Paper>
      <EntityFormModal
        entity={entity}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        row={editing?.row}
        defaults={createDefaults}
        messages={messages}
        inputs={formInputs}
      >
        {formExtra?.(editing?.row)}
      </EntityFormModal>
      {workflow.dialog}
    </>
  );
}
