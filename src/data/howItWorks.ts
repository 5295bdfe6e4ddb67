import {BRAND, CLAIMS, ADULTS_NOTICE, type Localized} from './constants';
import type {Action, IconCard, Step} from './schemas';

/** Copy of /how-it-works, in every language: the 5-step setup, a conversation, integrations (docs-engineering/decisions.md#pages-and-paths). */

// Re-exported for the step lists that render it.
export type {Step};
type ChatLine = {from: 'shopper' | 'bot'; text: string};
type ConversationStage = {title: string; text: string};

/** The five setup steps, also shown on /ai-product-bot. */
export const setupSteps: Localized<readonly Step[]> = {
  en: [
    {
      title: 'Book a walkthrough',
      text: 'A 20-minute call where we look at your menu, your point of sale and the questions your budtenders answer most.',
    },
    {
      title: 'Connect your menu',
      text: `We link ${BRAND} to your point-of-sale or menu platform, so every recommendation uses live stock and prices.`,
    },
    {
      title: 'Set your voice and offers',
      text: 'Pick a brand tone preset, decide which products pair together and choose the cart-recovery offer the bot may make.',
    },
    {
      title: 'Add one line of code',
      text: `Paste the widget snippet into your site or ask your menu provider to. It takes about ${CLAIMS.setupMinutes} minutes.`,
    },
    {
      title: 'Go live and review the numbers',
      text: 'Watch conversations, recovered carts and top questions in the dashboard, and adjust offers as you learn.',
    },
  ],
  es: [
    {
      title: 'Reserva un recorrido',
      text: 'Una llamada de 20 minutos en la que revisamos tu menú, tu punto de venta y las preguntas que más responden tus budtenders.',
    },
    {
      title: 'Conecta tu menú',
      text: `Conectamos ${BRAND} a tu punto de venta o a tu plataforma de menú, para que cada recomendación use el inventario y los precios en vivo.`,
    },
    {
      title: 'Define tu voz y tus ofertas',
      text: 'Elige un tono de marca predefinido, decide qué productos van juntos y escoge la oferta de recuperación de carritos que puede hacer el bot.',
    },
    {
      title: 'Agrega una línea de código',
      text: `Pega el fragmento de código del widget en tu sitio o pídele a tu proveedor de menú que lo haga. Toma unos ${CLAIMS.setupMinutes} minutos.`,
    },
    {
      title: 'Ponlo en marcha y revisa las cifras',
      text: 'Sigue en el panel las conversaciones, los carritos recuperados y las preguntas más frecuentes, y ajusta tus ofertas a medida que aprendes.',
    },
  ],
};

export type HowItWorksContent = {
  hero: {eyebrow: string; title: string; subtitle: string; actions: readonly Action[]};
  steps: {title: string; subtitle: string};
  conversation: {
    title: string;
    subtitle: string;
    stages: readonly ConversationStage[];
    /** `shopperLabel` names the shopper's lines (the bot's carry the brand). */
    sample: {caption: string; shopperLabel: string; notice: string; lines: readonly ChatLine[]};
  };
  integrations: {
    title: string;
    text: string;
    /** The name screen readers give the list of partners. */
    partnersLabel: string;
    partners: readonly string[];
    cards: readonly IconCard[];
    action: Action;
  };
  cta: {title: string; text: string; actions: readonly Action[]};
};

/** Partner names never change with the language. */
const PARTNERS = ['Dutchie', 'Treez', 'Cova', 'Flowhub', 'Monarch', 'Dispense', 'AIQ'] as const;

export const howItWorks: Localized<HowItWorksContent> = {
  en: {
    hero: {
      eyebrow: 'How it works',
      title: `From sign-up to your first recovered cart in five steps`,
      subtitle: `${BRAND} sits on your online menu, knows your live inventory and talks to shoppers the way your best budtender would. Here is how it gets there and what it does once it is live.`,
      actions: [
        {label: 'See Pricing', to: '/pricing'},
        {label: 'Request a Demo', to: '/request-demo', variant: 'secondary'},
      ],
    },
    steps: {
      title: 'Setup, step by step',
      subtitle: 'Our onboarding team does the heavy lifting; you make the decisions only you can make.',
    },
    conversation: {
      title: 'What the bot does in a conversation',
      subtitle: 'Every chat follows the path a good budtender takes at the counter.',
      stages: [
        {
          title: 'Asks before it recommends',
          text: 'What effect the shopper wants, which format they like, how experienced they are and what they want to spend.',
        },
        {
          title: 'Recommends from your live menu',
          text: 'The in-stock products that fit best, with the reason for each, never an item you are out of.',
        },
        {
          title: 'Suggests the natural add-on',
          text: 'The pairing you mapped in the admin: a grinder with flower, a battery with a first cartridge.',
        },
        {
          title: 'Steps in before the cart goes cold',
          text: `After ${CLAIMS.cartRecoveryAfterMinutes} quiet minutes it offers help or the cart-recovery offer you chose.`,
        },
        {
          title: 'Hands off when a person is better',
          text: 'Medical questions, order problems and anything sensitive go to your staff, with the chat so far.',
        },
      ],
      sample: {
        caption: 'A typical evening conversation',
        shopperLabel: 'Shopper',
        notice: ADULTS_NOTICE.en,
        lines: [
          {from: 'shopper', text: 'I want something to help me wind down after work, but I do not like smoking.'},
          {
            from: 'bot',
            text: 'Happy to help. Have you tried edibles before, or would a lower dose be a good place to start?',
          },
          {from: 'shopper', text: 'Only once or twice. Lower dose please.'},
          {
            from: 'bot',
            text: 'Then I would look at our 2.5 mg THC and CBN soft chews, in stock for pickup today. Start with one and give it two hours. Would you like a chamomile tea blend that pairs well with them?',
          },
          {from: 'shopper', text: 'Sure, add both.'},
          {from: 'bot', text: 'Done. Both are in your cart, ready for pickup. Anything else before you check out?'},
        ],
      },
    },
    integrations: {
      title: 'Works with the platforms you already use',
      text: `${BRAND} reads your menu, stock and prices from your point-of-sale or menu platform, and sends carts back to your existing checkout. Nothing changes for your staff at the register.`,
      partnersLabel: 'Supported platforms',
      partners: PARTNERS,
      cards: [
        {
          icon: 'refresh-cw',
          title: 'Live inventory',
          text: 'Stock and price changes reach the bot as they happen, so it never recommends an empty shelf.',
        },
        {
          icon: 'receipt',
          title: 'Your checkout',
          text: 'Shoppers pay through the checkout they already use; the bot only fills the cart.',
        },
        {
          icon: 'plug',
          title: 'Custom systems',
          text: 'Running something else? Our API and team can connect a custom menu.',
        },
      ],
      action: {label: 'See All Integrations', to: '/integrations', variant: 'secondary'},
    },
    cta: {
      title: 'See it on your own menu',
      text: 'Compare the plans, or ask us for a walkthrough with your products loaded.',
      actions: [
        {label: 'See Pricing', to: '/pricing'},
        {label: 'Request a Demo', to: '/request-demo'},
      ],
    },
  },
  es: {
    hero: {
      eyebrow: 'Cómo funciona',
      title: 'Del registro a tu primer carrito recuperado en cinco pasos',
      subtitle: `${BRAND} vive en tu menú en línea, conoce tu inventario en vivo y habla con tus clientes como lo haría tu mejor budtender. Así se pone en marcha y esto es lo que hace una vez activo.`,
      actions: [
        {label: 'Ver precios', to: '/pricing'},
        {label: 'Solicita una demostración', to: '/request-demo', variant: 'secondary'},
      ],
    },
    steps: {
      title: 'La configuración, paso a paso',
      subtitle:
        'Nuestro equipo de incorporación hace el trabajo pesado; tú tomas las decisiones que solo tú puedes tomar.',
    },
    conversation: {
      title: 'Lo que hace el bot en una conversación',
      subtitle: 'Cada chat sigue el camino que toma un buen budtender en el mostrador.',
      stages: [
        {
          title: 'Pregunta antes de recomendar',
          text: 'Qué efecto busca el cliente, qué formato le gusta, cuánta experiencia tiene y cuánto quiere gastar.',
        },
        {
          title: 'Recomienda desde tu menú en vivo',
          text: 'Los productos disponibles que mejor encajan, con el motivo de cada uno, nunca algo que tengas agotado.',
        },
        {
          title: 'Sugiere el complemento natural',
          text: 'La combinación que configuraste en el panel de administración: un molino con la flor, una batería con el primer cartucho.',
        },
        {
          title: 'Interviene antes de que el carrito se enfríe',
          text: `Después de ${CLAIMS.cartRecoveryAfterMinutes} minutos sin actividad, ofrece ayuda o la oferta de recuperación de carritos que elegiste.`,
        },
        {
          title: 'Pasa la conversación cuando es mejor una persona',
          text: 'Las preguntas médicas, los problemas con pedidos y todo lo delicado pasan a tu personal, con el chat hasta ese momento.',
        },
      ],
      sample: {
        caption: 'Una conversación típica por la noche',
        shopperLabel: 'Cliente',
        notice: ADULTS_NOTICE.es,
        lines: [
          {from: 'shopper', text: 'Quiero algo que me ayude a relajarme después del trabajo, pero no me gusta fumar.'},
          {
            from: 'bot',
            text: 'Con gusto te ayudo. ¿Has probado comestibles antes, o prefieres empezar con una dosis más baja?',
          },
          {from: 'shopper', text: 'Solo una o dos veces. Una dosis baja, por favor.'},
          {
            from: 'bot',
            text: 'Entonces te sugiero nuestras gomitas suaves de 2.5 mg de THC con CBN, disponibles para recoger hoy. Empieza con una y espera dos horas. ¿Quieres agregar una mezcla de té de manzanilla que combina bien con ellas?',
          },
          {from: 'shopper', text: 'Sí, agrega las dos.'},
          {from: 'bot', text: 'Listo. Las dos están en tu carrito, listas para recoger. ¿Algo más antes de pagar?'},
        ],
      },
    },
    integrations: {
      title: 'Funciona con las plataformas que ya usas',
      text: `${BRAND} lee tu menú, tu inventario y tus precios desde tu punto de venta o tu plataforma de menú, y envía los carritos a tu proceso de pago de siempre. Para tu personal no cambia nada en la caja.`,
      partnersLabel: 'Plataformas compatibles',
      partners: PARTNERS,
      cards: [
        {
          icon: 'refresh-cw',
          title: 'Inventario en vivo',
          text: 'Los cambios de inventario y de precios le llegan al bot en el momento, así que nunca recomienda un estante vacío.',
        },
        {
          icon: 'receipt',
          title: 'Tu proceso de pago',
          text: 'Tus clientes pagan con el proceso de pago que ya usan; el bot solo llena el carrito.',
        },
        {
          icon: 'plug',
          title: 'Sistemas propios',
          text: '¿Usas otro sistema? Nuestra API y nuestro equipo pueden conectar un menú propio.',
        },
      ],
      action: {label: 'Ver todas las integraciones', to: '/integrations', variant: 'secondary'},
    },
    cta: {
      title: 'Míralo en tu propio menú',
      text: 'Compara los planes o pídenos un recorrido con tus productos ya cargados.',
      actions: [
        {label: 'Ver precios', to: '/pricing'},
        {label: 'Solicita una demostración', to: '/request-demo'},
      ],
    },
  },
};
