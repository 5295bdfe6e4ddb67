import {docsFeedback, type DocsFeedbackCopy} from './docsFeedback';

/**
 * Copy of "Ask the Help Center": the /ask page, its answer and its
 * feedback, and the Ask mode of the site search dialog (src/theme/SearchBar).
 * The answers themselves are sentences of the guides, quoted by the engine
 * (src/lib/ask); nothing here is shown as an answer.
 */

export type AskCopy = {
  hero: {eyebrow: string; title: string; subtitle: string};
  form: {
    label: string;
    hint: string;
    placeholder: string;
    submit: string;
    examplesLabel: string;
    examples: readonly string[];
  };
  /** While the index loads (the first question of a visit). */
  loading: string;
  /** The index could not be fetched (e.g. `npm start`, which has no build). */
  unavailable: string;
  answer: {
    /** The answer region's accessible name. */
    label: string;
    /** Above the passages: "Answer to “{question}”". */
    intro: string;
    /** Read aloud before a passage's section: "From". */
    from: string;
  };
  notFound: {
    /** Said when nothing answers the question well (its wording is held by ask.test.ts). */
    title: string;
    suggestionsIntro: string;
    contactIntro: string;
    contactLink: string;
    contactPath: string;
  };
  /** The search dialog's Ask mode. */
  dialog: {label: string; fullAnswer: string; hint: string};
  /** Where a reader finds /ask: the Help Center landing and the search dialog. */
  entry: {label: string; path: string};
  /** "Was this answer helpful?": the page feedback's buttons and messages, with its own question. */
  feedback: Omit<DocsFeedbackCopy, 'remembered'>;
};

export const ASK_COPY = {
  hero: {
    eyebrow: 'Help Center',
    title: 'Ask the Help Center',
    subtitle:
      'Type your question the way you would ask a colleague. The answer quotes our guides word for word and links to the section that says so; send the link to anyone on your team.',
  },
  form: {
    label: 'Your question',
    hint: 'Answers come only from the Help Center guides, on this site.',
    placeholder: 'e.g. how do i hook up dutchie',
    submit: 'Ask',
    examplesLabel: 'Try one of these',
    examples: ['how do i hook up dutchie', 'bot keeps pushing stuff thats OOS', 'can budtenders change the promo'],
  },
  loading: 'Looking through the Help Center…',
  unavailable:
    'The answers load with the built site, and this preview has none yet. Run npm run build, then npm run serve, to try it.',
  answer: {
    label: 'Answer',
    intro: 'From the Help Center',
    from: 'From',
  },
  notFound: {
    title: "I couldn't find that in the Help Center",
    suggestionsIntro: 'These pages come closest:',
    contactIntro: 'Still stuck? Our team answers within one business day.',
    contactLink: 'Contact support',
    contactPath: '/contact',
  },
  dialog: {
    label: 'Answer from the Help Center',
    fullAnswer: 'See the full answer',
    hint: 'Press Enter for the full answer.',
  },
  entry: {label: 'Ask the Help Center a question', path: '/ask'},
  feedback: {
    question: 'Was this answer helpful?',
    yes: docsFeedback.yes,
    no: docsFeedback.no,
    commentLabel: 'What were you looking for? (optional)',
    charactersLeft: docsFeedback.charactersLeft,
    send: docsFeedback.send,
    sending: docsFeedback.sending,
    thanks: docsFeedback.thanks,
    thanksDetail: 'It shows us which questions the Help Center should answer better.',
    failure: docsFeedback.failure,
  },
} as const satisfies AskCopy;
