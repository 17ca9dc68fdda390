import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a product description may hold (what the editor produces): paragraphs, h2-h4,
 * bold/italic/underline/strike, lists, links, quotes and line breaks. Everything else, including
 * scripts, event handlers and style, is removed before the text is stored.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'br',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the only h1; a pasted one becomes the top heading a description may use.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** True when sanitised HTML shows no text at all (an empty editor sends `<p></p>`). */
export function isBlankRichText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\s/g, '').length === 0;
}

/** sanitize-html writes text with these escaped; plain text wants them back. */
const ENTITY_TEXT: Record<string, string> = {
  nbsp: ' ',
  '#160': ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  amp: '&',
};

/** The words of some HTML, on one line: a summary read from another platform's description. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(nbsp|#160|lt|gt|quot|#39|amp);/g, (_entity, name: string) => ENTITY_TEXT[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
