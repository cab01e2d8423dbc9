/**
 * Email addresses compare trimmed and lowercased: whether a message is the counterparty's, the
 * transcript's sender names, and the do-not-contact list all use this one rule.
 */
export const normaliseAddress = (address: string): string => address.trim().toLowerCase();

export const sameAddress = (a: string, b: string): boolean => normaliseAddress(a) === normaliseAddress(b);
