import { Typography } from '@mantine/core';
import { createElement, type ReactNode } from 'react';

/** The elements the description editor produces; anything else is shown as its text only. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'hr',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
]);

/** The editor's top heading level is the page's h1, so a description's h1 shows as h2. */
const RENAMED_TAGS: Record<string, string> = { h1: 'h2' };

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, toReact);
  const source = node.tagName.toLowerCase();
  const tag = RENAMED_TAGS[source] ?? source;
  if (!ALLOWED_TAGS.has(tag)) return children.length > 0 ? createElement('span', { key }, ...children) : null;
  if (tag === 'a') {
    const href = safeHref(node.getAttribute('href'));
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Shows the product description's HTML. The server sanitises it before storing; this renders only
 * the editor's own elements, without attributes other than a link's address, as a second guard.
 */
export function RichTextView({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <Typography>{Array.from(body.childNodes, toReact)}</Typography>;
}
