import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs()).values;

const shipping = {
  transitDays: { type: 'integer', description: 'transit time port to port, in days' },
  freeDays: { type: 'integer', description: 'free days at destination before demurrage' },
};
const hire = {
  hireDays: { type: 'integer', description: 'length of the hire in days' },
  noticeDays: { type: 'integer', description: 'notice period in days' },
};

describe('a field counted in days never takes the days another field names', () => {
  it.each([
    [shipping, 'transitDays', 'Our agent confirmed 14 free days at the destination port.'],
    [shipping, 'transitDays', 'Es gibt 14 freie Tage im Zielhafen, ab Entladung.'],
    [hire, 'hireDays', 'Please note the notice period is 7 days.'],
  ])('%#: %s', (props, field, text) => {
    expect(read(props, text)[field]).toBeUndefined();
  });

  it.each([
    [shipping, 'transitDays', 'Transit takes 21 days port to port.', 21],
    [hire, 'hireDays', 'The hire runs for 10 days from delivery.', 10],
  ])('its own sentence is still read: %#', (props, field, text, value) => {
    expect(read(props, text)[field]).toBe(value);
  });
});
