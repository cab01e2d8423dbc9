import type { CaseContext } from '../brain.js';

/** A field named in words: its schema description, else its name humanised (`unitPrice` → "unit price"). */
export function fieldLabel(ctx: CaseContext, field: string): string {
  const props = (ctx.resultSchema?.['properties'] ?? {}) as Record<string, { description?: unknown }>;
  const d = props[field]?.description;
  // A description that is only a format ("YYYY-MM-DD", "ISO date") does not name the field.
  if (typeof d === 'string' && /\p{Ll}{3,}\s+\p{Ll}{3,}/u.test(d) && !/yyyy|iso 8601/i.test(d) && d.length <= 80)
    return d.trim().replace(/[.]+$/, '');
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}
