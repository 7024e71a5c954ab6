// Settings, vessel information (spec section 3: name, IMO number, flag state, gross tonnage) of the
// vessel selected in the header: editable by the admins who manage it (organization admins, the ship
// admin of their own vessel), read-only for everyone else. Saving refreshes the vessel selector too.
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { mayWriteEntity, vesselEntity } from '@mars/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconShip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { FormError } from '../../app/form-error';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useFormatters } from '../../app/regional';
import { useVessel } from '../../app/vessel-context';
import { api } from '../../data/api-client';
import { EntityFormFields, pickWritable, useFormResolver } from '../../entity-ui/entity-form-fields';
import { entityKeys } from '../../entity-ui/entity-keys';
import { fieldLabel } from '../../entity-ui/entity-labels';
import { enumLabel } from '../../entity-ui/enum-label';
import type { FormValues } from '../../entity-ui/form-values';
import { apiValues, initialFormValues, serverFieldErrors } from '../../entity-ui/form-values';
import { SettingsSection } from '../../app/settings-section';
import { SettingValue } from './setting-value';

type Row = Record<string, unknown>;

/** The vessel information of the settings screen (spec section 3). */
const SECTION_FIELDS = ['name', 'imo_number', 'flag_state', 'gross_tonnage'] as const;

function VesselFacts({ vessel }: { vessel: Row }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const tonnage = typeof vessel.gross_tonnage === 'number' ? `${format.number(vessel.gross_tonnage)} GT` : '';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <SettingValue label={fieldLabel(t, vesselEntity, 'name')} value={String(vessel.name ?? '')} />
      <SettingValue
        label={fieldLabel(t, vesselEntity, 'imo_number')}
        value={String(vessel.imo_number ?? '')}
      />
      <SettingValue
        label={fieldLabel(t, vesselEntity, 'flag_state')}
        value={String(vessel.flag_state ?? '')}
      />
      <SettingValue label={fieldLabel(t, vesselEntity, 'gross_tonnage')} value={tonnage} />
      <SettingValue
        label={fieldLabel(t, vesselEntity, 'vessel_type')}
        value={enumLabel(t, vesselEntity.name, 'vessel_type', String(vessel.vessel_type ?? ''))}
      />
    </SimpleGrid>
  );
}

function VesselForm({ vessel }: { vessel: Row }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: useFormResolver(vesselEntity),
    defaultValues: initialFormValues(vesselEntity, vessel),
  });
  useEffect(() => form.reset(initialFormValues(vesselEntity, vessel)), [vessel, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api.upsert(vesselEntity.resource, String(vessel.id), {
        ...pickWritable(vesselEntity, vessel),
        ...apiValues(vesselEntity, values),
        version: vessel.version,
      });
      await queryClient.invalidateQueries({ queryKey: entityKeys(vesselEntity).all });
      notifications.show({ color: 'green', message: t('vessel.saved') });
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const [field, keys] of Object.entries(fields ?? {})) {
        form.setError(field, { type: 'server', message: keys[0] ?? 'validation:invalid' });
      }
      setFormError(errorText(t, error, 'errors:save_failed'));
      // A 409: someone changed the vessel meanwhile; its current values load into the form.
      await queryClient.invalidateQueries({ queryKey: entityKeys(vesselEntity).one(String(vessel.id)) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('vessel.title')}>
      <Stack gap="md">
        <FormError message={formError} />
        <EntityFormFields entity={vesselEntity} form={form} sections={[SECTION_FIELDS]} withVessel={false} />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('vessel.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function VesselSection() {
  const { t } = useTranslation('settings');
  const { user } = useAuth();
  const { selectedVessel } = useVessel();
  const id = selectedVessel?.id;
  const query = useQuery({
    queryKey: entityKeys(vesselEntity).one(id ?? ''),
    queryFn: () => api.get<Row>(vesselEntity.resource, id!),
    enabled: id !== undefined,
  });
  const mayEdit = mayWriteEntity(vesselEntity, user?.role);
  return (
    <SettingsSection
      id="vessel"
      title={t('vessel.title')}
      description={t(mayEdit ? 'vessel.descriptionEdit' : 'vessel.description')}
      icon={IconShip}
    >
      {!id ? (
        <Text>{t('common:noVessel.message')}</Text>
      ) : query.isPending ? (
        <LoadingIndicator size="sm" label={t('common:loading')} />
      ) : query.isError ? (
        <Alert color="red">{errorText(t, query.error)}</Alert>
      ) : mayEdit ? (
        <VesselForm vessel={query.data} />
      ) : (
        <VesselFacts vessel={query.data} />
      )}
    </SettingsSection>
  );
}
