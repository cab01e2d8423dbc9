/**
 * The one way the console builds DOM: elements with attributes and children, text always as
 * text nodes (textContent), never HTML. Whatever a client or a counterparty wrote can only ever
 * become text on the page.
 */

/**
 * @param {string} tag
 * @param {Record<string, string | boolean | number | undefined | ((e: Event) => void)>} [attrs]
 * @param {...(Node | string | number | null | undefined | false | (Node | string)[])} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.replace(/^on/, ''), value);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

/** Appends children: strings and numbers as text nodes. */
export function append(el, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces the element's content with these children. */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
}

/** A labelled form control; returns [wrapper, control]. */
export function field(label, control, hint) {
  const id = control.id || `f-${Math.random().toString(36).slice(2, 10)}`;
  control.id = id;
  const hintEl = hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null;
  if (hintEl) control.setAttribute('aria-describedby', hintEl.id);
  return [h('div', { class: 'field' }, h('label', { for: id }, label), control, hintEl), control];
}
