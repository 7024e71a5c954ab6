// The spec's file errors (section 8): upload failed, size exceeds the maximum limit, invalid file type,
// file not found. The code is the translation key `errors:<code>` on screen.
import { AppError } from '../../plugins/errors';
import { MAX_ATTACHMENT_BYTES } from './attachment-type';

export const attachmentErrors = {
  uploadFailed: () => new AppError(400, 'upload_failed', 'Upload failed'),
  tooLarge: () =>
    new AppError(413, 'file_too_large', 'File size exceeds the maximum limit', {
      maxBytes: MAX_ATTACHMENT_BYTES,
    }),
  invalidType: () => new AppError(415, 'invalid_file_type', 'Invalid file type'),
  notFound: () => new AppError(404, 'file_not_found', 'File not found'),
};
