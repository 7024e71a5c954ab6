// The parts the record books' screens share (oil, garbage, ballast water): the form's part and its codes
// or categories as the vessel keeps them (Part II only where the vessel's type and tonnage ask for it),
// the help above the entries, its first paragraph shown and the others on request; 'Download PDF' and
// 'Verify chain' with the verification's answer, what needs attention (the entries' warnings, the
// ballast book's readiness), an entry's number with its marks and the tanks as the entries leave them
// (texts under `entities:<entity>.ui`).
import { Alert, Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { useConnectionState } from '../../app/connection-status';
import { errorText } from '../../app/error-text';
import { useVessel } from '../../app/vessel-context';
import type { Vessel } from '../../data/api-client';
import type { FieldInputProps } from '../../entity-ui/field-kinds/field-kind.types';
import { fieldKind } from '../../entity-ui/field-kinds/field-kinds';

type Row = Record<string, unknown>;

const EnumInput = fieldKind('enum').Input;

type PartsKept = (vessel: Vessel) => readonly string[];

/** The parts the form's vessel keeps (both while the vessel is not known). */
function usePartsKept(vesselId: string | undefined, partsKept: PartsKept): readonly string[] {
  const { vessels, selectedVessel } = useVessel();
  const vessel = vessels.find((candidate) => candidate.id === vesselId) ?? selectedVessel;
  return vessel ? partsKept(vessel) : ['I', 'II'];
}

/** An enum input offering only the values of the parts the vessel keeps (`partOf` a value's part). */
export function keptPartsInput(
  partsKept: PartsKept,
  partOf: (value: string) => string | undefined,
): ComponentType<FieldInputProps> {
  return function KeptPartsInput(props: FieldInputProps) {
    const kept = usePartsKept(props.vesselId, partsKept);
    const values = (props.field.values ?? []).filter((value) => kept.includes(partOf(value) ?? ''));
    return <EnumInput {...props} field={{ ...props.field, values }} />;
  };
}

/** The help of a book: `<prefix>.help.<part>` texts, the first always, `<prefix>.helpMore|helpLess`. */
export function RecordBookHelp({ prefix, parts }: { prefix: string; parts: readonly string[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const text = (part: string) => (
    <Text key={part} size="sm">
      {t(`${prefix}.help.${part}`)}
    </Text>
  );
  return (
    <Stack gap={4}>
      {text(parts[0]!)}
      {opened ? parts.slice(1).map(text) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={opened}
        onClick={() => setOpened((value) => !value)}
      >
        {t(opened ? `${prefix}.helpLess` : `${prefix}.helpMore`)}
      </Button>
    </Stack>
  );
}

type Verification = { ok: boolean };

/** 'Download PDF' (in the user's language) and 'Verify chain', with the verification's lines. */
export function BookActions<Result extends Verification>(props: {
  entity: string;
  testId: string;
  download: (language: 'en' | 'de') => Promise<unknown>;
  verify: () => Promise<Result>;
  lines: (result: Result) => string[];
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<'pdf' | 'verify' | null>(null);
  const [verification, setVerification] = useState<Result | null>(null);
  const ui = (key: string) => t(`entities:${props.entity}.ui.${key}`);
  const connection = useConnectionState();

  async function run(kind: 'pdf' | 'verify', failedKey: string, work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch (failure) {
      notifications.show({ color: 'red', message: `${ui(failedKey)}: ${errorText(t, failure)}` });
    } finally {
      setBusy(null);
    }
  }

  // Both are the server's work: without the connection they are not offered, and the line says when.
  if (connection === 'offline') {
    return (
      <Text size="sm" c="dimmed" data-testid="record-book-server-actions-offline">
        {t('entities:recordBook.serverActionsOffline')}
      </Text>
    );
  }
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconDownload size={16} />}
          variant="light"
          loading={busy === 'pdf'}
          onClick={() =>
            void run('pdf', 'downloadFailed', async () => {
              await props.download(i18n.language?.startsWith('de') ? 'de' : 'en');
            })
          }
        >
          {ui('downloadPdf')}
        </Button>
        <Button
          leftSection={<IconShieldCheck size={16} />}
          variant="default"
          loading={busy === 'verify'}
          onClick={() =>
            void run('verify', 'verifyFailed', async () => {
              setVerification(await props.verify());
            })
          }
        >
          {ui('verify')}
        </Button>
      </Group>
      {verification ? (
        <Alert
          color={verification.ok ? 'green' : 'red'}
          variant="light"
          role="status"
          data-testid={props.testId}
        >
          {props.lines(verification).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      ) : null}
    </>
  );
}

type Warning = {
  entry_id: string;
  entry_number: string | null;
  warning: string;
  tank_id: string | null;
  value: number | null;
};

/** What needs attention before an inspection: an orange alert with its title and one line per item. */
export function AttentionAlert(props: {
  title: string;
  items: readonly { key: string; text: string }[];
  testId?: string;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      title={props.title}
      data-testid={props.testId}
    >
      <List size="sm" spacing={2}>
        {props.items.map((item) => (
          <List.Item key={item.key}>{item.text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The entries that need attention: one line per warning (`entities:<entity>.ui.warning.<code>`). */
export function BookWarnings({
  entity,
  warnings,
  tankName,
}: {
  entity: string;
  warnings: readonly Warning[];
  tankName: (id: string | null) => string;
}) {
  const { t, i18n } = useTranslation();
  const entries = new Set(warnings.map((warning) => warning.entry_id)).size;
  return (
    <AttentionAlert
      title={t(`entities:${entity}.ui.warningsTitle`, { count: entries })}
      items={warnings.map((warning, index) => ({
        key: `${warning.entry_id}-${warning.warning}-${index}`,
        text: t(`entities:${entity}.ui.warning.${warning.warning}`, {
          number: warning.entry_number ?? '',
          tank: tankName(warning.tank_id),
          value: warning.value === null ? '' : warning.value.toLocaleString(i18n.language),
        }),
      }))}
    />
  );
}

/** An entry's number, marked where it needs attention and where it corrects another entry. */
export function EntryNumberCell({ entity, row, flagged }: { entity: string; row: Row; flagged: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{String(row.entry_number ?? '')}</Text>
        {flagged ? (
          <Badge color="orange" variant="light" size="sm">
            {t(`entities:${entity}.ui.warningBadge`)}
          </Badge>
        ) : null}
      </Group>
      {row.corrects_id ? (
        <Text size="xs" c="dimmed">
          {t(`entities:${entity}.fields.corrects_id`)}
        </Text>
      ) : null}
    </div>
  );
}

const TANK_STATE_COLOR = { ok: 'green', below_zero: 'red', above_capacity: 'red' } as const;

/**
 * A tank's state in a book's tank table. Its words wrap inside the badge on a phone ('In Ordnung',
 * 'Über Kapazität'), where a badge would cut them off.
 */
function TankStateBadge({ state, label }: { state: keyof typeof TANK_STATE_COLOR; label: string }) {
  return (
    <Badge
      color={TANK_STATE_COLOR[state]}
      variant="light"
      h="auto"
      py={2}
      tt="none"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}

/** A cubic metre figure of a book's tanks, with one decimal. */
export function tankVolume(value: number, language: string): string {
  return value.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A tank's line in a book's tank table; `detail` a second line under its name (what the tank holds). */
export type TankLine = {
  id: string;
  name: string;
  detail?: string;
  amount: string;
  state: keyof typeof TANK_STATE_COLOR;
  stateLabel: string;
};

/** A book's tanks as its entries leave them: name, amount (`columns[0]`) and state (`columns[1]`). */
export function TankTable(props: {
  label: string;
  columns: readonly [amount: string, state: string];
  lines: readonly TankLine[];
  rowTestId: string;
  horizontalSpacing?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder horizontalSpacing={props.horizontalSpacing} aria-label={props.label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('entities:vesselTank.fields.name')}</Table.Th>
          <Table.Th>{props.columns[0]}</Table.Th>
          <Table.Th>{props.columns[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.lines.map((line) => (
          <Table.Tr key={line.id} data-testid={props.rowTestId}>
            <Table.Td>
              {line.detail === undefined ? (
                line.name
              ) : (
                <>
                  <Text size="sm">{line.name}</Text>
                  {/* A German tank type is one long word ('Bilgenwassersammeltank'): it breaks rather than widen a phone. */}
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {line.detail}
                  </Text>
                </>
              )}
            </Table.Td>
            <Table.Td>{line.amount}</Table.Td>
            <Table.Td>
              <TankStateBadge state={line.state} label={line.stateLabel} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
