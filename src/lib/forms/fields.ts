/**
 * The lead forms' field names, bounds, messages and function names: what the
 * forms need to render, without zod. The rules themselves are in schemas.ts,
 * which re-exports everything here for the server.
 */
import {formatWhole} from '../numbers';
import type {Localized} from '../../data/constants/locales';

/** What the field messages say, in each language (the form's `locale` picks them, on both sides). */
export type FieldMessages = {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** The demo popup's own rule: name and email are required, nothing more. */
  missingInfo: string;
};

export const FIELD_MESSAGES_BY_LOCALE: Localized<FieldMessages> = {
  en: {
    name: 'Name must be at least 2 characters.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    company: 'Company name must be at least 2 characters.',
    missingInfo: 'Please provide your name and email address.',
  },
  es: {
    name: 'El nombre debe tener al menos 2 caracteres.',
    email: 'Escribe un correo electrónico válido.',
    phone: 'Escribe un número de teléfono válido.',
    company: 'El nombre de la empresa debe tener al menos 2 caracteres.',
    missingInfo: 'Escribe tu nombre y tu correo electrónico.',
  },
};

/** The English messages (the product's contract, asserted by the tests). */
export const FIELD_MESSAGES = FIELD_MESSAGES_BY_LOCALE.en;

/** The rules' other messages: they reach the page only through hand-made requests, but answer in the form's language too. */
export type RuleMessages = {
  /** How each bounded field is named at the start of a sentence. */
  labels: {name: string; phone: string; company: string; message: string};
  tooLong: (label: string, max: number) => string;
  singleLine: (label: string) => string;
  unknownSource: string;
  /** The 400 answer's own message when fields are named in it. */
  checkFields: string;
  /** The 400 answer when the body is JSON but not an object. */
  notAnObject: string;
  /** Postgres text cannot hold NUL, and a lone UTF-16 surrogate would be stored as U+FFFD, not as sent. */
  unstorableText: string;
};

export const RULE_MESSAGES: Localized<RuleMessages> = {
  en: {
    labels: {name: 'Name', phone: 'Phone number', company: 'Company name', message: 'Message'},
    tooLong: (label, max) => `${label} must be at most ${max} characters.`,
    singleLine: (label) => `${label} must be on a single line.`,
    unknownSource: 'Unknown source.',
    checkFields: 'Please check the highlighted fields.',
    notAnObject: 'The request body must be a JSON object.',
    unstorableText: 'This text contains characters we cannot store (a NUL character or broken Unicode).',
  },
  es: {
    labels: {
      name: 'El nombre',
      phone: 'El número de teléfono',
      company: 'El nombre de la empresa',
      message: 'El mensaje',
    },
    tooLong: (label, max) => `${label} debe tener como máximo ${max} caracteres.`,
    singleLine: (label) => `${label} debe ir en una sola línea.`,
    unknownSource: 'Origen desconocido.',
    checkFields: 'Revisa los campos marcados.',
    notAnObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
    unstorableText: 'Este texto tiene caracteres que no podemos guardar (un carácter NUL o Unicode dañado).',
  },
};

/** Upper bounds of every field, shared with the inputs' `maxLength`. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 120,
  message: 2000,
  source: 120,
  honeypot: 200,
} as const;

/** Conference phone numbers need at least this many characters (docs-engineering/decisions.md#conference-phone). */
export const CONFERENCE_PHONE_MIN = 10;

/**
 * The hidden field bots fill in. A name that looks worth filling ("website")
 * catches form-filling scripts; people never see or reach it.
 */
export const HONEYPOT_FIELD = 'website';

/** Where a demo request was typed; the server picks the matching rules. */
export const DEMO_SOURCES = ['request-demo', 'popup'] as const;
export type DemoSource = (typeof DEMO_SOURCES)[number];

/** The four forms, as stored with each lead and named in the export's `form=` filter. */
export const LEAD_FORMS = ['demo-request', 'mj-signup', 'waitlist', 'newsletter'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** The functions' names under the functions base URL (docs-engineering/decisions.md#lead-endpoints). */
export const FUNCTION_NAMES = {
  demoRequest: 'send-demo-request-email',
  conference: 'send-mj-signup-email',
  waitlist: 'join-waitlist',
  newsletter: 'subscribe-newsletter',
  health: 'health',
  waitlistStats: 'waitlist-stats',
  conferenceStats: 'mj-stats',
  leads: 'leads',
  docsFeedback: 'docs-feedback',
  feedbackExport: 'feedback',
  /** The proof-of-work challenge every form solves before it is sent (GET). */
  challenge: 'challenge',
  /** Re-sends a submission refused as spam (POST /spam/{id}/resend, export token). */
  spam: 'spam',
  /** "Delete my data" on /privacy: mails the confirmation link. */
  privacyRequest: 'privacy-request',
  /** The confirmation link's page posts its token here to delete. */
  privacyDelete: 'privacy-delete',
} as const;

/** The body field that carries the solved challenge (the ALTCHA payload: base64 of its JSON). */
export const SPAM_CHALLENGE_FIELD = 'altcha';

/**
 * Why a submission's challenge was refused (400, under `fields.altcha`). The browser solves again
 * and sends once more on any of them, so a visitor only sees one if that fails too.
 */
export const SPAM_CHALLENGE_MESSAGES_BY_LOCALE = {
  en: {
    missing: 'This form needs its anti-spam check. Please reload the page and try again.',
    malformed: 'The anti-spam check could not be read. Please reload the page and try again.',
    expired: 'The anti-spam check has expired. Please try again.',
    invalid: 'The anti-spam check failed. Please reload the page and try again.',
    replayed: 'This anti-spam check was already used. Please try again.',
  },
  es: {
    missing: 'Este formulario necesita su verificación antispam. Vuelve a cargar la página e inténtalo de nuevo.',
    malformed: 'No pudimos leer la verificación antispam. Vuelve a cargar la página e inténtalo de nuevo.',
    expired: 'La verificación antispam venció. Inténtalo de nuevo.',
    invalid: 'La verificación antispam falló. Vuelve a cargar la página e inténtalo de nuevo.',
    replayed: 'Esta verificación antispam ya se usó. Inténtalo de nuevo.',
  },
} as const satisfies Localized<Record<string, string>>;

export const SPAM_CHALLENGE_MESSAGES = SPAM_CHALLENGE_MESSAGES_BY_LOCALE.en;

export type SpamChallengeRefusal = keyof typeof SPAM_CHALLENGE_MESSAGES;

/** "Was this page helpful?" on the Help Center pages: bounds of the vote (docs-engineering/decisions.md#page-feedback). */
export const DOCS_FEEDBACK_LIMITS = {page: 300, comment: 1000, question: 300, section: 300} as const;

/** The path every Help Center page lives under; a vote names one of them. */
export const DOCS_BASE_PATH = '/docs';

/** The vote's messages, each naming its field: they reach the page only through hand-made requests. */
export const DOCS_FEEDBACK_MESSAGES = {
  page: `page must be a path of the Help Center, starting with ${DOCS_BASE_PATH}.`,
  pageLength: `page must be at most ${DOCS_FEEDBACK_LIMITS.page} characters.`,
  pageControl: 'page must not contain control characters.',
  helpful: 'helpful must be true or false.',
  comment: 'comment must be text.',
  commentLength: `comment must be at most ${formatWhole(DOCS_FEEDBACK_LIMITS.comment)} characters.`,
  question: 'question must be text.',
  questionLength: `question must be at most ${DOCS_FEEDBACK_LIMITS.question} characters.`,
  questionControl: 'question must not contain control characters.',
  section: `section must be a section of the Help Center, starting with ${DOCS_BASE_PATH}.`,
  sectionLength: `section must be at most ${DOCS_FEEDBACK_LIMITS.section} characters.`,
  sectionControl: 'section must not contain control characters.',
  /** An answer's vote names both the question and the section it cited; a page's vote neither. */
  sectionWithQuestion: 'section and question go together: give both or neither.',
} as const;
