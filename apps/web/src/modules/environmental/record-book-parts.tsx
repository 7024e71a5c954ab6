// What the record books' screens share (/environmental/orb, /environmental/ballast): the help with its
// sources folded after its first part, 'Download PDF' and 'Verify chain' with the verification's
// answer, and 'Correct entry' of a signed or certified entry: a new entry that references it,
// pre-filled with its particulars, with the reason to give. Texts under `entities:<entity>.ui`.
import { Alert, Badge, Button, Group, List, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EntityDefinition, Role } from '@mars/domain';
import { mayWriteEntity } from '@mars/domain';
import { IconAlertTriangle, IconDownload, IconPencilCheck, IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { errorText } from '../../app/error-text';
import { EntityFormModal } from '../../entity-ui/entity-form-modal';
import { entityKeys } from '../../entity-ui/entity-keys';

type Row = Record<string, unknown>;

/** The help of a book: its first part shown, the others behind 'Show more'. */
export function BookHelp({ entity, parts }: { entity: string; parts: readonly string[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const text = (part: string) => (
    <Text key={part} size="sm">
      {t(`entities:${entity}.ui.help.${part}`)}
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
        {t(opened ? `entities:${entity}.ui.helpLess` : `entities:${entity}.ui.helpMore`)}
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

/** The columns a correction starts from: the corrected entry's particulars, not its state or seal. */
export function correctionDefaults(entity: EntityDefinition, row: Row): Row {
  const skip = new Set([
    'id',
    'version',
    'entry_number',
    'status',
    'corrects_id',
    'correction_reason',
    ...(entity.serverFields ?? []),
  ]);
  const copied = Object.fromEntries(
    Object.keys(entity.fields)
      .filter((field) => !skip.has(field))
      .map((field) => [field, row[field]]),
  );
  return { ...copied, vessel_id: row.vessel_id, corrects_id: row.id };
}

/**
 * 'Correct entry' of a book's entries: `mayCorrect(row)` for a signed or certified entry the user may
 * write, `menuItem(row)` for its row menu, `modal` for the screen's children.
 */
export function useCorrection(entity: EntityDefinition) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [correcting, setCorrecting] = useState<Row | null>(null);
  const mayWrite = mayWriteEntity(entity, user?.role as Role | undefined, 'create');
  return {
    mayCorrect: (row: Row) => mayWrite && (row.status === 'signed' || row.status === 'certified'),
    menuItem: (row: Row) => (
      <Menu.Item leftSection={<IconPencilCheck size={14} />} onClick={() => setCorrecting(row)}>
        {t(`entities:${entity.name}.ui.correct`)}
      </Menu.Item>
    ),
    modal: correcting ? (
      <EntityFormModal
        entity={entity}
        opened
        onClose={() => setCorrecting(null)}
        title={t(`entities:${entity.name}.ui.correctTitle`, { number: correcting.entry_number })}
        defaults={correctionDefaults(entity, correcting)}
        onSaved={() => queryClient.invalidateQueries({ queryKey: entityKeys(entity).all })}
      />
    ) : null,
  };
}

type Warning = {
  entry_id: string;
  entry_number: string | null;
  warning: string;
  tank_id: string | null;
  value: number | null;
};

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
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      title={t(`entities:${entity}.ui.warningsTitle`, { count: entries })}
    >
      <List size="sm" spacing={2}>
        {warnings.map((warning, index) => (
          <List.Item key={`${warning.entry_id}-${warning.warning}-${index}`}>
            {t(`entities:${entity}.ui.warning.${warning.warning}`, {
              number: warning.entry_number ?? '',
              tank: tankName(warning.tank_id),
              value: warning.value === null ? '' : warning.value.toLocaleString(i18n.language),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
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
