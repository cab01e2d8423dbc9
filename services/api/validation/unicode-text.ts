/**
 * Firestore refuses strings holding lone UTF-16 surrogates (valid in JSON's `\ud800`, invalid
 * Unicode), failing the whole write. Text fields that are stored natively or sent on by email
 * must therefore be well-formed; such a string is the client's error (400), never a 500.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const isWellFormedText = (s: string) => !LONE_SURROGATE.test(s);
export const WELL_FORMED_MESSAGE = 'Must be well-formed Unicode text';
