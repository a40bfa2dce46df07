import { BRAND, MAIL_TEXTS } from '../../src/shared/mail-texts.ts';

/** A file sent with a message (the stay's .ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** One line of a message's summary table; `href` makes its value a link. */
export interface MailDetail {
  label: string;
  value: string;
  href?: string;
}

/**
 * What a message says, as blocks: the layout draws the HTML part and the plain-text part from the
 * same blocks, so both always say the same thing.
 */
export interface MailContent {
  subject: string;
  /** The preview line a mail app shows under the subject (hidden in the body). */
  preheader: string;
  heading: string;
  paragraphs: string[];
  details?: MailDetail[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  notes?: string[];
  /** Why the recipient gets this message. */
  footnote: string;
  attachments?: MailAttachment[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value a message interpolates into its HTML goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
// The app's terracotta (theme brand.700, brand.600 for the button): both well above 4.5:1 with white.
const BRAND_COLOR = '#8a3a1c';
const BUTTON_COLOR = '#a84620';
const TEXT_COLOR = '#1f2933';
const MUTED_COLOR = '#52606d';

function htmlPart(content: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${TEXT_COLOR};">${escapeHtml(text)}</p>`;
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-collapse:collapse;">${content.details
        .map(
          (d) =>
            `<tr><td style="padding:8px 12px 8px 0;border-top:1px solid #e4e7eb;font-size:14px;color:${MUTED_COLOR};vertical-align:top;white-space:nowrap;">${escapeHtml(d.label)}</td><td style="padding:8px 0;border-top:1px solid #e4e7eb;font-size:15px;color:${TEXT_COLOR};vertical-align:top;">${
              d.href
                ? `<a href="${escapeHtml(d.href)}" style="color:${BRAND_COLOR};">${escapeHtml(d.value)}</a>`
                : escapeHtml(d.value)
            }</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${BUTTON_COLOR};"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(content.action.label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED_COLOR};">${escapeHtml(MAIL_TEXTS.layout.linkFallback)}<br><a href="${escapeHtml(content.action.url)}" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f7f6;font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;">
<tr><td style="padding:24px 24px 0;font-size:22px;font-weight:700;color:${BRAND_COLOR};letter-spacing:-0.5px;">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:16px 24px 8px;">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${TEXT_COLOR};">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${details}
${action}
${(content.notes ?? []).map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e4e7eb;font-size:13px;line-height:1.5;color:${MUTED_COLOR};">${escapeHtml(content.footnote)}<br>${escapeHtml(MAIL_TEXTS.layout.signature)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function textPart(content: MailContent): string {
  const blocks = [BRAND.name.toUpperCase(), content.heading, ...content.paragraphs];
  if (content.details?.length) {
    blocks.push(
      content.details
        .map((d) => `${d.label}: ${d.value}${d.href ? ` (${d.href})` : ''}`)
        .join('\n'),
    );
  }
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.notes ?? []));
  blocks.push(`--\n${content.footnote}\n${MAIL_TEXTS.layout.signature}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The one layout of every Refugio e-mail: HTML (phone-first, no images, no tracking) and text. */
export function renderMail(content: MailContent): RenderedMail {
  return {
    subject: content.subject,
    text: textPart(content),
    html: htmlPart(content),
    attachments: content.attachments ?? [],
  };
}
