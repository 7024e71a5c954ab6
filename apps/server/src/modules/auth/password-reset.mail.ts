// The password reset mail, in the user's language (English or German; texts in packages/i18n mail.json).
import { exportLanguage, exportTranslator } from '../../crud/entity-export';
import { layoutMail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';

export function passwordResetMail(input: {
  to: string;
  name: string;
  language: string | null;
  link: string;
  validMinutes: number;
}): MailMessage {
  const t = exportTranslator(exportLanguage(input.language));
  return layoutMail(input.to, {
    subject: t('mail:passwordReset.subject'),
    before: [
      t('mail:passwordReset.greeting', { name: input.name }),
      t('mail:passwordReset.intro', { email: input.to }),
    ],
    action: { label: t('mail:passwordReset.action'), url: input.link },
    after: [
      t('mail:passwordReset.validity', { minutes: input.validMinutes }),
      t('mail:passwordReset.ignore'),
    ],
    footer: [t('mail:signature'), t('mail:automatic')],
  });
}
