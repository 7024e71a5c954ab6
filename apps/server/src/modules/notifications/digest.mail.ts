// The daily digest mail: the user's unread notices of the kinds they want, in their language (English
// or German; texts in packages/i18n mail.json and the notices' own texts of common.json).
import { exportLanguage, exportTranslator } from '../../crud/entity-export';
import { layoutMail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';
import type { Notification } from './notifications.repository';

/** The most notices one mail lists; the rest are counted. */
export const DIGEST_MAX_LISTED = 50;

const TYPE_KEYS: Record<string, string> = {
  certificate_expiring: 'common:notifications.types.certificate_expiring',
  certificate_expired: 'common:notifications.types.certificate_expired',
  work_order_overdue: 'common:notificationsPage.types.work_order_overdue',
  corrective_action_overdue: 'common:notificationsPage.types.corrective_action_overdue',
  crew_certificate_expiring: 'common:notificationsPage.types.crew_certificate_expiring',
  crew_certificate_expired: 'common:notificationsPage.types.crew_certificate_expired',
};

function noticeLine(
  t: ReturnType<typeof exportTranslator>,
  formatDate: (iso: string) => string,
  notice: Notification,
): string {
  const key = TYPE_KEYS[notice.type];
  if (!key) return notice.title;
  const days = Math.abs(Number(notice.params.days) || 0);
  const date = String(notice.params.expiryDate ?? notice.params.dueDate ?? notice.at);
  const certificateType =
    typeof notice.params.certificateType === 'string' ? notice.params.certificateType : '';
  const detail = t(`${key}_${days === 1 ? 'one' : 'other'}`, {
    number: String(notice.params.number ?? ''),
    vessel: String(notice.params.vessel ?? ''),
    count: days,
    date: formatDate(date),
    certificateType: certificateType
      ? t(`entities:crewCertificate.enums.certificate_type.${certificateType}`)
      : '',
  });
  return `• ${notice.title}: ${detail.replace(/\s+/g, ' ').trim()}`;
}

export function digestMail(input: {
  to: string;
  name: string;
  language: string | null;
  notices: Notification[];
  publicUrl: string;
}): MailMessage {
  const language = exportLanguage(input.language);
  const t = exportTranslator(language);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatDate = (iso: string) => {
    const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
  };
  const count = input.notices.length;
  const listed = input.notices.slice(0, DIGEST_MAX_LISTED).map((notice) => noticeLine(t, formatDate, notice));
  const more = count - listed.length;
  return layoutMail(input.to, {
    subject: t(`mail:digest.subject_${count === 1 ? 'one' : 'other'}`, { count }),
    before: [
      t('mail:digest.greeting', { name: input.name }),
      t(`mail:digest.intro_${count === 1 ? 'one' : 'other'}`, { count }),
      ...listed,
      ...(more > 0 ? [t('mail:digest.more', { count: more })] : []),
    ],
    action: { label: t('mail:digest.action'), url: `${input.publicUrl}/notifications` },
    after: [t('mail:digest.why', { url: `${input.publicUrl}/profile?tab=notifications` })],
    footer: [t('mail:signature'), t('mail:automatic')],
  });
}
