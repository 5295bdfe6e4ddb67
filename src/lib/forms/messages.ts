import {LINKS} from '../../data/constants';
import type {Locale, Localized} from '../../data/constants/locales';

/** A toast's title and description, worded exactly as the product's error catalogue words them. */
export type ToastCopy = {title: string; description: string};

export type ToastName =
  | 'demoPopupSuccess'
  | 'demoPageSuccess'
  | 'demoFailure'
  | 'missingInfo'
  | 'waitlistSuccess'
  | 'waitlistFailure'
  | 'conferenceSuccess'
  | 'conferenceFailure'
  | 'newsletterSuccess'
  | 'newsletterFailure';

const REQUEST_THANKS = "Thank you for your interest. We'll contact you soon!";
const GENERIC_FAILURE = 'Something went wrong';

const GRACIAS = 'Gracias por tu interés. ¡Te contactaremos pronto!';
const ALGO_FALLO = 'Algo salió mal';

/** Every toast the lead forms show, in each language (the English words are the product's, unchanged). */
export const TOASTS_BY_LOCALE: Localized<Record<ToastName, ToastCopy>> = {
  en: {
    demoPopupSuccess: {title: 'Request sent!', description: REQUEST_THANKS},
    demoPageSuccess: {title: 'Request Sent!', description: REQUEST_THANKS},
    demoFailure: {title: GENERIC_FAILURE, description: "We couldn't send your request. Please try again later."},
    missingInfo: {title: 'Missing information', description: 'Please provide your name and email address.'},
    waitlistSuccess: {
      title: "You're on the list!",
      description: "We'll notify you when the BudBot AI Chatbot is ready for your dispensary.",
    },
    waitlistFailure: {title: GENERIC_FAILURE, description: "We couldn't add you to the waitlist. Please try again."},
    conferenceSuccess: {
      title: 'Success!',
      description: "Your free chatbot has been claimed. We'll be in touch shortly!",
    },
    conferenceFailure: {title: GENERIC_FAILURE, description: "We couldn't process your request. Please try again."},
    // Subscribe Free subscribes for real (docs-engineering/decisions.md#button-targets).
    newsletterSuccess: {title: 'Subscribed!', description: "Check your inbox for next week's issue."},
    newsletterFailure: {title: GENERIC_FAILURE, description: "We couldn't subscribe you. Please try again."},
  },
  es: {
    demoPopupSuccess: {title: '¡Solicitud enviada!', description: GRACIAS},
    demoPageSuccess: {title: '¡Solicitud enviada!', description: GRACIAS},
    demoFailure: {title: ALGO_FALLO, description: 'No pudimos enviar tu solicitud. Inténtalo de nuevo más tarde.'},
    missingInfo: {title: 'Faltan datos', description: 'Escribe tu nombre y tu correo electrónico.'},
    waitlistSuccess: {
      title: '¡Ya estás en la lista!',
      description: 'Te avisaremos cuando el chatbot con IA de BudBot esté listo para tu dispensario.',
    },
    waitlistFailure: {title: ALGO_FALLO, description: 'No pudimos agregarte a la lista de espera. Inténtalo de nuevo.'},
    conferenceSuccess: {
      title: '¡Listo!',
      description: 'Reservaste tu chatbot gratis. ¡Te contactaremos muy pronto!',
    },
    conferenceFailure: {title: ALGO_FALLO, description: 'No pudimos procesar tu solicitud. Inténtalo de nuevo.'},
    newsletterSuccess: {
      title: '¡Te suscribiste!',
      description: 'El boletín de la próxima semana llegará a tu bandeja de entrada.',
    },
    newsletterFailure: {title: ALGO_FALLO, description: 'No pudimos suscribirte. Inténtalo de nuevo.'},
  },
};

/** The English toasts (the product's contract, asserted by the tests). */
export const TOASTS = TOASTS_BY_LOCALE.en;

/** The popup's inline message when a send fails, ending with the contact address. */
export const POPUP_CONNECTION_ERROR_PREFIXES: Localized<string> = {
  en: "We're having trouble connecting to our services. Please try again later or contact us directly at ",
  es: 'Tenemos problemas para conectarnos con nuestros servicios. Inténtalo de nuevo más tarde o escríbenos directamente a ',
};

export const popupConnectionError = (email: string = LINKS.contactEmail, locale: Locale = 'en') =>
  `${POPUP_CONNECTION_ERROR_PREFIXES[locale]}${email}`;

const SOLD_OUT: Localized<(total: number) => string> = {
  en: (total) =>
    `All ${total} free chatbot licenses have been claimed. Request a demo and we'll show you what BudBot can do for your dispensary.`,
  es: (total) =>
    `Ya se reservaron las ${total} licencias gratis del chatbot. Solicita una demostración y te mostraremos lo que BudBot puede hacer por tu dispensario.`,
};

/** What the conference form says once every licence is taken (the server's 409 says the same, in the form's language). */
export const soldOutMessage = (total: number, locale: Locale = 'en') => SOLD_OUT[locale](total);

/** Button labels while a form is being sent. */
export const BUSY_LABELS_BY_LOCALE = {
  en: {sending: 'Sending...', processing: 'Processing...'},
  es: {sending: 'Enviando...', processing: 'Procesando...'},
} as const satisfies Localized<{sending: string; processing: string}>;

export const BUSY_LABELS = BUSY_LABELS_BY_LOCALE.en;
