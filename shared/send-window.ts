import { z } from 'zod';

/**
 * The working hours in which an automated follow-up may go out (docs/workflow.md, "Business
 * hours"): some days of the week, from `start` (inclusive) to `end` (exclusive), in the
 * counterparty's time zone. A case's own `sendWindow` (create field), else the service default
 * FOLLOW_UP_WINDOW_DEFAULT (`always`, or a window written `MON-FRI 09:00-17:00`).
 */

export const DAY_CODES = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type DayCode = (typeof DAY_CODES)[number];

export interface SendWindow {
  days: DayCode[];
  /** `HH:MM`, 24-hour clock, local to the counterparty. */
  start: string;
  /** `HH:MM` after `start`; `24:00` is the end of the day. */
  end: string;
}

/** `always`: no window, follow-ups go out when due. */
export type FollowUpWindow = SendWindow | 'always';

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since local midnight of `HH:MM` (`24:00` is 1440). */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The `sendWindow` create field: strict, day codes unique, start before end. */
export const sendWindowSchema = z
  .strictObject({
    days: z
      .array(z.enum(DAY_CODES))
      .min(1, 'At least one day')
      .max(DAY_CODES.length)
      .refine((d) => new Set(d).size === d.length, 'Each day at most once'),
    start: z.string().regex(HH_MM, 'Must be HH:MM (00:00 to 23:59)'),
    end: z.string().refine((v) => HH_MM.test(v) || v === '24:00', 'Must be HH:MM (00:01 to 24:00)'),
  })
  .refine((w) => minutesOf(w.start) < minutesOf(w.end), { message: 'start must be before end', path: ['end'] });

/**
 * The setting's text form: `always`, or `DAYS HH:MM-HH:MM` where DAYS is a comma list of day
 * codes and ranges (`MON-FRI`, `MON,WED,FRI`, `MON-THU,SAT`; a range may wrap: `SAT-MON`).
 * Returns the window, or an error message.
 */
export function parseWindowSetting(text: string): FollowUpWindow | { error: string } {
  const s = text.trim();
  if (s.toLowerCase() === 'always') return 'always';
  const m = /^(\S+)\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(s);
  if (!m) return { error: 'expected "always" or "DAYS HH:MM-HH:MM", e.g. "MON-FRI 09:00-17:00"' };
  const days: DayCode[] = [];
  for (const part of m[1]!.toUpperCase().split(',')) {
    const [from, to = from] = part.split('-') as [string, string | undefined];
    const a = DAY_CODES.indexOf(from as DayCode);
    const b = DAY_CODES.indexOf(to as DayCode);
    if (a < 0 || b < 0 || part.split('-').length > 2)
      return { error: `unknown days "${part}" (use MON TUE WED THU FRI SAT SUN)` };
    for (let i = a; ; i = (i + 1) % 7) {
      if (!days.includes(DAY_CODES[i]!)) days.push(DAY_CODES[i]!);
      if (i === b) break;
    }
  }
  const parsed = sendWindowSchema.safeParse({ days, start: m[2], end: m[3] });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => i.message).join('; ') };
  return parsed.data;
}

export const isWindowError = (w: FollowUpWindow | { error: string }): w is { error: string } =>
  typeof w === 'object' && 'error' in w;

/** The window as the setting writes it (for logs and the local banner). */
export function describeWindow(w: FollowUpWindow): string {
  return w === 'always' ? 'always' : `${w.days.join(',')} ${w.start}-${w.end}`;
}
