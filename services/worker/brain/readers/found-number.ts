/** A number found in prose (amounts.ts finds them, money-words.ts joins two parts into one). */
export interface FoundNumber {
  value: number;
  /** ISO code when the amount names a currency. */
  currency?: string;
  percent: boolean;
  /** Written with decimals or thousands separators, or a currency: looks like an amount. */
  text: string;
  index: number;
  end: number;
}
