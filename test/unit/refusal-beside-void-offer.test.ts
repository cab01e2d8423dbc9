import { describe, expect, it } from 'vitest';
import { replySignal } from '../../services/worker/brain/reply-signals.js';

/**
 * A no beside an offer the writer declares void ("Das Angebot über 1,45 €/kg ist damit
 * gegenstandslos") is a refusal: the void offer's amount offers nothing (not-served.ts); and a
 * date after "seit" / "since" ("seit dem 1. Januar") is the past, no date offered
 * (alternative-offers.ts).
 */

const WITHDRAWN = [
  'Bitte entschuldigen Sie, ich muss meine Mail von eben zurücknehmen - ich habe eine alte Angebotsvorlage erwischt.',
  'Lohnwäsche für kundeneigene Wäsche nehmen wir seit dem 1. Januar nicht mehr an. Das Angebot über 1,45 €/kg ist damit leider gegenstandslos.',
  'Es tut mir leid, dass ich Ihnen hier nicht weiterhelfen kann, und ich wünsche Ihnen viel Erfolg bei der Suche.',
].join('\n\n');

describe('a no beside a void offer', () => {
  it('is a refusal', () => {
    expect(replySignal(WITHDRAWN, 'Re: Anfrage').kind).toBe('refusal');
  });

  it('a live price beside the no still keeps it from being one', () => {
    const live = WITHDRAWN.replace(
      'Das Angebot über 1,45 €/kg ist damit leider gegenstandslos.',
      'Mietwäsche bieten wir Ihnen für 1,45 €/kg an.',
    );
    expect(replySignal(live, 'Re: Anfrage').kind).not.toBe('refusal');
  });

  it('a date after "seit" is no date offered', () => {
    expect(
      replySignal('Seit dem 1. Januar. Es tut mir leid, dass ich Ihnen hier nicht weiterhelfen kann.', 'Re: x').kind,
    ).toBe('refusal');
  });
});
