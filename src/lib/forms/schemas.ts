import * as z from 'zod';
import {cleanAttribution} from '../attribution/clean';
import {DEFAULT_LOCALE, LOCALES, localeOr, type Locale} from '../../data/constants/locales';
import {
  CONFERENCE_PHONE_MIN,
  DOCS_BASE_PATH,
  DOCS_FEEDBACK_LIMITS,
  DOCS_FEEDBACK_MESSAGES,
  FIELD_LIMITS,
  FIELD_MESSAGES_BY_LOCALE,
  HONEYPOT_FIELD,
  RULE_MESSAGES,
} from './fields';

export * from './fields';

/**
 * The lead forms' rules (docs-engineering/decisions.md#same-rules-on-both-sides), in one module that the browser forms
 * (through react-hook-form's zod resolver) and the functions server both
 * import, so a visitor sees the same message whichever side rejects the
 * input. Every schema trims strings, drops unknown fields and bounds every
 * size; the form inputs carry the same bounds as `maxLength` (fields.ts), so
 * the "at most" messages only reach hand-made requests. The browser loads this
 * module (and zod) only when a form is used: see loadSchemas.ts.
 *
 * One set of rules, worded in each language: `formSchemas(locale)` builds them with that
 * language's messages (the page's language in the browser, the body's `locale` on the server),
 * and the named exports below are the English ones.
 */

/** Line breaks in a value that may end up in an e-mail header would let it add headers. */
const SINGLE_LINE = /^[^\r\n]*$/;

/**
 * Where the lead came from (src/lib/attribution) and the form's language: never a reason to refuse
 * a lead. Whatever came is cleaned, a value that fails is left out, an unknown language is English;
 * absent, they stay absent (the server reads that as no attribution, in English).
 */
const attributionField = z
  .unknown()
  .transform((value) => cleanAttribution(value))
  .optional();
const localeField = z
  .unknown()
  .transform((value) => localeOr(value))
  .optional();

const honeypot = z.string().max(FIELD_LIMITS.honeypot).optional().default('');

function buildSchemas(locale: Locale) {
  const FIELD_MESSAGES = FIELD_MESSAGES_BY_LOCALE[locale];
  const {labels, tooLong, singleLine, unknownSource} = RULE_MESSAGES[locale];

  const nameField = z
    .string({error: FIELD_MESSAGES.name})
    .trim()
    .min(2, FIELD_MESSAGES.name)
    .max(FIELD_LIMITS.name, tooLong(labels.name, FIELD_LIMITS.name))
    .regex(SINGLE_LINE, singleLine(labels.name));

  const emailField = z
    .string({error: FIELD_MESSAGES.email})
    .trim()
    .max(FIELD_LIMITS.email, FIELD_MESSAGES.email)
    .pipe(z.email(FIELD_MESSAGES.email));

  /** Optional text that, once given, must reach `min` characters ("" counts as not given). */
  const optionalAtLeast = (min: number, message: string, max: number, label: string) =>
    z
      .string({error: message})
      .trim()
      .max(max, tooLong(label, max))
      .regex(SINGLE_LINE, singleLine(label))
      .refine((value) => value === '' || value.length >= min, message)
      .optional()
      .default('');

  const optionalCompany = optionalAtLeast(2, FIELD_MESSAGES.company, FIELD_LIMITS.company, labels.company);
  const optionalMessage = z
    .string()
    .trim()
    .max(FIELD_LIMITS.message, tooLong(labels.message, FIELD_LIMITS.message))
    .optional()
    .default('');

  /** What every lead form sends besides its fields. */
  const context = {attribution: attributionField, locale: localeField, [HONEYPOT_FIELD]: honeypot};

  /** Request a Demo page (/request-demo). */
  const demoRequestSchema = z.object({
    name: nameField,
    email: emailField,
    phone: optionalAtLeast(5, FIELD_MESSAGES.phone, FIELD_LIMITS.phone, labels.phone),
    company: optionalCompany,
    message: optionalMessage,
    ...context,
  });

  /** The home page's demo popup: only name and email are required. */
  const demoPopupSchema = z.object({
    name: z
      .string({error: FIELD_MESSAGES.missingInfo})
      .trim()
      .min(1, FIELD_MESSAGES.missingInfo)
      .max(FIELD_LIMITS.name, tooLong(labels.name, FIELD_LIMITS.name))
      .regex(SINGLE_LINE, singleLine(labels.name)),
    email: z
      .string({error: FIELD_MESSAGES.missingInfo})
      .trim()
      .min(1, FIELD_MESSAGES.missingInfo)
      .max(FIELD_LIMITS.email, FIELD_MESSAGES.email)
      .pipe(z.email(FIELD_MESSAGES.email)),
    phone: z.string().trim().max(FIELD_LIMITS.phone, tooLong(labels.phone, FIELD_LIMITS.phone)).optional().default(''),
    company: z
      .string()
      .trim()
      .max(FIELD_LIMITS.company, tooLong(labels.company, FIELD_LIMITS.company))
      .regex(SINGLE_LINE, singleLine(labels.company))
      .optional()
      .default(''),
    message: optionalMessage,
    ...context,
  });

  /** Body of send-demo-request-email: `source` picks the popup's or the page's rules. */
  const demoRequestBodySchema = z.preprocess(
    // The page's payload has no source; a request without one follows the page's rules.
    (body) => (isRecord(body) && body.source === undefined ? {...body, source: 'request-demo'} : body),
    z.discriminatedUnion('source', [
      demoRequestSchema.extend({source: z.literal('request-demo')}),
      demoPopupSchema.extend({source: z.literal('popup')}),
    ]),
  );

  /** Waitlist (/waitlist). */
  const waitlistSchema = z.object({
    name: nameField,
    email: emailField,
    companyName: optionalCompany,
    ...context,
  });

  /**
   * Conference signup (/mj-unpacked). The phone number is optional only when
   * absent: the form starts it as "", which fails the 10-character rule (docs-engineering/decisions.md#conference-phone).
   */
  const conferenceSchema = z.object({
    name: nameField,
    email: emailField,
    companyName: z
      .string({error: FIELD_MESSAGES.company})
      .trim()
      .min(2, FIELD_MESSAGES.company)
      .max(FIELD_LIMITS.company, tooLong(labels.company, FIELD_LIMITS.company))
      .regex(SINGLE_LINE, singleLine(labels.company)),
    phoneNumber: z
      .string({error: FIELD_MESSAGES.phone})
      .trim()
      .min(CONFERENCE_PHONE_MIN, FIELD_MESSAGES.phone)
      .max(FIELD_LIMITS.phone, tooLong(labels.phone, FIELD_LIMITS.phone))
      .optional(),
    ...context,
  });

  /** Newsletter "Subscribe Free" band (issue pages): a valid e-mail, and the issue it came from. */
  const newsletterSchema = z.object({
    email: emailField,
    source: z
      .string()
      .trim()
      .max(FIELD_LIMITS.source)
      .regex(/^[\w./-]*$/, unknownSource)
      .optional()
      .default(''),
    ...context,
  });

  /** "Delete my data" on /privacy: the address whose data goes. */
  const privacyRequestSchema = z.object({
    email: emailField,
    /** The page's language: the e-mail and the link's page are in it. */
    locale: localeField,
    [HONEYPOT_FIELD]: honeypot,
  });

  return {
    demoRequestSchema,
    demoPopupSchema,
    demoRequestBodySchema,
    waitlistSchema,
    conferenceSchema,
    newsletterSchema,
    privacyRequestSchema,
  };
}

export type FormSchemas = ReturnType<typeof buildSchemas>;

const built = new Map<Locale, FormSchemas>();

/** The forms' rules worded in `locale`; built once per language, on first use. */
export function formSchemas(locale: Locale): FormSchemas {
  let schemas = built.get(locale);
  if (!schemas) {
    schemas = buildSchemas(locale);
    built.set(locale, schemas);
  }
  return schemas;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const english = formSchemas(DEFAULT_LOCALE);

export const {
  demoRequestSchema,
  demoPopupSchema,
  demoRequestBodySchema,
  waitlistSchema,
  conferenceSchema,
  newsletterSchema,
  privacyRequestSchema,
} = english;

/**
 * A page of the Help Center: `/docs` itself or a path below it (`/docsx` is another page), in English
 * or under a language's prefix (`/es/docs/…`).
 */
const DOCS_PATH = new RegExp(
  `^(?:/(?:${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')}))?${DOCS_BASE_PATH}(?:[/?#]|$)`,
);
// eslint-disable-next-line no-control-regex -- control characters (C0, DEL and C1) are what this rejects
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * "Was this page helpful?" under every Help Center page. The comment is
 * meant for a "No" but accepted with either; it may span lines (it never
 * reaches a mail header).
 */
export const docsFeedbackSchema = z
  .object({
    page: z
      .string({error: DOCS_FEEDBACK_MESSAGES.page})
      .max(DOCS_FEEDBACK_LIMITS.page, DOCS_FEEDBACK_MESSAGES.pageLength)
      .regex(DOCS_PATH, DOCS_FEEDBACK_MESSAGES.page)
      .refine((page) => !CONTROL_CHARACTER.test(page), DOCS_FEEDBACK_MESSAGES.pageControl),
    helpful: z.boolean({error: DOCS_FEEDBACK_MESSAGES.helpful}),
    comment: z
      .string({error: DOCS_FEEDBACK_MESSAGES.comment})
      .trim()
      .max(DOCS_FEEDBACK_LIMITS.comment, DOCS_FEEDBACK_MESSAGES.commentLength)
      .optional()
      .default(''),
    /** "Was this answer helpful?" on /ask: the question as asked. */
    question: z
      .string({error: DOCS_FEEDBACK_MESSAGES.question})
      .trim()
      .max(DOCS_FEEDBACK_LIMITS.question, DOCS_FEEDBACK_MESSAGES.questionLength)
      .refine((question) => !CONTROL_CHARACTER.test(question), DOCS_FEEDBACK_MESSAGES.questionControl)
      .optional()
      .default(''),
    /** …and the section the answer quoted first, `/docs/…#anchor`. */
    section: z
      .string({error: DOCS_FEEDBACK_MESSAGES.section})
      .max(DOCS_FEEDBACK_LIMITS.section, DOCS_FEEDBACK_MESSAGES.sectionLength)
      // Empty for a page's vote: the browser sends the body its own parse gave, defaults included.
      .refine((section) => section === '' || DOCS_PATH.test(section), DOCS_FEEDBACK_MESSAGES.section)
      .refine((section) => !CONTROL_CHARACTER.test(section), DOCS_FEEDBACK_MESSAGES.sectionControl)
      .optional()
      .default(''),
    /** The page's language (a Help Center page under /es/ is Spanish): unknown is English. */
    locale: localeField,
    [HONEYPOT_FIELD]: honeypot,
  })
  .refine((vote) => (vote.question === '') === (vote.section === ''), {
    path: ['section'],
    message: DOCS_FEEDBACK_MESSAGES.sectionWithQuestion,
  });

/** The confirmation page sends back the token of the link it was opened with. */
export const privacyDeleteSchema = z.object({
  token: z.string({error: 'token is required.'}).min(1, 'token is required.').max(1000, 'token is too long.'),
  /** The confirmation page's language: why a link cannot delete is said in it. */
  locale: localeField,
});

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;

export type DocsFeedbackInput = z.input<typeof docsFeedbackSchema>;

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoPopupInput = z.input<typeof demoPopupSchema>;
export type WaitlistInput = z.input<typeof waitlistSchema>;
export type ConferenceInput = z.input<typeof conferenceSchema>;
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** Numbers the waitlist page shows: signups so far and the launch progress bar (0 to 100). */
export const waitlistStatsSchema = z.object({
  count: z.number().int().nonnegative(),
  progress: z.number().int().min(0).max(100),
});

/** The conference offer's licences. */
export const conferenceStatsSchema = z
  .object({claimed: z.number().int().nonnegative(), total: z.number().int().positive()})
  .refine((s) => s.claimed <= s.total, 'claimed cannot exceed total');

export type WaitlistStats = z.infer<typeof waitlistStatsSchema>;
export type ConferenceStats = z.infer<typeof conferenceStatsSchema>;

/**
 * The first message per field of a failed parse, keyed by field name: the
 * `fields` of a 400 answer and the inline errors of a form.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
