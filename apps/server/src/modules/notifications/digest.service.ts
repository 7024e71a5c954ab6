// The daily e-mail digest (issue 11): once a day, from DIGEST_HOUR_UTC on, every active user who
// turned it on gets their unread notices of the kinds they want, in their language, through the
// server's mail path. Nothing is sent when nothing is unread. Today's digest is claimed in the
// database before the mail goes out, so no user gets two in a day; a mail that fails gives the claim
// back for the next run.
import { DIGEST_HOUR_UTC, isOrganizationAdmin, splitFullName } from '@mars/domain';

import { exportLanguage } from '../../crud/entity-export';
import type { Scope } from '../../crud/scope';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { digestMail } from './digest.mail';
import { withReadFlags } from './notification-reads.repository';
import { claimDigest, digestRecipients, releaseDigest } from './notification-preferences.repository';
import { derivedNotifications, ofKinds } from './notifications.service';

export type DigestRun = { sent: number; failed: number };

export async function sendDailyDigests(
  db: Db,
  mailer: Pick<Mailer, 'send'>,
  input: { now: Date; publicUrl: string; onFailure?: (error: unknown) => void },
): Promise<DigestRun> {
  const run: DigestRun = { sent: 0, failed: 0 };
  if (input.now.getUTCHours() < DIGEST_HOUR_UTC) return run;
  const today = input.now.toISOString().slice(0, 10);
  for (const recipient of await digestRecipients(db, today)) {
    const scope: Scope = {
      organizationId: recipient.organization_id,
      userId: recipient.id,
      role: recipient.role,
      vesselIds: isOrganizationAdmin(recipient.role) ? undefined : recipient.vessel_ids,
    };
    const language = exportLanguage(recipient.language);
    const notices = ofKinds(await derivedNotifications(db, scope, input.now, language), recipient.kinds);
    const unread = (await withReadFlags(db, recipient.id, notices)).filter((notice) => !notice.read);
    if (unread.length === 0) continue;
    if (!(await claimDigest(db, recipient.id, today))) continue;
    try {
      await mailer.send(
        digestMail({
          to: recipient.email,
          name: recipient.first_name || splitFullName(recipient.full_name).firstName || recipient.full_name,
          language: recipient.language,
          notices: unread.map(({ read: _, ...notice }) => notice),
          publicUrl: input.publicUrl,
        }),
      );
      run.sent += 1;
    } catch (error) {
      run.failed += 1;
      await releaseDigest(db, { userId: recipient.id, today, previous: recipient.digest_sent_on });
      input.onFailure?.(error);
    }
  }
  return run;
}
