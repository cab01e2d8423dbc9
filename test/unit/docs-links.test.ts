import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README.md and docs/*.md: every relative link leads to a file of the repository (and every
 * `#anchor` to a heading of it), and nothing points outside the repository (the API contract
 * the project carries is docs/api.md, not a sibling folder a clone does not have).
 */

const root = resolve(import.meta.dirname, '../..');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's heading anchors: lowercased, punctuation dropped, spaces to dashes. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (m)
      out.add(
        m[1]!
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .replace(/ /g, '-'),
      );
  }
  return out;
}

function links(markdown: string): string[] {
  return [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

describe('docs', () => {
  for (const page of pages) {
    it(`${page}: relative links resolve inside the repository`, () => {
      const text = readFileSync(join(root, page), 'utf8');
      expect(text).not.toMatch(/\.\.\/shared|SPEC\.md|DESIGN\.md/);
      for (const link of links(text)) {
        if (/^[a-z]+:/i.test(link)) continue; // https:, mailto:
        const [path, hash] = link.split('#') as [string, string | undefined];
        const target = path === '' ? join(root, page) : resolve(dirname(join(root, page)), path);
        expect(target.startsWith(root + '/'), `${page} → ${link} stays in the repository`).toBe(true);
        expect(existsSync(target), `${page} → ${link} exists`).toBe(true);
        if (hash && target.endsWith('.md'))
          expect(anchors(readFileSync(target, 'utf8')), `${page} → ${link}`).toContain(hash);
      }
    });
  }
});
