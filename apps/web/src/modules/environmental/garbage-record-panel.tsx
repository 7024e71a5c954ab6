// The garbage record book's panel above its entries (/environmental/grb, issue 14): the help with its
// sources, the parts the vessel keeps, 'Download PDF' (the book in the form's layout) and 'Verify
// chain' with the verification's answer, and the pages waiting for the Master (record-book-pages.tsx).
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OilRecordVerification } from '@mars/domain';
import { garbageRecordEntryEntity, grbPartsKept } from '@mars/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useVessel } from '../../app/vessel-context';
import { garbageRecordBook } from './garbage-record-api';
import { BookActions, RecordBookHelp } from './record-book-parts';
import { RecordBookPagesPanel } from './record-book-pages';

const T = 'entities:garbageRecordEntry';
const HELP_PARTS = ['book', 'categories', 'rules', 'geography', 'certification'] as const;

export function GarbageRecordPanel() {
  const { t } = useTranslation();
  const { selectedVessel } = useVessel();
  const kept = selectedVessel ? grbPartsKept(selectedVessel) : null;
  const lines = (verification: OilRecordVerification) =>
    verification.chains.map((chain) =>
      t(chain.ok ? `${T}.ui.verifyOk` : `${T}.ui.verifyBroken`, {
        part: t(`${T}.enums.part.${chain.part}`),
        count: chain.ok ? chain.checked : chain.problems.length,
      }),
    );

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconInfoCircle size={18} aria-hidden />
          <Title order={2} size="h4">
            {t(`${T}.ui.help.title`)}
          </Title>
        </Group>
        <RecordBookHelp prefix={`${T}.ui`} parts={HELP_PARTS} />
        <Text size="sm" fw={500}>
          {kept === null
            ? t(`${T}.ui.selectVessel`)
            : t(kept.includes('II') ? `${T}.ui.partsKeptBoth` : `${T}.ui.partsKept`)}
        </Text>
        {selectedVessel ? (
          <BookActions
            entity="garbageRecordEntry"
            testId="grb-verification"
            download={(language) => garbageRecordBook.download(selectedVessel.id, language)}
            verify={() => garbageRecordBook.verify(selectedVessel.id)}
            lines={lines}
          />
        ) : null}
        <RecordBookPagesPanel entity={garbageRecordEntryEntity} path="garbage-record-book" headingOrder={3} />
      </Stack>
    </Paper>
  );
}
