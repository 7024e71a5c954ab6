import { Anchor, Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import { attachmentUrl, uploadAttachment } from './attachment-upload';
import type { FieldInputProps, FieldKindSpec } from './field-kind.types';
import { textToApi, textToForm } from './field-kind.types';

function AttachmentInput({
  name,
  field,
  label,
  description,
  value,
  onChange,
  error,
  disabled,
}: FieldInputProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  const [filename, setFilename] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const id = typeof value === 'string' && value ? value : null;

  async function upload(file: File | null) {
    if (!file) return;
    setIsUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadAttachment(file);
      setFilename(uploaded.filename);
      onChange(uploaded.id);
    } catch (cause) {
      setUploadError(errorText(t, cause, 'entityUi:attachment.failed'));
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={field.required}
      error={uploadError ?? error}
    >
      <Group gap="xs" mt={4}>
        <FileButton onChange={(file) => void upload(file)} disabled={disabled || isUploading}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              name={name}
              loading={isUploading}
              leftSection={<IconUpload size={14} />}
            >
              {t('entityUi:attachment.upload')}
            </Button>
          )}
        </FileButton>
        {id ? (
          <>
            <Anchor size="sm" href={attachmentUrl(id)} target="_blank" rel="noreferrer">
              <IconPaperclip size={14} /> {filename ?? t('entityUi:attachment.attached')}
            </Anchor>
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={() => onChange('')}
              disabled={disabled}
            >
              {t('entityUi:attachment.remove')}
            </Button>
          </>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}

export const attachmentKind: FieldKindSpec = {
  cell: (value, { t }) =>
    typeof value === 'string' && value ? (
      <Anchor
        size="sm"
        href={attachmentUrl(value)}
        target="_blank"
        rel="noreferrer"
        onClick={(event) => event.stopPropagation()}
        aria-label={t('entityUi:attachment.download')}
      >
        <IconPaperclip size={16} />
      </Anchor>
    ) : (
      <Text span c="dimmed" />
    ),
  Input: AttachmentInput,
  emptyValue: '',
  toForm: textToForm,
  toApi: textToApi,
  rangeFilter: false,
};
