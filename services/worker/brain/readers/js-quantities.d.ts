/** The part of js-quantities (no bundled types) the units reader uses. */
declare module 'js-quantities' {
  interface Qty {
    scalar: number;
    to(unit: string): Qty;
    isCompatible(other: string | Qty): boolean;
  }
  function Qty(value: number, unit: string): Qty;
  export default Qty;
}
