/**
 * The e-mails the site sends to visitors: the "We got your request"
 * note to whoever asks for a demo, and the "Delete my data" confirmation link.
 * Plain text, built by the server (functions/mail) and queued in its outbox.
 */
import {BRAND, LINKS, PRIVACY_REQUESTS, type Localized} from './constants';

/** "We got your request", in the language of the form the visitor sent. */
export const DEMO_CONFIRMATION_MAILS: Localized<{subject: string; text: (name: string) => string}> = {
  en: {
    subject: `We got your request: your ${BRAND} demo`,
    /** `name` as the visitor typed it (the popup may leave only a short one). */
    text: (name: string): string =>
      [
        `Hi ${name},`,
        '',
        `We got your request for a ${BRAND} demo. Someone from our team will reply within one business day to find a time that suits you.`,
        '',
        `If you would rather pick a time yourself, you can book one here: ${LINKS.scheduling}`,
        '',
        'You can reply to this e-mail to add anything to your request.',
        '',
        `The ${BRAND} team`,
        '',
        `You are receiving this because your address was entered on the ${BRAND} website's demo request form. If that was not you, ignore this e-mail or tell us at ${LINKS.contactEmail}.`,
      ].join('\n'),
  },
  es: {
    subject: `Recibimos tu solicitud: tu demostración de ${BRAND}`,
    text: (name: string): string =>
      [
        `Hola, ${name}:`,
        '',
        `Recibimos tu solicitud de una demostración de ${BRAND}. Alguien de nuestro equipo te responderá en un plazo de un día hábil para acordar un horario que te convenga.`,
        '',
        `Si prefieres elegir tú el horario, puedes reservarlo aquí: ${LINKS.scheduling}`,
        '',
        'Puedes responder a este correo para agregar lo que quieras a tu solicitud.',
        '',
        `El equipo de ${BRAND}`,
        '',
        `Recibes este correo porque alguien escribió tu dirección en el formulario de solicitud de demostración del sitio web de ${BRAND}. Si no fuiste tú, ignora este correo o avísanos en ${LINKS.contactEmail}.`,
      ].join('\n'),
  },
};

/** The English confirmation (the product's contract, asserted by the tests). */
export const DEMO_CONFIRMATION_MAIL = DEMO_CONFIRMATION_MAILS.en;

/** The "Delete my data" confirmation link, in the language of the page the visitor asked from. */
export const PRIVACY_DELETION_MAILS: Localized<{subject: string; text: (link: string) => string}> = {
  en: {
    subject: `Confirm the deletion of your data at ${BRAND}`,
    text: (link: string): string =>
      [
        'Hello,',
        '',
        `Someone, hopefully you, asked on the ${BRAND} website to delete every form submission made with this e-mail address.`,
        '',
        'To confirm, open this link and press the button on the page:',
        link,
        '',
        `The link is valid for ${PRIVACY_REQUESTS.linkValidHours} hours. If you did not ask for this, ignore this e-mail: nothing will be deleted.`,
        '',
        `The ${BRAND} team (${LINKS.contactEmail})`,
      ].join('\n'),
  },
  es: {
    subject: `Confirma el borrado de tus datos en ${BRAND}`,
    text: (link: string): string =>
      [
        'Hola:',
        '',
        `Alguien (esperamos que tú) pidió en el sitio web de ${BRAND} borrar todos los formularios enviados con esta dirección de correo.`,
        '',
        'Para confirmarlo, abre este enlace y presiona el botón de la página:',
        link,
        '',
        `El enlace es válido durante ${PRIVACY_REQUESTS.linkValidHours} horas. Si no lo pediste tú, ignora este correo: no se borrará nada.`,
        '',
        `El equipo de ${BRAND} (${LINKS.contactEmail})`,
      ].join('\n'),
  },
};

/** The English deletion e-mail (the product's contract, asserted by the tests). */
export const PRIVACY_DELETION_MAIL = PRIVACY_DELETION_MAILS.en;
