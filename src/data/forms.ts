/**
 * What the lead forms say on the page: each form's accessible name, field
 * labels, submit button and privacy note, in each language of the site (the
 * page's language picks them: src/components/forms/shared/useFormLocale.ts).
 * The rules' words (field messages, toasts, busy labels) are in src/lib/forms,
 * beside the rules that pick them.
 */
import type {Localized} from './constants/locales';

export type FormsCopy = {
  /** Field labels; a label used by several forms is written once. */
  fieldLabels: {
    name: string;
    fullName: string;
    email: string;
    emailAddress: string;
    phone: string;
    phoneNumber: string;
    company: string;
    /** The hidden field only bots fill in (Honeypot). */
    honeypot: string;
  };
  /** Shown after the label of a field that may stay empty. */
  optionalMark: string;
  /** The line under a form: "{lead} {purpose}." and the policy link. */
  privacyNote: {lead: string; policy: string};
  demoRequest: {
    label: string;
    /** The popup groups its fields so it can disable them all while sending. */
    legend: string;
    message: {
      popup: {label: string; rows: number};
      page: {label: string; placeholder: string; rows: number};
    };
    submit: {popup: string; page: string};
    privacyPurpose: string;
  };
  conference: {
    label: string;
    submit: string;
    privacyPurpose: string;
    /** After the sold-out notice: where to go instead. */
    soldOutAction: string;
  };
  waitlist: {label: string; submit: string; privacyPurpose: string};
  newsletter: {label: string; placeholder: string; submit: string};
};

export const FORMS_COPY: Localized<FormsCopy> = {
  en: {
    fieldLabels: {
      name: 'Your name',
      fullName: 'Full name',
      email: 'Work email',
      emailAddress: 'Email address',
      phone: 'Phone',
      phoneNumber: 'Phone number',
      company: 'Company name',
      honeypot: 'Your website',
    },
    optionalMark: '(optional)',
    privacyNote: {lead: 'We use your details only', policy: 'Privacy policy'},
    demoRequest: {
      label: 'Request a demo',
      legend: 'Your details',
      message: {
        popup: {label: 'Anything we should know?', rows: 3},
        page: {
          label: 'What would you like to see?',
          placeholder: 'Number of stores, your POS or menu platform, what slows your budtenders down…',
          rows: 4,
        },
      },
      submit: {popup: 'Request My Demo', page: 'Request Demo'},
      privacyPurpose: 'to arrange your demo',
    },
    conference: {
      label: 'Register for the conference offer',
      submit: 'Claim My Free Chatbot',
      privacyPurpose: 'to set up your free chatbot',
      soldOutAction: 'Request a demo',
    },
    waitlist: {
      label: 'Join the waitlist',
      submit: 'Join the Waitlist',
      privacyPurpose: 'to tell you when BudBot is ready',
    },
    newsletter: {
      label: 'Subscribe to the newsletter',
      placeholder: 'Enter your email',
      // Subscribe Free subscribes for real (docs-engineering/decisions.md#button-targets).
      submit: 'Subscribe Free',
    },
  },
  es: {
    fieldLabels: {
      name: 'Tu nombre',
      fullName: 'Nombre completo',
      email: 'Correo electrónico del trabajo',
      emailAddress: 'Correo electrónico',
      phone: 'Teléfono',
      phoneNumber: 'Número de teléfono',
      company: 'Nombre de la empresa',
      honeypot: 'Tu sitio web',
    },
    optionalMark: '(opcional)',
    privacyNote: {lead: 'Usamos tus datos solo', policy: 'Política de privacidad'},
    demoRequest: {
      label: 'Solicita una demostración',
      legend: 'Tus datos',
      message: {
        popup: {label: '¿Algo que debamos saber?', rows: 3},
        page: {
          label: '¿Qué te gustaría ver?',
          placeholder: 'Cuántas tiendas tienes, tu POS o plataforma de menú, qué frena a tus budtenders…',
          rows: 4,
        },
      },
      submit: {popup: 'Solicitar mi demostración', page: 'Solicitar demostración'},
      privacyPurpose: 'para organizar tu demostración',
    },
    conference: {
      label: 'Regístrate para la oferta de la conferencia',
      submit: 'Obtener mi chatbot gratis',
      privacyPurpose: 'para configurar tu chatbot gratis',
      soldOutAction: 'Solicita una demostración',
    },
    waitlist: {
      label: 'Únete a la lista de espera',
      submit: 'Unirme a la lista de espera',
      privacyPurpose: 'para avisarte cuando BudBot esté listo',
    },
    newsletter: {
      label: 'Suscríbete al boletín',
      placeholder: 'Escribe tu correo electrónico',
      submit: 'Suscribirme gratis',
    },
  },
};

/** The English copy under the names the pages and tests have always used. */
export const FIELD_LABELS = FORMS_COPY.en.fieldLabels;
export const OPTIONAL_MARK = FORMS_COPY.en.optionalMark;
export const PRIVACY_NOTE = FORMS_COPY.en.privacyNote;
export const DEMO_REQUEST_FORM = FORMS_COPY.en.demoRequest;
export const CONFERENCE_FORM = FORMS_COPY.en.conference;
export const WAITLIST_FORM = FORMS_COPY.en.waitlist;
export const NEWSLETTER_FORM = FORMS_COPY.en.newsletter;
