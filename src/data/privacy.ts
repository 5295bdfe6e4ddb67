/**
 * /privacy: nine sections, last updated
 * April 2, 2025. It describes what this site actually does: the four forms
 * post to our own functions, leads are stored in our Postgres database and
 * e-mailed to our sales team, and the site loads no third-party trackers or
 * fonts (so the policy has no cookie banner to explain). The policy is written
 * in English and in Spanish (`privacyPage`, `privacySections` and
 * `PRIVACY_DELETION` are per language).
 */
import {BRAND, LINKS, PRIVACY_REQUESTS, STORAGE_KEYS, TIMING, type Localized} from './constants';
import {formatLongDate} from '../lib/dates';

type PrivacyItem = {term: string; description: string};
export type PrivacySection = {id: string; title: string; paragraphs: readonly string[]; items?: readonly PrivacyItem[]};
export type PrivacyPage = {
  title: string;
  updatedLabel: string;
  lastUpdated: string;
  lastUpdatedIso: string;
  tocLabel: string;
  intro: string;
};

/** Everything this module exports, as its test checks it against `privacySchema`. */
export type PrivacyContent = {page: PrivacyPage; sections: readonly PrivacySection[]};

const ENGLISH_PAGE = {
  title: 'Privacy Policy',
  updatedLabel: 'Last updated',
  lastUpdated: 'April 2, 2025',
  /** Machine-readable form of lastUpdated, for the <time> element. */
  lastUpdatedIso: '2025-04-02',
  tocLabel: 'Policy contents',
  intro: `This policy explains what ${BRAND} collects when you use this website, why, where it is kept and what you can ask us to do with it. We have written it in plain language and kept it specific to this site.`,
} as const satisfies PrivacyPage;

const ENGLISH_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are',
    paragraphs: [
      `${BRAND} makes AI chatbot software for cannabis dispensaries. This website markets that software to dispensary owners, managers and operators. ${BRAND} is responsible for the personal information collected through it.`,
      'This policy covers this website only. The chatbots we run on our customers’ own websites are covered by our customer agreements and by each dispensary’s own privacy policy.',
    ],
  },
  {
    id: 'what-we-collect',
    title: '2. What we collect through our forms',
    paragraphs: [
      'We only collect what you type into one of our four forms. Fields marked optional on a form can be left empty.',
    ],
    items: [
      {
        term: 'Demo request',
        description: 'Your name, email, phone, company and message, from the Request a Demo page or the demo pop-up.',
      },
      {term: 'Waitlist', description: 'Your name, email and company name, from the waitlist page.'},
      {
        term: 'Conference signup',
        description: 'Your name, email, company name and phone number, from the MJ Unpacked offer page.',
      },
      {term: 'Newsletter', description: 'Your email address, from any newsletter subscribe box.'},
    ],
  },
  {
    id: 'how-we-use-it',
    title: '3. Why we collect it and how we use it',
    paragraphs: ['We use each submission for the purpose of the form you filled in, and nothing else:'],
    items: [
      {term: 'Demo request', description: 'to contact you, arrange a demo and answer the questions in your message.'},
      {
        term: 'Waitlist',
        description: 'to tell you when BudBot is ready for your dispensary and honor the early-access offer.',
      },
      {
        term: 'Conference signup',
        description:
          'to confirm your free chatbot license, call you to plan setup and keep the license count accurate.',
      },
      {term: 'Newsletter', description: 'to send you our weekly newsletter until you unsubscribe.'},
      {
        term: 'All forms',
        description:
          'to recognize a repeated submission of the same email so you are not contacted twice, and to protect the forms from abuse.',
      },
    ],
  },
  {
    id: 'where-it-is-stored',
    title: '4. Where your information is stored',
    paragraphs: [
      'Submissions go straight from your browser to our own server on this website’s address, never to a third-party form service. Each one is saved in our own Postgres database before we confirm it to you, together with the form it came from and the time it was sent.',
      'To stop one sender flooding the forms, our server counts recent submissions per network address in memory for about a minute. Those addresses are not written to the database.',
    ],
  },
  {
    id: 'who-receives-it',
    title: '5. Who receives your information',
    paragraphs: [
      'When a form is submitted, our server e-mails its contents to our sales team so that a person can follow up. Only members of our team who handle sales and support can read or export leads.',
      'The companies that host our server, database and e-mail process this information only on our behalf. We do not sell, rent or share your information with advertisers or data brokers.',
    ],
  },
  {
    id: 'cookies-and-trackers',
    title: '6. Cookies, trackers and fonts',
    paragraphs: [
      'This site loads no third-party trackers, analytics scripts, advertising pixels or fonts from other hosts, and it sets no cookies. That is why you will not see a cookie banner here.',
      `Your browser keeps three small values in its local storage, which never leave your device: the color theme you chose, the time you closed the demo pop-up (key ${STORAGE_KEYS.popupDismissed}) so we do not show it again for ${TIMING.popupSuppressionHours} hours, and the Help Center pages you answered "Was this page helpful?" on (key ${STORAGE_KEYS.docsFeedback}) so we do not ask again. Your answer itself, and any comment you add, is sent to us without your name or address.`,
      `When you arrive through a link that carries campaign tags (the utm_ parameters of one of our e-mails or ads, or an ad's click id: gclid, fbclid or msclkid), your browser keeps them for this visit in its session storage (key ${STORAGE_KEYS.attribution}), with the address of the site that sent you (the site only, never the page) and the first page you opened here. They are erased when you close the tab and never sent anywhere on their own: only when you send one of our forms do they go with it, together with the page the form is on and the language of the site you used. We keep them with your submission to learn which of our campaigns, partners and pages bring enquiries, and delete them with it. No cookie is set for this, and nothing follows you to other sites or to a later visit.`,
      'Links to our social profiles, partner sites and booking page open those sites in a new tab; what they collect is governed by their own privacy policies.',
    ],
  },
  {
    id: 'how-long-we-keep-it',
    title: '7. How long we keep it',
    paragraphs: [
      'We keep demo, waitlist and conference leads for as long as we are in contact with you about them, and delete them no later than 24 months after our last exchange. Newsletter addresses are kept until you unsubscribe. E-mails to our sales team follow the same schedule.',
    ],
  },
  {
    id: 'your-rights',
    title: '8. Your rights and choices',
    paragraphs: [
      'You can ask us at any time to show you the information we hold about you, to correct it, to delete it, or to stop contacting you. Every newsletter has an unsubscribe link. We never charge for a request.',
      `To delete your data yourself, enter your email address in the "Delete my data" form below. We email that address a confirmation link, valid for ${PRIVACY_REQUESTS.linkValidHours} hours; when you open it and press the button, every form submission made with that address, our emails about them and any feedback comment that names it are deleted at once. We keep only a note that a deletion took place, with the address scrambled beyond reading, and its date.`,
      `Any other request, and a deletion you ask for by email, is answered within ${PRIVACY_REQUESTS.answerWithinDays} days, the time the California Consumer Privacy Act allows.`,
      'Depending on where you live, laws such as the California Consumer Privacy Act or the GDPR give you these rights and the right to complain to a data protection authority. We honor them for every visitor, wherever you are.',
      'This website is intended for businesses and for adults. We do not knowingly collect information from anyone under 21.',
    ],
  },
  {
    id: 'contact-us',
    title: '9. Contact us and changes to this policy',
    paragraphs: [
      `For any privacy question or request, email ${LINKS.contactEmail}. If we change how this site handles personal information, we will update this page and the date at the top.`,
    ],
  },
];

/**
 * The "Delete my data" form under the policy, its confirmation page (a link opens it; only its button deletes,
 * as mail scanners open links) and the server's answers, in English. Each language's version is in
 * `PRIVACY_DELETION`; the server answers with the `messages` of the language the page sent.
 */
export const privacyDeletion = {
  form: {
    title: 'Delete my data',
    label: 'Delete my data',
    intro: `Enter the email address you used on our forms. We will email it a link to confirm the deletion, valid for ${PRIVACY_REQUESTS.linkValidHours} hours.`,
    emailLabel: 'Email address',
    submit: 'Email me the confirmation link',
    sent: {
      title: 'Check your inbox',
      description: 'If that address can receive email, a confirmation link is on its way.',
    },
    failure: {title: 'Something went wrong', description: "We couldn't send the link. Please try again, or email us."},
  },
  confirm: {
    title: 'Delete your data',
    intro:
      'Pressing the button deletes every form submission made with your email address, our emails about them and any feedback comment that names it. This cannot be undone.',
    button: 'Delete my data',
    busy: 'Deleting...',
    doneTitle: 'Your data has been deleted',
    done: 'Every form submission made with your email address is gone from our database, with our emails about them. We keep only a note that a deletion took place, with the address scrambled beyond reading, and its date.',
    missingToken: 'This page needs the link from our email. Ask for a new one on the privacy page.',
    failure: 'The deletion could not be carried out. Please try again later, or email us.',
    backLink: 'Back to the privacy policy',
  },
  /** The server's answers to a confirmation link that cannot delete. */
  messages: {
    invalid: 'This link is not valid. Please ask for a new one on the privacy page.',
    expired: `This link has expired (links are valid for ${PRIVACY_REQUESTS.linkValidHours} hours). Please ask for a new one on the privacy page.`,
    used: 'This link was already used: the data of this address has been deleted.',
  },
} as const;

export type PrivacyDeletionCopy = {
  form: {
    title: string;
    label: string;
    intro: string;
    emailLabel: string;
    submit: string;
    sent: {title: string; description: string};
    failure: {title: string; description: string};
  };
  confirm: Record<
    'title' | 'intro' | 'button' | 'busy' | 'doneTitle' | 'done' | 'missingToken' | 'failure' | 'backLink',
    string
  >;
  messages: Record<'invalid' | 'expired' | 'used', string>;
};

const SPANISH_PAGE = {
  title: 'Política de privacidad',
  updatedLabel: 'Última actualización:',
  lastUpdated: formatLongDate(ENGLISH_PAGE.lastUpdatedIso, 'es'),
  lastUpdatedIso: ENGLISH_PAGE.lastUpdatedIso,
  tocLabel: 'Contenido de la política',
  intro: `Esta política explica qué recopila ${BRAND} cuando usas este sitio web, por qué, dónde se guarda y qué puedes pedirnos que hagamos con ello. La escribimos en lenguaje sencillo y habla solo de este sitio.`,
} satisfies PrivacyPage;

const SPANISH_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'who-we-are',
    title: '1. Quiénes somos',
    paragraphs: [
      `${BRAND} crea software de chatbot con IA para dispensarios de cannabis. Este sitio web presenta ese software a dueños, gerentes y operadores de dispensarios. ${BRAND} es responsable de la información personal que se recopila a través de él.`,
      'Esta política cubre solo este sitio web. Los chatbots que operamos en los sitios web de nuestros clientes se rigen por nuestros contratos con ellos y por la política de privacidad de cada dispensario.',
    ],
  },
  {
    id: 'what-we-collect',
    title: '2. Qué recopilamos a través de nuestros formularios',
    paragraphs: [
      'Solo recopilamos lo que escribes en uno de nuestros cuatro formularios. Los campos que un formulario marca como opcionales se pueden dejar vacíos.',
    ],
    items: [
      {
        term: 'Solicitud de demostración',
        description:
          'Tu nombre, correo electrónico, teléfono, empresa y mensaje, desde la página Solicita una demostración o la ventana emergente de demostración.',
      },
      {
        term: 'Lista de espera',
        description: 'Tu nombre, correo electrónico y el nombre de tu empresa, desde la página de la lista de espera.',
      },
      {
        term: 'Registro de la conferencia',
        description:
          'Tu nombre, correo electrónico, el nombre de tu empresa y tu número de teléfono, desde la página de la oferta de MJ Unpacked.',
      },
      {term: 'Boletín', description: 'Tu correo electrónico, desde cualquier casilla de suscripción al boletín.'},
    ],
  },
  {
    id: 'how-we-use-it',
    title: '3. Por qué lo recopilamos y cómo lo usamos',
    paragraphs: ['Usamos cada envío para el fin del formulario que llenaste, y para nada más:'],
    items: [
      {
        term: 'Solicitud de demostración',
        description: 'para contactarte, organizar una demostración y responder las preguntas de tu mensaje.',
      },
      {
        term: 'Lista de espera',
        description:
          'para avisarte cuando BudBot esté listo para tu dispensario y cumplir la oferta de acceso anticipado.',
      },
      {
        term: 'Registro de la conferencia',
        description:
          'para confirmar tu licencia gratis del chatbot, llamarte para planear la configuración y llevar bien la cuenta de licencias.',
      },
      {term: 'Boletín', description: 'para enviarte nuestro boletín semanal hasta que canceles la suscripción.'},
      {
        term: 'Todos los formularios',
        description:
          'para reconocer un envío repetido con el mismo correo y no contactarte dos veces, y para proteger los formularios contra abusos.',
      },
    ],
  },
  {
    id: 'where-it-is-stored',
    title: '4. Dónde se guarda tu información',
    paragraphs: [
      'Los envíos van directamente de tu navegador a nuestro propio servidor, en la dirección de este sitio web, nunca a un servicio de formularios de terceros. Cada uno se guarda en nuestra propia base de datos Postgres antes de que te lo confirmemos, junto con el formulario del que vino y la hora en que se envió.',
      'Para que un solo remitente no sature los formularios, nuestro servidor cuenta en memoria, durante más o menos un minuto, los envíos recientes de cada dirección de red. Esas direcciones no se guardan en la base de datos.',
    ],
  },
  {
    id: 'who-receives-it',
    title: '5. Quién recibe tu información',
    paragraphs: [
      'Cuando se envía un formulario, nuestro servidor manda su contenido por correo electrónico a nuestro equipo de ventas para que una persona le dé seguimiento. Solo los miembros de nuestro equipo que se encargan de ventas y soporte pueden leer o exportar los contactos.',
      'Las empresas que alojan nuestro servidor, nuestra base de datos y nuestro correo procesan esta información solo en nuestro nombre. No vendemos, alquilamos ni compartimos tu información con anunciantes ni con intermediarios de datos.',
    ],
  },
  {
    id: 'cookies-and-trackers',
    title: '6. Cookies, rastreadores y fuentes',
    paragraphs: [
      'Este sitio no carga rastreadores de terceros, scripts de analítica, píxeles publicitarios ni fuentes de otros servidores, y no instala cookies. Por eso aquí no verás un aviso de cookies.',
      `Tu navegador guarda tres valores pequeños en su almacenamiento local, que nunca salen de tu dispositivo: el tema de color que elegiste, la hora en que cerraste la ventana emergente de demostración (clave ${STORAGE_KEYS.popupDismissed}) para no volver a mostrarla durante ${TIMING.popupSuppressionHours} horas, y las páginas del Centro de ayuda en las que respondiste “¿Te resultó útil esta página?” (clave ${STORAGE_KEYS.docsFeedback}) para no volver a preguntarte. Tu respuesta, y cualquier comentario que agregues, nos llega sin tu nombre ni tu dirección.`,
      `Cuando llegas por un enlace con etiquetas de campaña (los parámetros utm_ de uno de nuestros correos o anuncios, o el identificador de clic de un anuncio: gclid, fbclid o msclkid), tu navegador las guarda durante esta visita en su almacenamiento de sesión (clave ${STORAGE_KEYS.attribution}), junto con la dirección del sitio que te envió (solo el sitio, nunca la página) y la primera página que abriste aquí. Se borran al cerrar la pestaña y nunca se envían a ninguna parte por sí solas: solo cuando envías uno de nuestros formularios viajan con él, junto con la página en la que está el formulario y el idioma del sitio que usaste. Las guardamos con tu envío para saber cuáles de nuestras campañas, socios y páginas nos traen consultas, y las borramos junto con él. Para esto no se instala ninguna cookie, y nada te sigue a otros sitios ni a una visita posterior.`,
      'Los enlaces a nuestros perfiles en redes sociales, a los sitios de nuestros socios y a nuestra página de citas abren esos sitios en una pestaña nueva; lo que ellos recopilan se rige por sus propias políticas de privacidad.',
    ],
  },
  {
    id: 'how-long-we-keep-it',
    title: '7. Cuánto tiempo la guardamos',
    paragraphs: [
      'Guardamos los contactos de las solicitudes de demostración, la lista de espera y la conferencia mientras estemos en contacto contigo por ese motivo, y los borramos a más tardar 24 meses después de nuestro último intercambio. Las direcciones del boletín se guardan hasta que canceles la suscripción. Los correos a nuestro equipo de ventas siguen los mismos plazos.',
    ],
  },
  {
    id: 'your-rights',
    title: '8. Tus derechos y opciones',
    paragraphs: [
      'Puedes pedirnos en cualquier momento que te mostremos la información que tenemos sobre ti, que la corrijamos, que la borremos o que dejemos de contactarte. Cada boletín tiene un enlace para cancelar la suscripción. Nunca cobramos por una solicitud.',
      `Para borrar tus datos por tu cuenta, escribe tu correo electrónico en el formulario “Borrar mis datos” que está abajo. Te enviamos a esa dirección un enlace de confirmación, válido durante ${PRIVACY_REQUESTS.linkValidHours} horas; cuando lo abres y presionas el botón, se borran de inmediato todos los formularios enviados con esa dirección, nuestros correos sobre ellos y cualquier comentario que la mencione. Solo guardamos una nota de que se hizo un borrado, con la dirección codificada de forma que ya no se puede leer, y su fecha.`,
      `Cualquier otra solicitud, y un borrado que nos pidas por correo electrónico, se responde en un plazo de ${PRIVACY_REQUESTS.answerWithinDays} días, el tiempo que permite la Ley de Privacidad del Consumidor de California (CCPA).`,
      'Según dónde vivas, leyes como la Ley de Privacidad del Consumidor de California o el RGPD te dan estos derechos y el derecho a presentar una queja ante una autoridad de protección de datos. Los respetamos para todos los visitantes, estén donde estén.',
      'Este sitio web está dirigido a empresas y a adultos. No recopilamos a sabiendas información de menores de 21 años.',
    ],
  },
  {
    id: 'contact-us',
    title: '9. Contáctanos y cambios a esta política',
    paragraphs: [
      `Para cualquier pregunta o solicitud sobre privacidad, escribe a ${LINKS.contactEmail}. Si cambiamos la forma en que este sitio maneja la información personal, actualizaremos esta página y la fecha de arriba.`,
    ],
  },
];

export const privacyPage: Localized<PrivacyPage> = {en: ENGLISH_PAGE, es: SPANISH_PAGE};

export const privacySections: Localized<readonly PrivacySection[]> = {en: ENGLISH_SECTIONS, es: SPANISH_SECTIONS};

export const PRIVACY_DELETION: Localized<PrivacyDeletionCopy> = {
  en: privacyDeletion,
  es: {
    form: {
      title: 'Borrar mis datos',
      label: 'Borrar mis datos',
      intro: `Escribe el correo electrónico que usaste en nuestros formularios. Te enviaremos un enlace para confirmar el borrado, válido durante ${PRIVACY_REQUESTS.linkValidHours} horas.`,
      emailLabel: 'Correo electrónico',
      submit: 'Envíame el enlace de confirmación',
      sent: {
        title: 'Revisa tu bandeja de entrada',
        description: 'Si esa dirección puede recibir correos, el enlace de confirmación va en camino.',
      },
      failure: {
        title: 'Algo salió mal',
        description: 'No pudimos enviar el enlace. Inténtalo de nuevo o escríbenos por correo.',
      },
    },
    confirm: {
      title: 'Borra tus datos',
      intro:
        'Al presionar el botón se borran todos los formularios enviados con tu correo electrónico, nuestros correos sobre ellos y cualquier comentario que lo mencione. Esto no se puede deshacer.',
      button: 'Borrar mis datos',
      busy: 'Borrando...',
      doneTitle: 'Tus datos se borraron',
      done: 'Todos los formularios enviados con tu correo electrónico ya no están en nuestra base de datos, junto con nuestros correos sobre ellos. Solo guardamos una nota de que se hizo un borrado, con la dirección codificada de forma que ya no se puede leer, y su fecha.',
      missingToken: 'Esta página necesita el enlace de nuestro correo. Pide uno nuevo en la página de privacidad.',
      failure: 'No se pudo hacer el borrado. Inténtalo de nuevo más tarde o escríbenos por correo.',
      backLink: 'Volver a la política de privacidad',
    },
    messages: {
      invalid: 'Este enlace no es válido. Pide uno nuevo en la página de privacidad.',
      expired: `Este enlace venció (los enlaces son válidos durante ${PRIVACY_REQUESTS.linkValidHours} horas). Pide uno nuevo en la página de privacidad.`,
      used: 'Este enlace ya se usó: los datos de esta dirección ya se borraron.',
    },
  },
};
