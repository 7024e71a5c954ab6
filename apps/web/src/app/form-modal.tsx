// A dialog that holds a form: a click beside it does not close it (nothing typed is lost), and its
// close button has a name.
import type { ModalProps } from '@mantine/core';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FormModal(props: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal closeOnClickOutside={false} closeButtonProps={{ 'aria-label': t('entityUi:close') }} {...props} />
  );
}
