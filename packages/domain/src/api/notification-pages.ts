// The pages of `GET /api/v1/notifications` (no schema here: the web's first screen, the bell, takes it).

/** The notices a page lists unless asked otherwise, and at most. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
export const NOTIFICATIONS_PAGE_MAX = 200;
