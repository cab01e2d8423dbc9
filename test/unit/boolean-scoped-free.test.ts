import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { polarity } from '../../services/worker/brain/readers/booleans.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';

/** A "free" or "included" scoped by a condition or a part is no yes: the field is asked. */

const fold = foldForMatching;

describe('free or included under a condition or for a part is no yes', () => {
  it.each<[ReadLang, string]>([
    ['it', 'la spedizione è gratuita solo per ordini sopra 500 €; il vostro ordine è di 320 €'],
    ['fr', 'la livraison est gratuite à partir de 500 €'],
    ['pt', 'gratuitamente no primeiro mês; depois cobra-se 150 €'],
    ['es', 'La primera entrega es gratuita; las siguientes cuestan 25 €'],
    ['it', 'Il montaggio è gratis oltre i 1.000 € di ordine.'],
    ['es', 'El envío es gratis para pedidos de más de 300 €.'],
    // our own, in other languages
    ['en', 'Delivery is free for orders over £250.'],
    ['de', 'Der Versand ist kostenlos ab 500 € Bestellwert.'],
    ['nl', 'De eerste levering is gratis, daarna rekenen we € 30.'],
    ['de', 'Die Installation ist nur bei Bestellungen über 20 Geräte inklusive.'],
    ['pt', 'A instalação está incluída apenas acima de 50 unidades.'],
  ])('%s: %s → not true', (lang, text) => {
    expect(polarity(fold(text), lang)).toBeUndefined();
  });

  it.each<[ReadLang, string]>([
    ['it', 'la consegna è gratuita'],
    ['fr', 'La mise en service est gratuite pour toute commande.'],
    ['en', 'Delivery is free of charge on all orders.'],
    ['es', 'La instalación está incluida en el precio.'],
    ['nl', 'De levering is gratis.'],
  ])('%s: %s → true', (lang, text) => {
    expect(polarity(fold(text), lang)).toBe(true);
  });
});
