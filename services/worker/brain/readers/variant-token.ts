/**
 * The short code of the one variant a field asks about: "availability of the size M", "Größe
 * 42", "taille L", "modelo X2", or a name ending in it ("availabilitySizeM", "stock_size_XL").
 * A reply that answers each variant in its own sentence ("en L j'en ai deux … En M, il faut le
 * commander … La taille S n'est plus fabriquée") answers the field in the sentence naming its code.
 * Undefined when the field names no such code.
 */

const DESCRIBED =
  /\b(?:size|sizes|taille|grosse|größe|groesse|talla|taglia|maat|tamanho|model|modell|modele|modèle|modelo|modello|type|typ|tipo|version|variant|variante)\s+([A-Z0-9]{1,3})\b/;
const NAMED = /(?:Size|Model|Type|Version|Variant|size_|model_|type_)([A-Z0-9]{1,3})$/;

export function variantToken(name: string, description: unknown): string | undefined {
  const text = typeof description === 'string' ? description.slice(0, 300) : '';
  const token = DESCRIBED.exec(text)?.[1] ?? NAMED.exec(name)?.[1];
  // A bare number of one or two digits is as likely a count as a code ("type 2 documents").
  return token && /\D/.test(token) ? token : undefined;
}

/**
 * Whether the code is the last one written before `index` in a sentence ("En M, … il faut le
 * commander": M; "Die M ist eingestellt, in S muss bestellt werden": S before "bestellt"): a
 * value said after another variant's code is that variant's.
 */
export function namedBefore(text: string, index: number, token: string): boolean {
  return lastCode(text, index, token) === token;
}

/** Whether another code than the field's is the last one before `index`: the value is that variant's. */
export function otherNamedBefore(text: string, index: number, token: string): boolean {
  const last = lastCode(text, index, token);
  return last !== undefined && last !== token;
}

function lastCode(text: string, index: number, token: string): string | undefined {
  const shape = /^[A-Z]+$/.test(token) ? CODE_LETTERS : CODE;
  let last: string | undefined;
  for (const m of text.slice(0, index).matchAll(shape)) last = m[1];
  return last;
}

/** A code of capitals (and digits) standing as a word of its own ("M", "XL", "X2"). */
const CODE = /(?<![\p{L}\d'’.-])([A-Z0-9]{1,3})(?![\p{L}\d'’-])/gu;
const CODE_LETTERS = /(?<![\p{L}\d'’.-])([A-Z]{1,3})(?![\p{L}\d'’-])/gu;
