/** Small pure formatters of the console. */

export const NO_ACTION_AT = 253402300799999;

export const STATUSES = ['CREATED', 'RUNNING', 'INPUT_NEEDED', 'COMPLETED', 'FAILED'];

export function when(ms) {
  if (typeof ms !== 'number' || ms >= NO_ACTION_AT) return 'nothing scheduled';
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A result value as text (objects as JSON). */
export function valueText(v) {
  if (v === null || v === undefined) return '—';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export const statusLabel = (s) => s.replace('_', ' ').toLowerCase();
