// A dialog that holds a form: a click beside it does not close it (nothing typed is lost), and its
// close button has a name.
import type { ModalProps } from '@mantine/core';
import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FormModal(props: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal closeOnClickOutside={false} closeButtonProps={{ 'aria-label': t('entityUi:close') }} {...props} />
  );
}

/** The buttons under a dialog's form: Cancel, which closes it, and the submit button, busy while saving. */
export function FormModalActions(props: { onCancel(): void; submitLabel: string; isSaving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {t('entityUi:cancel')}
      </Button>
      <Button type="submit" loading={props.isSaving}>
        {props.submitLabel}
      </Button>
    </Group>
  );
}
