export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  /** Base URL of the web app, without a trailing slash. */
  appUrl: string;
}

/**
 * What a template says, as plain strings. The layout renders it to both parts and escapes every
 * value on the way into HTML, so no template can forget to.
 */
interface MailContent {
  subject: string;
  firstName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Smaller print under the button: validity, what to do if this mail was unexpected. */
  notes?: string[];
}

export const BRAND = 'Soko Seller Centre';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escapes, and keeps the line breaks someone typed (a rejection reason may have several lines). */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

export function link(appUrl: string, path: string, token?: string): string {
  return token === undefined ? `${appUrl}${path}` : `${appUrl}${path}/${encodeURIComponent(token)}`;
}

// Colours meet WCAG AA against their backgrounds; table layout and inline styles because mail clients ignore the rest.
function renderHtml(content: MailContent, { appUrl }: MailContext): string {
  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933;">${htmlLines(value)}</p>`;
  const note = (value: string) =>
    `<p style="margin:0 0 12px;font-size:14px;line-height:21px;color:#4a5563;">${htmlLines(value)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background:#14532d;">
<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>
</td></tr>
</table>
${note('If the button does not work, copy this link into your browser:')}
<p style="margin:0 0 24px;font-size:14px;line-height:21px;word-break:break-all;"><a href="${escapeHtml(content.action.url)}" style="color:#14532d;">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 32px;background:#14532d;border-radius:8px 8px 0 0;">
<a href="${escapeHtml(appUrl)}" style="font-size:20px;font-weight:bold;color:#ffffff;text-decoration:none;">${BRAND}</a>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;font-size:22px;line-height:30px;color:#1f2933;">${escapeHtml(content.subject)}</h1>
${paragraph(`Hi ${content.firstName},`)}
${content.paragraphs.map(paragraph).join('\n')}
${action}
${(content.notes ?? []).map(note).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:#4a5563;">
${BRAND}, the seller centre of the Soko marketplace for African products in Australia.<br>
This is an automatic message about your account; replies are not read.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: MailContent, { appUrl }: MailContext): string {
  const blocks = [`Hi ${content.firstName},`, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.notes ?? []), `-- \n${BRAND}\n${appUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

export type MailTemplate<Data> = (data: Data, context: MailContext) => RenderedMail;

export function defineTemplate<Data>(write: (data: Data, context: MailContext) => MailContent): MailTemplate<Data> {
  return (data, context) => {
    const content = write(data, context);
    return { subject: content.subject, html: renderHtml(content, context), text: renderText(content, context) };
  };
}
