// The backup's errors: 4xx with a code per field (the code is the text's key `errors:<code>`).
import { AppError } from '../../plugins/errors';

const onArchive = (code: string) => ({ fields: { archive: [`errors:${code}`] } });

export const backupErrors = {
  invalidArchive: () =>
    new AppError(
      400,
      'backup_invalid_archive',
      'The file is not a MARS backup, or it is damaged.',
      onArchive('backup_invalid_archive'),
    ),
  tooLarge: () =>
    new AppError(
      413,
      'backup_too_large',
      'The backup is larger than a restore accepts.',
      onArchive('backup_too_large'),
    ),
  newerVersion: () =>
    new AppError(
      422,
      'backup_newer_version',
      'The backup was made by a newer version of MARS.',
      onArchive('backup_newer_version'),
    ),
  chainBroken: () =>
    new AppError(
      422,
      'backup_logbook_chain_broken',
      'The logbook entries in the backup do not match their hash chain.',
      onArchive('backup_logbook_chain_broken'),
    ),
  superAdminRequired: () =>
    new AppError(403, 'backup_super_admin_required', 'Only a super admin may restore a backup.'),
  notFound: () => new AppError(404, 'not_found', 'Data not found'),
};
