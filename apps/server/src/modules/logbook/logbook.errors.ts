// The logbook's own refusals; each code is also the key `errors:<code>` on screen.
import { AppError } from '../../plugins/errors';

export const logbookErrors = {
  watchOverlap: (conflicts: { id: string; name: string; start_time: string; end_time: string }[]) =>
    new AppError(409, 'watch_overlap', 'This watch period overlaps with an existing one.', { conflicts }),
};
