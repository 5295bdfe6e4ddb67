import type {Localized} from './constants';
import {docsFeedback, type DocsFeedbackCopy} from './docsFeedback';

/**
 * Copy of "Ask the Help Center": the /ask page, its answer and its
 * feedback, and the Ask mode of the site search dialog (src/theme/SearchBar).
 * The answers themselves are sentences of the guides, quoted by the engine
 * (src/lib/ask); nothing here is shown as an answer. Per language; the
 * feedback shares the page feedback's buttons and messages in each.
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

/** "Was this answer helpful?": the page feedback's words, with its own question, comment label and thanks. */
const answerFeedback = (
  copy: DocsFeedbackCopy,
  own: Pick<DocsFeedbackCopy, 'question' | 'commentLabel' | 'thanksDetail'>,
): AskCopy['feedback'] => ({
  question: own.question,
  yes: copy.yes,
  no: copy.no,
  commentLabel: own.commentLabel,
  charactersLeft: copy.charactersLeft,
  send: copy.send,
  sending: copy.sending,
  thanks: copy.thanks,
  thanksDetail: own.thanksDetail,
  failure: copy.failure,
});

export const ASK_COPY: Localized<AskCopy> = {
  en: {
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
    feedback: answerFeedback(docsFeedback.en, {
      question: 'Was this answer helpful?',
      commentLabel: 'What were you looking for? (optional)',
      thanksDetail: 'It shows us which questions the Help Center should answer better.',
    }),
  },
  es: {
    hero: {
      eyebrow: 'Centro de ayuda',
      title: 'Pregúntale al Centro de ayuda',
      subtitle:
        'Escribe tu pregunta como se la harías a un compañero. La respuesta cita nuestras guías palabra por palabra y enlaza a la sección que lo dice; comparte el enlace con quien quieras de tu equipo.',
    },
    form: {
      label: 'Tu pregunta',
      hint: 'Las respuestas salen solo de las guías del Centro de ayuda de este sitio.',
      placeholder: 'p. ej. como conecto dutchie',
      submit: 'Preguntar',
      examplesLabel: 'Prueba con una de estas',
      examples: [
        'como conecto dutchie',
        'el bot recomienda productos agotados',
        'los budtenders pueden cambiar la promo',
      ],
    },
    loading: 'Buscando en el Centro de ayuda…',
    unavailable:
      'Las respuestas se cargan con el sitio compilado y esta vista previa todavía no las tiene. Ejecuta npm run build y luego npm run serve para probarlo.',
    answer: {
      label: 'Respuesta',
      intro: 'Del Centro de ayuda',
      from: 'De',
    },
    notFound: {
      title: 'No encontré eso en el Centro de ayuda',
      suggestionsIntro: 'Estas páginas son las que más se acercan:',
      contactIntro: '¿Sigues sin respuesta? Nuestro equipo responde en un día hábil.',
      contactLink: 'Contacta a soporte',
      contactPath: '/contact',
    },
    dialog: {
      label: 'Respuesta del Centro de ayuda',
      fullAnswer: 'Ver la respuesta completa',
      hint: 'Presiona Enter para ver la respuesta completa.',
    },
    entry: {label: 'Hazle una pregunta al Centro de ayuda', path: '/ask'},
    feedback: answerFeedback(docsFeedback.es, {
      question: '¿Te resultó útil esta respuesta?',
      commentLabel: '¿Qué estabas buscando? (opcional)',
      thanksDetail: 'Nos muestra qué preguntas debería responder mejor el Centro de ayuda.',
    }),
  },
};
