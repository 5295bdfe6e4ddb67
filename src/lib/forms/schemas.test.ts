import {describe, expect, it} from 'vitest';
import type {z} from 'zod';
import {
  conferenceSchema,
  demoPopupSchema,
  demoRequestBodySchema,
  demoRequestSchema,
  DOCS_FEEDBACK_MESSAGES,
  docsFeedbackSchema,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  fieldMessages,
  HONEYPOT_FIELD,
  newsletterSchema,
  waitlistSchema,
} from './schemas';

/** The field messages of a failed parse ({} when it passes). */
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldMessages(parsed.error);
};

const good = {name: 'Dana Whitfield', email: 'dana@greenleaf.example'};

describe('field messages', () => {
  it("are the forms' exact wording", () => {
    expect(FIELD_MESSAGES).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      company: 'Company name must be at least 2 characters.',
      missingInfo: 'Please provide your name and email address.',
    });
  });
});

describe('demo request page', () => {
  it('accepts name and email alone, filling the optional fields with ""', () => {
    expect(demoRequestSchema.parse(good)).toEqual({...good, phone: '', company: '', message: '', [HONEYPOT_FIELD]: ''});
  });

  it.each([
    ['', FIELD_MESSAGES.name],
    ['D', FIELD_MESSAGES.name],
    ['  D  ', FIELD_MESSAGES.name],
    [undefined, FIELD_MESSAGES.name],
    [42, FIELD_MESSAGES.name],
  ])('name %j → %s', (name, message) => {
    expect(errorsOf(demoRequestSchema, {...good, name})).toEqual({name: message});
  });

  it('takes a two-character name and trims it', () => {
    expect(demoRequestSchema.parse({...good, name: '  Al '}).name).toBe('Al');
  });

  it.each(['', 'dana', 'dana@', '@example.com', 'dana@example', 'dana example@x.com', undefined])(
    'email %j → invalid',
    (email) => {
      expect(errorsOf(demoRequestSchema, {...good, email})).toEqual({email: FIELD_MESSAGES.email});
    },
  );

  it('trims a valid e-mail', () => {
    expect(demoRequestSchema.parse({...good, email: ' dana@greenleaf.example '}).email).toBe('dana@greenleaf.example');
  });

  it('phone: optional, at least 5 characters once given', () => {
    expect(errorsOf(demoRequestSchema, {...good, phone: ''})).toEqual({});
    expect(errorsOf(demoRequestSchema, {...good, phone: '   '})).toEqual({});
    expect(errorsOf(demoRequestSchema, {...good, phone: '1234'})).toEqual({phone: FIELD_MESSAGES.phone});
    expect(errorsOf(demoRequestSchema, {...good, phone: '12345'})).toEqual({});
  });

  it('company: optional, at least 2 characters once given', () => {
    expect(errorsOf(demoRequestSchema, {...good, company: ''})).toEqual({});
    expect(errorsOf(demoRequestSchema, {...good, company: 'X'})).toEqual({company: FIELD_MESSAGES.company});
    expect(errorsOf(demoRequestSchema, {...good, company: 'XY'})).toEqual({});
  });

  it('message: optional, no rule but a size bound', () => {
    expect(errorsOf(demoRequestSchema, {...good, message: 'x'})).toEqual({});
    expect(errorsOf(demoRequestSchema, {...good, message: 'x'.repeat(FIELD_LIMITS.message + 1)})).toEqual({
      message: `Message must be at most ${FIELD_LIMITS.message} characters.`,
    });
  });

  it('reports every invalid field at once', () => {
    expect(errorsOf(demoRequestSchema, {name: 'D', email: 'x', phone: '1', company: 'X'})).toEqual({
      name: FIELD_MESSAGES.name,
      email: FIELD_MESSAGES.email,
      phone: FIELD_MESSAGES.phone,
      company: FIELD_MESSAGES.company,
    });
  });

  it('drops unknown fields', () => {
    expect(demoRequestSchema.parse({...good, role: 'admin'})).not.toHaveProperty('role');
  });

  it('bounds every size', () => {
    expect(errorsOf(demoRequestSchema, {...good, name: 'x'.repeat(FIELD_LIMITS.name + 1)})).toEqual({
      name: 'Name must be at most 100 characters.',
    });
    expect(errorsOf(demoRequestSchema, {...good, email: `${'x'.repeat(250)}@example.com`})).toEqual({
      email: FIELD_MESSAGES.email,
    });
    expect(errorsOf(demoRequestSchema, {...good, phone: '1'.repeat(FIELD_LIMITS.phone + 1)})).toEqual({
      phone: 'Phone number must be at most 40 characters.',
    });
    expect(errorsOf(demoRequestSchema, {...good, company: 'x'.repeat(FIELD_LIMITS.company + 1)})).toEqual({
      company: 'Company name must be at most 120 characters.',
    });
  });

  it('refuses line breaks in values that can reach e-mail headers', () => {
    expect(errorsOf(demoRequestSchema, {...good, name: 'Dana\nBcc: x@example.com'})).toEqual({
      name: 'Name must be on a single line.',
    });
    expect(errorsOf(demoRequestSchema, {...good, company: 'Leaf\r\nBcc: x@example.com'})).toEqual({
      company: 'Company name must be on a single line.',
    });
    expect(errorsOf(demoRequestSchema, {...good, message: 'Line one\nLine two'})).toEqual({});
  });
});

describe('demo popup', () => {
  it('requires only name and email, with the "Missing information" text', () => {
    expect(errorsOf(demoPopupSchema, {name: '', email: ''})).toEqual({
      name: FIELD_MESSAGES.missingInfo,
      email: FIELD_MESSAGES.missingInfo,
    });
    expect(errorsOf(demoPopupSchema, {name: '   ', email: 'a@b.co'})).toEqual({name: FIELD_MESSAGES.missingInfo});
    expect(errorsOf(demoPopupSchema, {})).toEqual({
      name: FIELD_MESSAGES.missingInfo,
      email: FIELD_MESSAGES.missingInfo,
    });
  });

  it('has no length rules on name, phone or company', () => {
    expect(errorsOf(demoPopupSchema, {name: 'D', email: 'd@example.com', phone: '1', company: 'X'})).toEqual({});
  });

  it('still needs an e-mail address that is one (email input)', () => {
    expect(errorsOf(demoPopupSchema, {name: 'D', email: 'dana'})).toEqual({email: FIELD_MESSAGES.email});
  });
});

describe('send-demo-request-email body', () => {
  it('applies the popup rules to source "popup" and the page rules otherwise', () => {
    expect(errorsOf(demoRequestBodySchema, {name: 'D', email: 'd@example.com', source: 'popup'})).toEqual({});
    expect(errorsOf(demoRequestBodySchema, {name: 'D', email: 'd@example.com', source: 'request-demo'})).toEqual({
      name: FIELD_MESSAGES.name,
    });
    expect(errorsOf(demoRequestBodySchema, {name: 'D', email: 'd@example.com'})).toEqual({name: FIELD_MESSAGES.name});
  });

  it('defaults the source to the page', () => {
    expect(demoRequestBodySchema.parse(good).source).toBe('request-demo');
  });

  it('refuses an unknown source', () => {
    expect(demoRequestBodySchema.safeParse({...good, source: 'admin'}).success).toBe(false);
  });
});

describe('waitlist', () => {
  it('accepts name and email; company name optional', () => {
    expect(waitlistSchema.parse(good)).toEqual({...good, companyName: '', [HONEYPOT_FIELD]: ''});
  });

  it('uses the same name and email messages', () => {
    expect(errorsOf(waitlistSchema, {name: 'D', email: 'nope'})).toEqual({
      name: FIELD_MESSAGES.name,
      email: FIELD_MESSAGES.email,
    });
  });

  it('companyName: at least 2 characters once given', () => {
    expect(errorsOf(waitlistSchema, {...good, companyName: 'X'})).toEqual({companyName: FIELD_MESSAGES.company});
    expect(errorsOf(waitlistSchema, {...good, companyName: 'XY'})).toEqual({});
  });
});

describe('conference signup', () => {
  const claim = {...good, companyName: 'Mile High Cannabis', phoneNumber: '303-555-0199'};

  it('accepts a complete claim', () => {
    expect(errorsOf(conferenceSchema, claim)).toEqual({});
  });

  it.each([
    ['name', 'D', FIELD_MESSAGES.name],
    ['email', 'marco@', FIELD_MESSAGES.email],
    ['companyName', 'M', FIELD_MESSAGES.company],
    ['companyName', '', FIELD_MESSAGES.company],
    ['phoneNumber', '303555019', FIELD_MESSAGES.phone],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorsOf(conferenceSchema, {...claim, [field]: value})).toEqual({[field]: message});
  });

  it('requires the company name', () => {
    const {companyName: _omitted, ...rest} = claim;
    expect(errorsOf(conferenceSchema, rest)).toEqual({companyName: FIELD_MESSAGES.company});
  });

  it('phone number: optional only when absent; the empty default fails the 10-character rule', () => {
    const {phoneNumber: _omitted, ...withoutPhone} = claim;
    expect(errorsOf(conferenceSchema, withoutPhone)).toEqual({});
    expect(errorsOf(conferenceSchema, {...claim, phoneNumber: ''})).toEqual({phoneNumber: FIELD_MESSAGES.phone});
    expect(errorsOf(conferenceSchema, {...claim, phoneNumber: '3035550199'})).toEqual({});
  });
});

describe('newsletter', () => {
  it('needs a valid e-mail', () => {
    expect(errorsOf(newsletterSchema, {email: ''})).toEqual({email: FIELD_MESSAGES.email});
    expect(errorsOf(newsletterSchema, {email: 'reader@example'})).toEqual({email: FIELD_MESSAGES.email});
    expect(newsletterSchema.parse({email: ' reader@example.com '})).toEqual({
      email: 'reader@example.com',
      source: '',
      [HONEYPOT_FIELD]: '',
    });
  });

  it('takes a slug-like source and refuses anything else', () => {
    expect(
      errorsOf(newsletterSchema, {email: 'r@example.com', source: 'cannabis-retail-intelligence-weekly-issue-47'}),
    ).toEqual({});
    expect(errorsOf(newsletterSchema, {email: 'r@example.com', source: '<script>'})).toEqual({
      source: 'Unknown source.',
    });
  });
});

describe('honeypot', () => {
  it('is accepted by every schema so the server can drop it quietly', () => {
    for (const schema of [demoRequestSchema, waitlistSchema, newsletterSchema]) {
      const parsed = schema.safeParse({...good, [HONEYPOT_FIELD]: 'http://spam.example'});
      expect(parsed.success && parsed.data[HONEYPOT_FIELD]).toBe('http://spam.example');
    }
  });
});

describe('docs feedback', () => {
  it('takes a Help Center path, a boolean and an optional trimmed comment', () => {
    expect(
      docsFeedbackSchema.parse({page: '/docs/get-started/overview', helpful: false, comment: ' Too short. '}),
    ).toEqual({
      page: '/docs/get-started/overview',
      helpful: false,
      comment: 'Too short.',
      question: '',
      section: '',
      [HONEYPOT_FIELD]: '',
    });
    expect(docsFeedbackSchema.parse({page: '/docs', helpful: true})).toMatchObject({comment: ''});
  });

  it('names each field in its message', () => {
    expect(errorsOf(docsFeedbackSchema, {})).toEqual({
      page: DOCS_FEEDBACK_MESSAGES.page,
      helpful: DOCS_FEEDBACK_MESSAGES.helpful,
    });
    expect(errorsOf(docsFeedbackSchema, {page: '/documents', helpful: true})).toEqual({
      page: DOCS_FEEDBACK_MESSAGES.page,
    });
    expect(errorsOf(docsFeedbackSchema, {page: '/docs/\u0085', helpful: true})).toEqual({
      page: DOCS_FEEDBACK_MESSAGES.pageControl,
    });
    expect(errorsOf(docsFeedbackSchema, {page: '/docs', helpful: 1, comment: 'x'.repeat(1001)})).toEqual({
      helpful: DOCS_FEEDBACK_MESSAGES.helpful,
      comment: DOCS_FEEDBACK_MESSAGES.commentLength,
    });
    expect(errorsOf(docsFeedbackSchema, {page: '/docs', helpful: true, question: 'where is the api key'})).toEqual({
      section: DOCS_FEEDBACK_MESSAGES.sectionWithQuestion,
    });
    expect(errorsOf(docsFeedbackSchema, {page: '/docs', helpful: true, question: 'a', section: '/blog#x'})).toEqual({
      section: DOCS_FEEDBACK_MESSAGES.section,
    });
    for (const message of Object.values(DOCS_FEEDBACK_MESSAGES))
      expect(message).toMatch(/^(page|helpful|comment|question|section) /);
  });

  it('takes back its own output: the browser sends the parsed body, empty question and section included', () => {
    const pageVote = docsFeedbackSchema.parse({page: '/docs', helpful: true});
    expect(docsFeedbackSchema.parse(pageVote)).toEqual(pageVote);
    const answerVote = docsFeedbackSchema.parse({
      page: '/docs/x',
      helpful: false,
      comment: 'no',
      question: 'q?',
      section: '/docs/x#y',
    });
    expect(docsFeedbackSchema.parse(answerVote)).toEqual(answerVote);
  });

  it("takes an answer's vote with its question (trimmed) and the section it cited", () => {
    expect(
      docsFeedbackSchema.parse({
        page: '/docs/x',
        helpful: true,
        question: ' can budtenders change the promo? ',
        section: '/docs/x#promos',
      }),
    ).toMatchObject({
      question: 'can budtenders change the promo?',
      section: '/docs/x#promos',
    });
  });
});
