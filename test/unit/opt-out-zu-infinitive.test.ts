import { describe, expect, it } from 'vitest';
import { findOptOut } from '../../services/worker/brain/opt-out.js';

/**
 * German asks not to be written to with the zu-infinitive as often as with the imperative: "Wir
 * bitten Sie, uns künftig nicht mehr anzuschreiben", "… nicht mehr zu kontaktieren" (opt-out.ts).
 */

describe('a German opt-out in the zu-infinitive', () => {
  it.each([
    'Wir bitten Sie, uns unter dieser Adresse künftig nicht mehr anzuschreiben.',
    'Wir bitten darum, uns nicht mehr zu kontaktieren.',
    'Bitte sehen Sie davon ab, uns nicht mehr anzumailen.',
  ])('%s', (text) => {
    expect(findOptOut(text)).toBeDefined();
  });

  it('not a plain "no longer" about something else', () => {
    expect(findOptOut('Die alte Adresse ist nicht mehr aktuell, bitte an die neue schreiben.')).toBeUndefined();
  });
});
