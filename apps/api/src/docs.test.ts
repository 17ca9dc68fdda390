import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const docsDir = path.join(repoRoot, 'docs');
const pages = [
  'README.md',
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

function read(page: string): string {
  return readFileSync(path.join(repoRoot, page), 'utf8');
}

/** Markdown without fenced blocks and inline code, where brackets are text, not links or headings. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function linksOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map(([, target = '']) => target);
}

describe('the README and docs/', () => {
  it('keep the README a newcomer can read: under 300 lines, with both quick-start lines', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThan(300);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });

  it.each(pages)('%s links only to files and headings that exist in the repository', (page) => {
    const broken: string[] = [];
    for (const target of linksOf(read(page))) {
      if (/^(https?|mailto):/.test(target)) continue;
      const [file, anchor] = target.split('#');
      const resolved = file ? path.resolve(path.dirname(path.join(repoRoot, page)), file) : path.join(repoRoot, page);
      if (!resolved.startsWith(repoRoot) || !existsSync(resolved)) {
        broken.push(target);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push(target);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(pages)('%s points at nothing outside the repository', (page) => {
    expect(read(page)).not.toMatch(/DESIGN\.md|seller-centre-spec|\.\.\/shared\//);
  });
});
