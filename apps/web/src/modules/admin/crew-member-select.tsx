// The crew member record a user is (issue 11): picked among the seafarers of the user's vessels who
// are not linked to anyone else yet, by name and rank.
import { Select } from '@mantine/core';
import { crewMemberEntity } from '@mars/domain';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { api } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { enumLabel } from '../../entity-ui/enum-label';
import { REFERENCE_OPTION_LIMIT } from '../../entity-ui/reference-options';

type CrewMember = { id: string; first_name: string; last_name: string; rank: string; user_id: string | null };

export type CrewMemberSelectProps = {
  vesselIds: readonly string[];
  /** The user being edited (their own record stays on offer). */
  userId: string | undefined;
  value: string;
  onChange(value: string): void;
  error?: string;
};

export function CrewMemberSelect({ vesselIds, userId, value, onChange, error }: CrewMemberSelectProps) {
  const { t } = useTranslation('admin');
  const results = useQueries({
    queries: vesselIds.map((vesselId) => {
      const query = { vessel_id: vesselId, limit: String(REFERENCE_OPTION_LIMIT), sort: 'last_name' };
      return {
        queryKey: entityKeys(crewMemberEntity).list(query),
        queryFn: () => api.list<CrewMember>(crewMemberEntity.resource, query),
      };
    }),
  });
  const options = results
    .flatMap((result) => result.data?.rows ?? [])
    .filter((row) => !row.user_id || row.user_id === userId)
    .map((row) => ({
      value: row.id,
      label: `${row.first_name} ${row.last_name} · ${enumLabel(t, crewMemberEntity.name, 'rank', row.rank)}`,
    }));
  const isLoading = results.some((result) => result.isPending);
  return (
    <Select
      label={t('users.form.crewMember')}
      description={
        vesselIds.length === 0 ? t('users.form.crewMemberNoVessel') : t('users.form.crewMemberHelp')
      }
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      disabled={vesselIds.length === 0}
      searchable
      clearable
      nothingFoundMessage={isLoading ? t('common:loading') : t('users.form.crewMemberNone')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
