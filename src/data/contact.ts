/** /contact, labelled Support and Contact, and the Request a Demo page (/request-demo), in every language. */
import {LINKS, TIMING, type Localized} from './constants';
import type {IconName} from './schemas';

export type ContactHero = {title: string; subtitle: string};

export const contactHero: Localized<ContactHero> = {
  en: {
    title: 'Support and Contact',
    subtitle:
      'Questions about BudBot, help with your account, or a partnership idea: here is the fastest way to reach a real person.',
  },
  es: {
    title: 'Soporte y contacto',
    subtitle:
      'Preguntas sobre BudBot, ayuda con tu cuenta o una idea para trabajar juntos: esta es la forma más rápida de hablar con una persona real.',
  },
};

type ContactChannel = {
  icon: IconName;
  title: string;
  text: string;
  action: {label: string; href?: string; to?: string};
  detail?: string;
};

export type ContactChannels = {title: string; items: readonly ContactChannel[]};

export const contactChannels: Localized<ContactChannels> = {
  en: {
    title: 'How to reach us',
    items: [
      {
        icon: 'mail',
        title: 'Email us',
        text: 'For support, billing and general questions. We reply within one business day, usually much sooner.',
        action: {label: 'Email our team', href: `mailto:${LINKS.contactEmail}`},
        detail: LINKS.contactEmail,
      },
      {
        icon: 'calendar',
        title: 'Book a call',
        text: 'Pick a time that suits you for a product walkthrough, an integration question or an onboarding check-in.',
        action: {label: 'Open our booking page', href: LINKS.scheduling},
      },
      {
        icon: 'clapperboard',
        title: 'Request a demo',
        text: 'New to BudBot? Tell us about your store and we will show you the chatbot working with a menu like yours.',
        action: {label: 'Request a Demo', to: '/request-demo'},
      },
    ],
  },
  es: {
    title: 'Cómo comunicarte con nosotros',
    items: [
      {
        icon: 'mail',
        title: 'Escríbenos',
        text: 'Para soporte, facturación y preguntas generales. Respondemos en un plazo de un día hábil, casi siempre mucho antes.',
        action: {label: 'Escribe a nuestro equipo', href: `mailto:${LINKS.contactEmail}`},
        detail: LINKS.contactEmail,
      },
      {
        icon: 'calendar',
        title: 'Reserva una llamada',
        text: 'Elige el horario que te convenga para un recorrido por el producto, una pregunta sobre integraciones o un seguimiento de tu incorporación.',
        action: {label: 'Abre nuestra página de reservas', href: LINKS.scheduling},
      },
      {
        icon: 'clapperboard',
        title: 'Solicita una demostración',
        text: '¿Es tu primera vez con BudBot? Cuéntanos sobre tu tienda y te mostramos el chatbot funcionando con un menú como el tuyo.',
        action: {label: 'Solicita una demostración', to: '/request-demo'},
      },
    ],
  },
};

export type ContactSocial = {
  title: string;
  text: string;
  followLabel: string;
  reviewsLabel: string;
  /** Read after each profile's name by screen readers: the profiles open in a new tab. */
  newTab: string;
};

export const contactSocial: Localized<ContactSocial> = {
  en: {
    title: 'Follow and review us',
    text: 'Product news, dispensary tips and customer stories on social, and honest reviews from stores that use BudBot.',
    followLabel: 'Follow',
    reviewsLabel: 'Read reviews',
    newTab: '(opens in a new tab)',
  },
  es: {
    title: 'Síguenos y déjanos tu reseña',
    text: 'Novedades del producto, consejos para dispensarios e historias de clientes en redes sociales, y reseñas honestas de tiendas que usan BudBot.',
    followLabel: 'Seguir',
    reviewsLabel: 'Leer reseñas',
    newTab: '(se abre en una pestaña nueva)',
  },
};

export type ContactHelp = {
  title: string;
  items: readonly {title: string; text: string; link: {label: string; to: string}}[];
};

export const contactHelp: Localized<ContactHelp> = {
  en: {
    title: 'What we can help with',
    items: [
      {
        title: 'Getting started',
        text: 'Setup, connecting your POS and choosing which agents to switch on.',
        link: {label: 'How it works', to: '/how-it-works'},
      },
      {
        title: 'Integrations',
        text: 'Which platforms we support and what a custom connection involves.',
        link: {label: 'See integrations', to: '/integrations'},
      },
      {
        title: 'Plans and billing',
        text: 'Trials, invoices, upgrades and cancelling.',
        link: {label: 'See pricing', to: '/pricing'},
      },
      {
        title: 'Accessibility',
        text: 'Configuring the ADA widget and accessibility questions from your customers.',
        link: {label: 'ADA widget', to: '/agents/ada-widget'},
      },
    ],
  },
  es: {
    title: 'En qué te podemos ayudar',
    items: [
      {
        title: 'Primeros pasos',
        text: 'La configuración, la conexión con tu POS y qué agentes activar.',
        link: {label: 'Cómo funciona', to: '/how-it-works'},
      },
      {
        title: 'Integraciones',
        text: 'Con qué plataformas trabajamos y qué implica una conexión a la medida.',
        link: {label: 'Ver integraciones', to: '/integrations'},
      },
      {
        title: 'Planes y facturación',
        text: 'Pruebas gratis, facturas, cambios de plan y cancelaciones.',
        link: {label: 'Ver precios', to: '/pricing'},
      },
      {
        title: 'Accesibilidad',
        text: 'La configuración del ADA widget y las preguntas de accesibilidad de tus clientes.',
        link: {label: 'ADA widget', to: '/agents/ada-widget'},
      },
    ],
  },
};

export type ContactCta = {title: string; text: string; action: string};

export const contactCta: Localized<ContactCta> = {
  en: {
    title: 'Want to see BudBot on your own menu?',
    text: 'Request a demo and a product specialist will walk you through it with products like yours.',
    action: 'Request a Demo',
  },
  es: {
    title: '¿Quieres ver BudBot en tu propio menú?',
    text: 'Solicita una demostración y un especialista del producto te la mostrará con productos como los tuyos.',
    action: 'Solicita una demostración',
  },
};

export type RequestDemoPage = {
  hero: {eyebrow: string; title: string; subtitle: string};
  formTitle: string;
  formText: string;
  covers: {title: string; items: readonly string[]};
  next: {title: string; items: readonly {title: string; text: string}[]};
  /** `newTab` is read after the link by screen readers: the calendar opens in a new tab. */
  schedule: {text: string; action: string; newTab: string};
};

export const requestDemoPage: Localized<RequestDemoPage> = {
  en: {
    hero: {
      eyebrow: 'Request a Demo',
      title: 'Request a Demo',
      subtitle:
        'Tell us a little about your dispensary and we will show you how BudBot answers your shoppers, recommends from your menu and recovers abandoned carts.',
    },
    formTitle: 'Your details',
    formText: 'Name and email are all we need; the rest helps us prepare.',
    covers: {
      title: 'What a demo covers',
      items: [
        'The chatbot answering real shopper questions about effects, formats and dosing',
        'Recommendations and bundles drawn from a live menu like yours',
        'Cart recovery offers and how you control discounts',
        'Hand-over to staff, the admin tools and reporting',
        'Connecting your POS or menu platform, and pricing for your store count',
      ],
    },
    next: {
      title: 'What happens after you submit',
      items: [
        {
          title: 'Instant confirmation',
          text: `You will see a confirmation, and after ${TIMING.demoRedirectMs / 1000} seconds we take you back to the home page.`,
        },
        {title: 'We get in touch', text: 'A product specialist emails you within one business day to pick a time.'},
        {title: 'A 30-minute demo', text: 'A video call tailored to your store, with time for your team’s questions.'},
      ],
    },
    schedule: {
      text: 'Prefer to pick a time yourself?',
      action: 'Book directly on our calendar',
      newTab: '(opens in a new tab)',
    },
  },
  es: {
    hero: {
      eyebrow: 'Solicita una demostración',
      title: 'Solicita una demostración',
      subtitle:
        'Cuéntanos un poco sobre tu dispensario y te mostraremos cómo BudBot responde a tus clientes, recomienda desde tu menú y recupera carritos abandonados.',
    },
    formTitle: 'Tus datos',
    formText: 'Solo necesitamos tu nombre y tu correo electrónico; lo demás nos ayuda a prepararnos.',
    covers: {
      title: 'Qué incluye una demostración',
      items: [
        'El chatbot respondiendo preguntas reales de clientes sobre efectos, formatos y dosis',
        'Recomendaciones y paquetes sacados de un menú en vivo como el tuyo',
        'Las ofertas de recuperación de carritos y cómo controlas los descuentos',
        'El traspaso al personal, las herramientas de administración y los informes',
        'La conexión con tu POS o tu plataforma de menú, y los precios según tu número de tiendas',
      ],
    },
    next: {
      title: 'Qué pasa después de enviar el formulario',
      items: [
        {
          title: 'Confirmación inmediata',
          text: `Verás una confirmación y, después de ${TIMING.demoRedirectMs / 1000} segundos, te llevamos de vuelta a la página de inicio.`,
        },
        {
          title: 'Nos comunicamos contigo',
          text: 'Un especialista del producto te escribe en un plazo de un día hábil para elegir un horario.',
        },
        {
          title: 'Una demostración de 30 minutos',
          text: 'Una videollamada pensada para tu tienda, con tiempo para las preguntas de tu equipo.',
        },
      ],
    },
    schedule: {
      text: '¿Prefieres elegir tú el horario?',
      action: 'Reserva directamente en nuestro calendario',
      newTab: '(se abre en una pestaña nueva)',
    },
  },
};
