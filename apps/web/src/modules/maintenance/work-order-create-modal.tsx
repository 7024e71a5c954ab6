// 'New work order' with pickers for the vessel, equipment and assignee (the generic form takes a
// reference as an id). The server gives the number; validation is spec section 5 'Maintenance'.
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WORK_ORDER_PRIORITIES, workOrderEntity } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';

import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import { api, ApiError } from '../../data/api-client';
import { refreshMaintenance, useAssignees, useEquipmentNames } from './maintenance-api';

type Draft = {
  vessel_id: string;
  title: string;
  equipment_id: string;
  priority: string;
  assigned_to: string;
  due_date: string;
  scheduled_date: string;
  description: string;
};

const REQUIRED: (keyof Draft)[] = [
  'vessel_id',
  'title',
  'equipment_id',
  'priority',
  'assigned_to',
  'due_date',
  'description',
];

export function WorkOrderCreateModal(props: {
  opened: boolean;
  onClose(): void;
  equipmentId?: string;
  vesselId?: string;
}) {
  const { t } = useTranslation('maintenance');
  const queryClient = useQueryClient();
  const { selectedVessel, vessels } = useVessel();
  const empty: Draft = {
    vessel_id: '',
    title: '',
    equipment_id: props.equipmentId ?? '',
    priority: 'medium',
    assigned_to: '',
    due_date: '',
    scheduled_date: '',
    description: '',
  };
  const [draft, setDraft] = useState<Draft>(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // The vessel: chosen here, else the one of the row's context, the selected one, or the only one.
  const onlyVessel = vessels.length === 1 ? vessels[0]!.id : '';
  const fixedVessel = props.vesselId ?? selectedVessel?.id ?? onlyVessel;
  const vesselId = draft.vessel_id || fixedVessel || undefined;
  const equipment = useEquipmentNames(vesselId);
  const assignees = useAssignees(vesselId);

  const set = (field: keyof Draft) => (value: string | null) => {
    setDraft((current) => ({
      ...current,
      [field]: value ?? '',
      ...(field === 'vessel_id' ? { equipment_id: '', assigned_to: '' } : {}),
    }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };
  const close = () => {
    setDraft(empty);
    setFieldErrors({});
    setFailure(null);
    props.onClose();
  };

  async function save() {
    const values = { ...draft, vessel_id: vesselId ?? '' };
    const missing = REQUIRED.filter((field) => !values[field].trim());
    if (missing.length > 0) {
      setFieldErrors(Object.fromEntries(missing.map((field) => [field, t('validation:required')])));
      return;
    }
    setIsSaving(true);
    setFailure(null);
    try {
      const row = await api.upsert<Record<string, unknown>>(workOrderEntity.resource, uuidv7(), {
        ...values,
        scheduled_date: values.scheduled_date || null,
      });
      notifications.show({ color: 'green', message: t('create.saved', { number: row.work_order_number }) });
      await refreshMaintenance(queryClient);
      close();
    } catch (error) {
      const fields =
        error instanceof ApiError
          ? (error.details.fields as Record<string, string[]> | undefined)
          : undefined;
      if (fields)
        setFieldErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, keys]) => [field, t(keys[0] ?? 'validation:invalid')]),
          ),
        );
      setFailure(errorText(t, error, 'errors:save_failed'));
    } finally {
      setIsSaving(false);
    }
  }

  const label = (field: string) => t(`entities:workOrder.fields.${field}`);
  return (
    <Modal opened={props.opened} onClose={close} title={t('create.title')} size="lg">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fixedVessel ? null : (
            <Select
              label={label('vessel_id')}
              required
              data={vessels.map((vessel) => ({ value: vessel.id, label: vessel.name }))}
              value={draft.vessel_id || null}
              onChange={set('vessel_id')}
              error={fieldErrors.vessel_id}
            />
          )}
          <TextInput
            label={label('title')}
            required
            value={draft.title}
            onChange={(event) => set('title')(event.currentTarget.value)}
            error={fieldErrors.title}
            maxLength={200}
          />
          <Select
            label={label('equipment_id')}
            required
            searchable
            data={(equipment.data ?? []).map((item) => ({
              value: item.id,
              label: `${item.code} · ${item.name}`,
            }))}
            value={draft.equipment_id || null}
            onChange={set('equipment_id')}
            error={fieldErrors.equipment_id}
            disabled={!vesselId}
          />
          <Select
            label={label('priority')}
            required
            data={WORK_ORDER_PRIORITIES.map((value) => ({
              value,
              label: t(`entities:workOrder.enums.priority.${value}`),
            }))}
            value={draft.priority}
            onChange={set('priority')}
            error={fieldErrors.priority}
            allowDeselect={false}
          />
          <Select
            label={label('assigned_to')}
            required
            searchable
            data={(assignees.data ?? []).map((person) => ({
              value: person.id,
              label: `${person.full_name} (${t(`roles.${person.role}`)})`,
            }))}
            value={draft.assigned_to || null}
            onChange={set('assigned_to')}
            error={fieldErrors.assigned_to}
            disabled={!vesselId}
          />
          <TextInput
            type="date"
            label={label('due_date')}
            required
            value={draft.due_date}
            onChange={(event) => set('due_date')(event.currentTarget.value)}
            error={fieldErrors.due_date}
          />
          <TextInput
            type="date"
            label={label('scheduled_date')}
            value={draft.scheduled_date}
            onChange={(event) => set('scheduled_date')(event.currentTarget.value)}
            error={fieldErrors.scheduled_date}
          />
        </SimpleGrid>
        <Textarea
          label={label('description')}
          required
          autosize
          minRows={3}
          value={draft.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          error={fieldErrors.description}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('entityUi:cancel')}
          </Button>
          <Button loading={isSaving} onClick={() => void save()}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
