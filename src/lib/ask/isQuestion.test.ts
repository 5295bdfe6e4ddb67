import {describe, expect, it} from 'vitest';
import {isQuestion} from './isQuestion';

describe('isQuestion', () => {
  it('takes three words or more, or a question mark, as a question', () => {
    expect(isQuestion('how do i hook up dutchie')).toBe(true);
    expect(isQuestion('cancel my plan')).toBe(true);
    expect(isQuestion('dutchie?')).toBe(true);
    expect(isQuestion('  refund policy ?  ')).toBe(true);
  });
  it('leaves one or two words, and punctuation alone, to the search', () => {
    expect(isQuestion('upsell agent')).toBe(false);
    expect(isQuestion('dutchie')).toBe(false);
    expect(isQuestion('   ')).toBe(false);
    expect(isQuestion('upsell - agent')).toBe(false);
  });
});
