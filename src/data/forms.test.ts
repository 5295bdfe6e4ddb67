import {describe, it} from 'vitest';
import {z} from 'zod';
import {
  CONFERENCE_FORM,
  DEMO_REQUEST_FORM,
  FIELD_LABELS,
  NEWSLETTER_FORM,
  OPTIONAL_MARK,
  PRIVACY_NOTE,
  WAITLIST_FORM,
} from './forms';

const text = z.string().trim().min(2);
/** "We use your details only {purpose}.": the purpose reads on from the note's lead. */
const purpose = z.string().regex(/^to [a-z]/);

describe('forms copy', () => {
  it('matches the schemas', () => {
    z.record(z.string(), text).parse(FIELD_LABELS);
    text.parse(OPTIONAL_MARK);
    z.object({lead: text, policy: text}).parse(PRIVACY_NOTE);
    z.object({
      label: text,
      legend: text,
      message: z.object({
        popup: z.object({label: text, rows: z.number().int().positive()}),
        page: z.object({label: text, placeholder: text, rows: z.number().int().positive()}),
      }),
      submit: z.object({popup: text, page: text}),
      privacyPurpose: purpose,
    }).parse(DEMO_REQUEST_FORM);
    z.object({label: text, submit: text, privacyPurpose: purpose, soldOutAction: text}).parse(CONFERENCE_FORM);
    z.object({label: text, submit: text, privacyPurpose: purpose}).parse(WAITLIST_FORM);
    z.object({label: text, placeholder: text, submit: text}).parse(NEWSLETTER_FORM);
  });
});
