/**
 * "Was this page helpful?" under every Help Center page
 * (src/components/docs/PageFeedback). The toast follows the forms' wording
 * ('Something went wrong' and what could not be done), per language.
 */
import type {Localized} from './constants';

export type DocsFeedbackCopy = {
  question: string;
  yes: string;
  no: string;
  commentLabel: string;
  charactersLeft: string;
  send: string;
  sending: string;
  thanks: string;
  thanksDetail: string;
  remembered: string;
  failure: {title: string; description: string};
};

export const docsFeedback: Localized<DocsFeedbackCopy> = {
  en: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    commentLabel: 'What was missing or unclear? (optional)',
    /** After the live count: "{n} characters left". */
    charactersLeft: 'characters left',
    send: 'Send feedback',
    sending: 'Sending...',
    thanks: 'Thanks for your feedback!',
    thanksDetail: 'Your answer helps us improve the Help Center.',
    /** A page this browser already voted on. */
    remembered: 'Thanks for your feedback on this page.',
    failure: {title: 'Something went wrong', description: "We couldn't send your feedback. Please try again."},
  },
  es: {
    question: '¿Te resultó útil esta página?',
    yes: 'Sí',
    no: 'No',
    commentLabel: '¿Qué faltó o qué no quedó claro? (opcional)',
    charactersLeft: 'caracteres restantes',
    send: 'Enviar comentarios',
    sending: 'Enviando...',
    thanks: '¡Gracias por tus comentarios!',
    thanksDetail: 'Tu respuesta nos ayuda a mejorar el Centro de ayuda.',
    remembered: 'Gracias por tus comentarios sobre esta página.',
    failure: {title: 'Algo salió mal', description: 'No pudimos enviar tus comentarios. Inténtalo de nuevo.'},
  },
};
