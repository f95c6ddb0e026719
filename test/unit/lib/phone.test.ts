// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { phoneLink } from '../../../src/lib/phone';

describe('phoneLink', () => {
  it.each([
    ['+1-555-0100', 'tel:+15550100', '+1-555-0100'],
    ['  +44 (0)20 7946 0958 ', 'tel:+4402079460958', '+44 (0)20 7946 0958'],
    ['555.0100', 'tel:5550100', '555.0100'],
    ['030/123456', 'tel:030123456', '030/123456'],
    ['tel:+1 555 0100', 'tel:+15550100', '+1 555 0100'],
    ['TEL: 112', 'tel:112', '112'],
  ])('%j → %s, shown as %j', (input, href, display) => {
    expect(phoneLink(input)).toEqual({ href, display });
  });

  it.each([
    ['letters', 'call us'],
    ['letters mixed in', '+1 555 CALL NOW'],
    ['an extension word', '555 0100 ext 12'],
    ['a plus in the middle', '1+5550100'],
    ['two pluses', '++15550100'],
    ['a script', 'javascript:alert(1)'],
    ['a tel: with a payload', 'tel:+1;phone-context=evil'],
    ['too few digits', '12'],
    ['too many digits', '+1234567890123456'],
    ['only separators', '-- ()'],
    ['empty', ''],
    ['blank', '   '],
  ])('refuses %s (%j)', (_, input) => {
    expect(phoneLink(input)).toBeNull();
  });

  it.each([[null], [undefined], [5550100], [{}]])('refuses the non-string %j', (input) => {
    expect(phoneLink(input)).toBeNull();
  });
});
