// A work item's cells as the dashboard's upcoming tasks and the tasks screen show them: its name, a link to the
// screen where it is done, and its number or type under it, in the reader's language (a drill is
// named by its type, a crew certificate's type and a month of rest hours are told in words).
import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormatters } from './regional';

type Item = { kind: string; title: string; detail: string | null; link: string };

/** Enum labels by kind: the title of a drill is its type, the detail of a crew certificate its type. */
const ENUM_TITLES: Readonly<Record<string, string>> = { drill: 'entities:drill.enums.drill_type' };
const ENUM_DETAILS: Readonly<Record<string, string>> = {
  crew_certificate: 'entities:crewCertificate.enums.certificate_type',
};

/** 'YYYY-MM' as the month's name and year in the language ('November 2026'). */
function monthName(month: string, language: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleString(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function WorkItemTitle({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const titleKey = ENUM_TITLES[item.kind];
  const detailKey = ENUM_DETAILS[item.kind];
  let detail = item.detail;
  if (detail && detailKey) detail = t(`${detailKey}.${detail}`, { defaultValue: detail });
  else if (detail && item.kind === 'rest_hours') {
    detail = t('tasks:restHoursDetail', { month: monthName(detail, i18n.language) });
  }
  return (
    <>
      <Anchor component={Link} to={item.link} size="sm" fw={600}>
        {titleKey ? t(`${titleKey}.${item.title}`, { defaultValue: item.title }) : item.title}
      </Anchor>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </>
  );
}

/** A work item's name, vessel, day and how far off it is (`when`), as cells of a row. */
export function WorkItemCells({
  item,
  when,
}: {
  item: Item & { vesselName: string; date: string };
  when: ReactNode;
}) {
  const format = useFormatters();
  return (
    <>
      <Table.Td>
        <WorkItemTitle item={item} />
      </Table.Td>
      <Table.Td>{item.vesselName}</Table.Td>
      <Table.Td>{format.date(`${item.date}T12:00:00Z`)}</Table.Td>
      <Table.Td>{when}</Table.Td>
    </>
  );
}
