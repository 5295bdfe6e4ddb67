import {describe, it} from 'vitest';
import {docsFeedback} from './docsFeedback';
import {docsFeedbackSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('docs feedback copy', () => {
  it('matches the schema', () => {
    expectMatchesSchema(docsFeedbackSchema, docsFeedback);
  });
});
