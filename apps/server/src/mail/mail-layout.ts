// One layout for every mail MARS sends: a plain-text part and an HTML part with the same words, a
// call to action (a link, written out in full in the text part) and the signature.
import type { MailMessage } from './mailer';

export type MailContent = {
  subject: string;
  /** Paragraphs before the link. */
  before: string[];
  action: { label: string; url: string };
  /** Paragraphs after the link. */
  after: string[];
  /** The signature lines. */
  footer: string[];
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export function layoutMail(to: string, content: MailContent): MailMessage {
  const text = [
    ...content.before,
    `${content.action.label}:\n${content.action.url}`,
    ...content.after,
    `-- \n${content.footer.join('\n')}`,
  ].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const url = escapeHtml(content.action.url);
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">
${content.before.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="background:#1864ab;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${url}">${url}</a></p>
${content.after.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#5c5f66">${content.footer.map(escapeHtml).join('<br>')}</p>
</body></html>
`;
  return { to, subject: content.subject, text, html };
}
