import type { Language } from '@protea/shared/constants';
import type { MessageKind } from '../../adapters/sms/sms-sender.js';
import { translate } from '../../i18n/translate.js';

/** The provider's contact details every email ends with (CONTACT_* settings, as the site shows them). */
export interface EmailContact {
  phone: string;
  email: string;
  address: string;
}

export interface RenderedEmail {
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A link in the text, as people paste them: up to the next space; a full stop or bracket after it is not part of it. */
const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** One paragraph of the text as HTML: escaped, its links clickable, its single line breaks kept. */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const link = match[0];
    html += escapeHtml(paragraph.slice(last, match.index));
    html += `<a href="${escapeHtml(link)}" style="color:#0f5132">${escapeHtml(link)}</a>`;
    last = match.index + link.length;
  }
  html += escapeHtml(paragraph.slice(last));
  return `<p style="margin:0 0 16px">${html.replace(/\n/g, '<br>')}</p>`;
}

/**
 * The plain-text and HTML bodies of an email from one template for every kind and language: the message's own text
 * (already in the recipient's language), then why they receive it (`messages.emailWhy.<kind>`) and the provider's name
 * and contact details (`messages.emailContact`). The HTML escapes every value, so a name typed into a form is text.
 */
export function renderEmail(
  language: Language,
  kind: MessageKind,
  subject: string,
  body: string,
  contact: EmailContact,
): RenderedEmail {
  const why = translate(language, `messages.emailWhy.${kind}`);
  const signature = translate(language, 'messages.emailContact', { ...contact });
  const text = `${body.trim()}\n\n--\n${why}\n${signature}\n`;
  const paragraphs = body
    .trim()
    .split(/\n\s*\n/)
    .map(paragraphHtml)
    .join('');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">
<div style="background:#0f5132;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">Protea Management</div>
<div style="padding:24px">${paragraphs}</div>
<div style="padding:16px 24px;border-top:1px solid #e5e7eb;color:#4b5563;font-size:13px">${paragraphHtml(why)}${paragraphHtml(signature)}</div>
</div>
</body>
</html>
`;
  return { text, html };
}
