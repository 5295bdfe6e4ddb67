/**
 * /mj-unpacked: the conference offer. The license
 * counts come from the server (useConferenceStats); the offer terms from
 * constants. Each section's copy is one table with an entry per language.
 */
import {CONFERENCE, PRICING, type Localized} from './constants';
import type {IconName} from './schemas';

export type ConferenceHeroCopy = {
  eyebrow: string;
  title: string;
  subtitle: string;
  freeLabel: string;
  action: string;
};

/** The licence counts' words: "<claimed> of <total> claimed", "<n> remaining", "<n> of <total> free licenses left". */
export type ConferenceAvailabilityCopy = Record<
  'title' | 'text' | 'barLabel' | 'of' | 'claimed' | 'remaining' | 'left' | 'soldOut',
  string
>;

type Item = {title: string; text: string};
export type ConferenceIncludedCopy = {title: string; cards: readonly (Item & {icon: IconName})[]};
export type ConferenceStepsCopy = {title: string; items: readonly Item[]};
export type ConferenceFormCopy = {title: string; text: string; terms: readonly string[]};

export const conferenceHero: Localized<ConferenceHeroCopy> = {
  en: {
    eyebrow: 'MJ Unpacked attendee offer',
    title: 'Claim Your Free AI Chatbot',
    subtitle: `Met us at MJ Unpacked? Your dispensary can run the BudBot AI chatbot free for ${CONFERENCE.freeMonths} months, fully set up by our team.`,
    freeLabel: `${CONFERENCE.freeMonths} months free`,
    action: 'Register Now',
  },
  es: {
    eyebrow: 'Oferta para asistentes de MJ Unpacked',
    title: 'Obtén tu chatbot con IA gratis',
    subtitle: `¿Nos conociste en MJ Unpacked? Tu dispensario puede usar el chatbot con IA de BudBot gratis durante ${CONFERENCE.freeMonths} meses, y nuestro equipo se encarga de toda la configuración.`,
    freeLabel: `${CONFERENCE.freeMonths} meses gratis`,
    action: 'Regístrate ahora',
  },
};

export const conferenceAvailability: Localized<ConferenceAvailabilityCopy> = {
  en: {
    title: 'Limited availability',
    text: `We set aside ${CONFERENCE.totalLicenses} free licenses for attendees, so every store gets hands-on onboarding.`,
    barLabel: 'Free licenses claimed',
    of: 'of',
    claimed: 'claimed',
    remaining: 'remaining',
    left: 'free licenses left',
    soldOut: 'All free licenses have been claimed. Register anyway and we will offer you the next best deal.',
  },
  es: {
    title: 'Disponibilidad limitada',
    text: `Reservamos ${CONFERENCE.totalLicenses} licencias gratis para los asistentes, para que cada tienda reciba una incorporación personalizada.`,
    barLabel: 'Licencias gratis reservadas',
    of: 'de',
    claimed: 'reservadas',
    remaining: 'disponibles',
    left: 'licencias gratis disponibles',
    soldOut:
      'Ya se reservaron todas las licencias gratis. Regístrate de todos modos y te ofreceremos la mejor oferta que tengamos.',
  },
};

export const conferenceIncluded: Localized<ConferenceIncludedCopy> = {
  en: {
    title: 'What is included',
    cards: [
      {
        icon: 'message-circle',
        title: 'The full AI chatbot',
        text: 'Product recommendations, cart recovery and staff hand-over on your website, with no feature held back.',
      },
      {
        icon: 'plug',
        title: 'Setup done for you',
        text: 'We connect your POS or menu platform and tune the bot’s tone to your brand before it goes live.',
      },
      {
        icon: 'accessibility',
        title: 'ADA widget included',
        text: 'The accessibility widget comes free with the chatbot, for as long as you use it.',
      },
      {
        icon: 'trending-up',
        title: 'Monthly results review',
        text: 'A short call each month on conversations, recovered carts and what to change next.',
      },
    ],
  },
  es: {
    title: 'Qué incluye',
    cards: [
      {
        icon: 'message-circle',
        title: 'El chatbot con IA completo',
        text: 'Recomendaciones de productos, recuperación de carritos y traspaso al personal en tu sitio web, sin ninguna función recortada.',
      },
      {
        icon: 'plug',
        title: 'Te lo configuramos',
        text: 'Conectamos tu punto de venta (POS) o tu plataforma de menú y ajustamos el tono del bot a tu marca antes de ponerlo en marcha.',
      },
      {
        icon: 'accessibility',
        title: 'ADA widget incluido',
        text: 'El widget de accesibilidad viene gratis con el chatbot, todo el tiempo que lo uses.',
      },
      {
        icon: 'trending-up',
        title: 'Revisión mensual de resultados',
        text: 'Una llamada corta cada mes sobre las conversaciones, los carritos recuperados y qué cambiar después.',
      },
    ],
  },
};

export const conferenceSteps: Localized<ConferenceStepsCopy> = {
  en: {
    title: 'How to claim it',
    items: [
      {title: 'Register', text: 'Fill in the form below with your name, email, dispensary name and phone number.'},
      {title: 'Kick-off call', text: 'We call you within two business days to confirm your license and plan setup.'},
      {title: 'Go live', text: `Your chatbot goes live and your ${CONFERENCE.freeMonths} free months start that day.`},
    ],
  },
  es: {
    title: 'Cómo obtenerlo',
    items: [
      {
        title: 'Regístrate',
        text: 'Llena el formulario de abajo con tu nombre, correo electrónico, el nombre de tu dispensario y tu número de teléfono.',
      },
      {
        title: 'Llamada inicial',
        text: 'Te llamamos en un plazo de dos días hábiles para confirmar tu licencia y planear la configuración.',
      },
      {
        title: 'Ponlo en marcha',
        text: `Tu chatbot se pone en marcha y tus ${CONFERENCE.freeMonths} meses gratis empiezan ese mismo día.`,
      },
    ],
  },
};

export const conferenceForm: Localized<ConferenceFormCopy> = {
  en: {
    title: 'Register Now',
    text: 'One license per dispensary. We will only use your details to set up your free chatbot and follow up about this offer.',
    terms: [
      `Free for ${CONFERENCE.freeMonths} months from go-live, no card required.`,
      `After that, keep it for $${PRICING.planMonthly}/month or cancel with no charge.`,
      'No setup fees.',
    ],
  },
  es: {
    title: 'Regístrate ahora',
    text: 'Una licencia por dispensario. Solo usaremos tus datos para configurar tu chatbot gratis y darle seguimiento a esta oferta.',
    terms: [
      `Gratis durante ${CONFERENCE.freeMonths} meses desde la puesta en marcha, sin necesidad de tarjeta.`,
      `Después, consérvalo por $${PRICING.planMonthly}/mes o cancela sin costo.`,
      'Sin cargos de configuración.',
    ],
  },
};
