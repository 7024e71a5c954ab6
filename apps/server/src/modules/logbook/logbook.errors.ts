// The logbook's own refusals; each code is also the key `errors:<code>` on screen.
import { AppError } from '../../plugins/errors';

export const logbookErrors = {
  entryLocked: () =>
    new AppError(409, 'entry_locked', 'This entry has been approved and is locked.', { status: 'approved' }),
  entryUnderReview: () =>
    new AppError(
      409,
      'entry_under_review',
      'This entry is submitted for review; withdraw it before editing.',
      {
        status: 'submitted',
      },
    ),
  entryNotDeletable: (status: string) =>
    new AppError(409, 'entry_not_deletable', 'Only draft entries can be deleted.', { status }),
  reviewMasterOnly: () =>
    new AppError(403, 'review_master_only', 'Only the Master can approve or reject logbook entries.'),
  invalidTransition: (status: string, action: string) =>
    new AppError(409, 'invalid_transition', `An entry that is ${status} cannot take the step '${action}'.`, {
      status,
      action,
    }),
  watchOverlap: (conflicts: { id: string; name: string; start_time: string; end_time: string }[]) =>
    new AppError(409, 'watch_overlap', 'This watch period overlaps with an existing one.', { conflicts }),
};
