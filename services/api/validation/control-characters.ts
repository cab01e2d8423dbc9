/**
 * Control characters in client text. One-line fields (names, company, role, tone, timezone,
 * ids) end up in email headers, prompts and logs, where a CR/LF or NUL can forge a header or
 * cut a line: they refuse every C0 control, DEL, NEL and the Unicode line/paragraph separators.
 * Multi-line fields (objective, knowledge, constraints, providedContext, customData values) keep
 * newlines (LF, CR) and tabs and refuse the other C0 controls and DEL (NUL included).
 */

const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const isOneLineText = (s: string) => !ONE_LINE_FORBIDDEN.test(s);
export const isMultiLineText = (s: string) => !MULTI_LINE_FORBIDDEN.test(s);

export const ONE_LINE_MESSAGE = 'Must be one line of text: control characters (CR, LF, NUL, tab, ...) are not allowed';
export const MULTI_LINE_MESSAGE =
  'Must be text: newlines and tabs are allowed, NUL and other control characters are not';
