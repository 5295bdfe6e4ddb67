import {
  ADA_WIDGET,
  AGENT_PRICING,
  AGENT_RESULTS,
  BRAND,
  CLAIMS,
  DEFAULT_LOCALE,
  LINKS,
  PRICING,
  type AgentId,
  type Locale,
  type Localized,
} from './constants';
import type {Action, FaqItem, IconCard, IconName, Illustration, Stat, Step} from './schemas';
import {formatDollars, formatWhole} from '../lib/numbers';

/**
 * The agent suite (/ai-agents) and the five agent pages. Prices, guarantees, the trial and each
 * agent's typical result come from constants; copy lives here, one table per language.
 */

const usd = (amount: number) => formatDollars(Math.round(amount));
/** '+18%' -> 18: the typical-result labels double as the ROI examples' lift. */
const percentOf = (label: string) => Number.parseFloat(label.replace(/[^0-9.]/g, ''));

export const AGENT_IDS = [
  'upsell-agent',
  'loyalty-agent',
  'review-agent',
  'knowledge-agent',
  'ada-widget',
] as const satisfies readonly AgentId[];

/** Also said by the Help Center's trial page, inside a sentence: "… come with a 14-day free trial of that agent". */
export const agentTrialLabel: Localized<string> = {
  en: `${PRICING.trialDaysLanding}-day free trial`,
  // Starting with the figure, it reads as well on its own (the hero's points) as inside a sentence.
  es: `${PRICING.trialDaysLanding} días de prueba gratis`,
};

export type AgentOffer = {
  /** '$297/month', or 'Free with any agent' for the ADA widget. */
  price: string;
  guarantee: string | null;
  trial: string;
  trialAction: Action;
  demoAction: Action;
};

/** The words around an offer's figures. */
type OfferWords = {
  free: string;
  perMonth: (price: string) => string;
  guarantee: (days: number) => string;
  startTrial: string;
  scheduleDemo: string;
};

const offerWords: Localized<OfferWords> = {
  en: {
    free: 'Free with any agent',
    perMonth: (price) => `${price}/month`,
    guarantee: (days) => `${days}-day money-back guarantee`,
    startTrial: 'Start Free Trial',
    scheduleDemo: 'Schedule a Demo',
  },
  es: {
    free: 'Gratis con cualquier agente',
    perMonth: (price) => `${price}/mes`,
    guarantee: (days) => `${days} días de garantía de devolución del dinero`,
    startTrial: 'Empieza tu prueba gratis',
    scheduleDemo: 'Agenda una demostración',
  },
};

function offerFor(id: AgentId, locale: Locale): AgentOffer {
  const {monthly, guaranteeDays} = AGENT_PRICING[id];
  const words = offerWords[locale];
  return {
    price: monthly === 0 ? words.free : words.perMonth(usd(monthly)),
    guarantee: guaranteeDays === null ? null : words.guarantee(guaranteeDays),
    trial: agentTrialLabel[locale],
    // The knowledge agent's trial starts with a booked onboarding call (its buttons open the scheduling page).
    trialAction:
      id === 'knowledge-agent'
        ? {label: words.startTrial, href: LINKS.scheduling}
        : {label: words.startTrial, to: '/waitlist'},
    demoAction: {label: words.scheduleDemo, href: LINKS.scheduling},
  };
}

const offersIn = (locale: Locale): Record<AgentId, AgentOffer> => ({
  'upsell-agent': offerFor('upsell-agent', locale),
  'loyalty-agent': offerFor('loyalty-agent', locale),
  'review-agent': offerFor('review-agent', locale),
  'knowledge-agent': offerFor('knowledge-agent', locale),
  'ada-widget': offerFor('ada-widget', locale),
});

export const agentOffers: Localized<Record<AgentId, AgentOffer>> = {en: offersIn('en'), es: offersIn('es')};

type AgentScenario = {title: string; situation: string; response: string; outcome: string};
type RoiLine = {label: string; value: string};

export type AgentCard = {
  id: AgentId;
  name: string;
  icon: IconName;
  tagline: string;
  features: readonly string[];
  path: string;
};

export type AgentPageContent = {
  id: AgentId;
  name: string;
  icon: IconName;
  hero: {eyebrow: string; title: string; subtitle: string; image: Illustration};
  /** What the agent actually does, shown beside its typical-result label. */
  whatItDoes: string;
  scenarios: {title: string; subtitle: string; items: readonly AgentScenario[]};
  features: {
    title: string;
    subtitle: string;
    cards: readonly IconCard[];
    checklist?: {title: string; items: readonly string[]};
  };
  results: {title: string; subtitle: string; stats: readonly Stat[]};
  roi: {title: string; subtitle: string; lines: readonly RoiLine[]; total: RoiLine; note: string};
  steps: {title: string; items: readonly Step[]};
  faq: readonly FaqItem[];
  cta: {title: string; text: string};
};

export type AgentLabels = {
  typicalResult: string;
  /** What each agent's typical result counts ("+18% average order value"). */
  results: Record<AgentId, string>;
  /** Followed by the agent's name: "Explore the Upsell Agent". */
  explore: string;
  /** Before the one-sentence summary in an agent's hero: "What it does: …". */
  whatItDoes: string;
  /** The accessible name of an agent's price, guarantee and trial in its hero. */
  offer: (agentName: string) => string;
  faqTitle: string;
  /** The three steps of a scenario card. */
  scenario: {situation: string; response: string; outcome: string};
};

/** Labels shared by the agent cards (/ai-agents) and every agent page. */
export const agentLabels: Localized<AgentLabels> = {
  en: {
    typicalResult: 'Typical result',
    results: {
      'upsell-agent': AGENT_RESULTS['upsell-agent'].label,
      'loyalty-agent': AGENT_RESULTS['loyalty-agent'].label,
      'review-agent': AGENT_RESULTS['review-agent'].label,
      'knowledge-agent': AGENT_RESULTS['knowledge-agent'].label,
      'ada-widget': AGENT_RESULTS['ada-widget'].label,
    },
    explore: 'Explore the',
    whatItDoes: 'What it does',
    offer: (agentName) => `${agentName} offer`,
    faqTitle: 'Frequently asked questions',
    scenario: {situation: 'The moment', response: 'What the agent does', outcome: 'The outcome'},
  },
  es: {
    typicalResult: 'Resultado típico',
    results: {
      'upsell-agent': 'valor promedio del pedido',
      'loyalty-agent': 'retención de clientes',
      'review-agent': 'reseñas en línea',
      'knowledge-agent': 'ingresos por cliente',
      'ada-widget': 'cumplimiento ADA',
    },
    explore: 'Conoce el',
    whatItDoes: 'Qué hace',
    offer: (agentName) => `Oferta del ${agentName}`,
    faqTitle: 'Preguntas frecuentes',
    scenario: {situation: 'El momento', response: 'Lo que hace el agente', outcome: 'El resultado'},
  },
};

/** The agent's chat illustration, its words in the page's language (Spanish ones under /img/agents/es/). */
const heroImage = (id: AgentId, locale: Locale, alt: string): Illustration => ({
  src: locale === DEFAULT_LOCALE ? `/img/agents/${id}.svg` : `/img/agents/${locale}/${id}.svg`,
  alt,
  width: 480,
  height: 360,
});
const result = (id: AgentId, locale: Locale): Stat => ({
  value: AGENT_RESULTS[id].value,
  label: `${agentLabels[locale].typicalResult}: ${agentLabels[locale].results[id]}`,
});

/* Worked ROI examples. Inputs are stated on the page as assumptions. */
const upsellLift = percentOf(AGENT_RESULTS['upsell-agent'].value);
const upsellOrders = 1500;
const upsellAov = 60;
const upsellAdded = (upsellOrders * upsellAov * upsellLift) / 100;

const loyaltyLift = percentOf(AGENT_RESULTS['loyalty-agent'].value);
const loyaltyLapsing = 120;
const loyaltyMonthlyValue = 110;
const loyaltyKept = Math.round((loyaltyLapsing * loyaltyLift) / 100);

const reviewLift = percentOf(AGENT_RESULTS['review-agent'].value);
const reviewsNow = 20;
const reviewsWithAgent = Math.round(reviewsNow * (1 + reviewLift / 100));
const reviewHoursSaved = 8;
const reviewHourlyCost = 22;

const knowledgeLift = percentOf(AGENT_RESULTS['knowledge-agent'].value);
const knowledgeCustomers = 600;
const knowledgeSpend = 70;
const knowledgeAdded = (knowledgeCustomers * knowledgeSpend * knowledgeLift) / 100;

const monthly = (id: AgentId) => AGENT_PRICING[id].monthly;
/** The price of the cheapest paid agent, which also brings the free ADA widget. */
const cheapestAgent = Math.min(...AGENT_IDS.map(monthly).filter((price) => price > 0));

/** The ADA widget's adjustments, in the order of its panel; the count is checked against ADA_WIDGET.features. */
export const ADA_ADJUSTMENT_IDS = [
  'text-scaling',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'readable-font',
  'dyslexia-font',
  'text-alignment',
  'high-contrast',
  'dark-contrast',
  'light-contrast',
  'monochrome',
  'low-saturation',
  'high-saturation',
  'highlight-links',
  'highlight-headings',
  'large-cursor',
  'reading-guide',
  'reading-mask',
  'stop-animations',
  'hide-images',
  'mute-media',
  'read-aloud',
  'keyboard-focus',
  'page-outline',
  'image-descriptions',
  'reset',
] as const;
export type AdaAdjustmentId = (typeof ADA_ADJUSTMENT_IDS)[number];

/** Each adjustment's name as the ADA widget page lists it (the Help Center explains each one under this name). */
export const adaAdjustmentNames: Localized<Record<AdaAdjustmentId, string>> = {
  en: {
    'text-scaling': `Text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%`,
    'line-height': 'Line height',
    'letter-spacing': 'Letter spacing',
    'word-spacing': 'Word spacing',
    'readable-font': 'Readable font',
    'dyslexia-font': 'Dyslexia-friendly font',
    'text-alignment': 'Text alignment',
    'high-contrast': 'High contrast',
    'dark-contrast': 'Dark contrast',
    'light-contrast': 'Light contrast',
    'monochrome': 'Monochrome',
    'low-saturation': 'Low saturation',
    'high-saturation': 'High saturation',
    'highlight-links': 'Highlight links',
    'highlight-headings': 'Highlight headings',
    'large-cursor': 'Large cursor',
    'reading-guide': 'Reading guide',
    'reading-mask': 'Reading mask',
    'stop-animations': 'Stop animations',
    'hide-images': 'Hide images',
    'mute-media': 'Mute media',
    'read-aloud': 'Read page aloud',
    'keyboard-focus': 'Keyboard navigation focus',
    'page-outline': 'Page structure outline',
    'image-descriptions': 'Image descriptions on hover',
    'reset': 'Reset all settings',
  },
  es: {
    'text-scaling': `Ampliación del texto hasta ${ADA_WIDGET.textScalingMaxPercent}%`,
    'line-height': 'Interlineado',
    'letter-spacing': 'Espaciado entre letras',
    'word-spacing': 'Espaciado entre palabras',
    'readable-font': 'Fuente legible',
    'dyslexia-font': 'Fuente para dislexia',
    'text-alignment': 'Alineación del texto',
    'high-contrast': 'Contraste alto',
    'dark-contrast': 'Contraste oscuro',
    'light-contrast': 'Contraste claro',
    'monochrome': 'Monocromo',
    'low-saturation': 'Saturación baja',
    'high-saturation': 'Saturación alta',
    'highlight-links': 'Resaltar enlaces',
    'highlight-headings': 'Resaltar títulos',
    'large-cursor': 'Cursor grande',
    'reading-guide': 'Guía de lectura',
    'reading-mask': 'Máscara de lectura',
    'stop-animations': 'Detener animaciones',
    'hide-images': 'Ocultar imágenes',
    'mute-media': 'Silenciar audio y video',
    'read-aloud': 'Leer la página en voz alta',
    'keyboard-focus': 'Foco de navegación con teclado',
    'page-outline': 'Esquema de la estructura de la página',
    'image-descriptions': 'Descripción de imágenes al pasar el cursor',
    'reset': 'Restablecer todos los ajustes',
  },
};

const adjustmentsIn = (locale: Locale) => ADA_ADJUSTMENT_IDS.map((id) => adaAdjustmentNames[locale][id]);

/** The ADA widget's adjustments by name, in the panel's order. */
export const adaAdjustments: Localized<readonly string[]> = {en: adjustmentsIn('en'), es: adjustmentsIn('es')};

export const agentCards: Localized<readonly AgentCard[]> = {
  en: [
    {
      id: 'upsell-agent',
      name: 'Upsell Agent',
      icon: 'trending-up',
      tagline: 'Suggests the add-on your best budtender would, at the moment the shopper is deciding.',
      features: [
        'Product pairing from your upsell map',
        'Bundle and tier-up offers',
        'Cart-size nudges before checkout',
      ],
      path: '/agents/upsell-agent',
    },
    {
      id: 'loyalty-agent',
      name: 'Loyalty Agent',
      icon: 'repeat',
      tagline: 'Brings customers back with reminders, points answers and personal picks.',
      features: [
        'Points and rewards answers in chat',
        'Restock reminders timed to each customer',
        'Win-back offers for lapsing regulars',
      ],
      path: '/agents/loyalty-agent',
    },
    {
      id: 'review-agent',
      name: 'Review Agent',
      icon: 'star',
      tagline: 'Asks happy customers for reviews and drafts replies to every one.',
      features: [
        'Review requests after pickup or delivery',
        'Reply drafts in your brand voice',
        'Alerts on negative reviews',
      ],
      path: '/agents/review-agent',
    },
    {
      id: 'knowledge-agent',
      name: 'Knowledge Agent',
      icon: 'library',
      tagline: 'Gives shoppers and staff accurate answers from your own product and policy library.',
      features: [
        'Answers from your menu, lab results and policies',
        'Staff training quick answers',
        'Deeper product answers that grow the basket',
      ],
      path: '/agents/knowledge-agent',
    },
    {
      id: 'ada-widget',
      name: 'ADA Widget',
      icon: 'accessibility',
      tagline: `${ADA_WIDGET.features} accessibility adjustments for your visitors, free with any agent.`,
      features: [
        `${ADA_WIDGET.features} visitor-controlled adjustments`,
        `Built to ${ADA_WIDGET.standard}`,
        `Text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%`,
      ],
      path: '/agents/ada-widget',
    },
  ],
  es: [
    {
      id: 'upsell-agent',
      name: 'Upsell Agent',
      icon: 'trending-up',
      tagline: 'Sugiere el complemento que ofrecería tu mejor budtender, justo cuando el cliente está decidiendo.',
      features: [
        'Combinaciones de productos según tu mapa de ventas adicionales',
        'Ofertas de paquetes y de tamaños mayores',
        'Sugerencias para ampliar el carrito antes del pago',
      ],
      path: '/agents/upsell-agent',
    },
    {
      id: 'loyalty-agent',
      name: 'Loyalty Agent',
      icon: 'repeat',
      tagline:
        'Hace que tus clientes vuelvan con recordatorios, respuestas sobre sus puntos y recomendaciones personales.',
      features: [
        'Respuestas sobre puntos y recompensas en el chat',
        'Recordatorios de recompra al ritmo de cada cliente',
        'Ofertas para recuperar a clientes frecuentes que se alejan',
      ],
      path: '/agents/loyalty-agent',
    },
    {
      id: 'review-agent',
      name: 'Review Agent',
      icon: 'star',
      tagline: 'Pide reseñas a los clientes satisfechos y redacta una respuesta para cada una.',
      features: [
        'Solicitudes de reseña después de la recogida o la entrega',
        'Borradores de respuesta con la voz de tu marca',
        'Alertas de reseñas negativas',
      ],
      path: '/agents/review-agent',
    },
    {
      id: 'knowledge-agent',
      name: 'Knowledge Agent',
      icon: 'library',
      tagline:
        'Da a tus clientes y a tu personal respuestas precisas a partir de tu propia biblioteca de productos y políticas.',
      features: [
        'Respuestas basadas en tu menú, resultados de laboratorio y políticas',
        'Respuestas rápidas para capacitar al personal',
        'Respuestas más completas sobre productos que hacen crecer el carrito',
      ],
      path: '/agents/knowledge-agent',
    },
    {
      id: 'ada-widget',
      name: 'ADA Widget',
      icon: 'accessibility',
      tagline: `${ADA_WIDGET.features} ajustes de accesibilidad para tus visitantes, gratis con cualquier agente.`,
      features: [
        `${ADA_WIDGET.features} ajustes que controla el visitante`,
        `Diseñado según ${ADA_WIDGET.standard}`,
        `Ampliación del texto hasta ${ADA_WIDGET.textScalingMaxPercent}%`,
      ],
      path: '/agents/ada-widget',
    },
  ],
};

export type AgentsSuite = {
  hero: {eyebrow: string; title: string; subtitle: string};
  cards: {title: string; subtitle: string};
  bundle: {title: string; text: string; link: {label: string; to: '/agents/ada-widget'}};
  cta: {title: string; text: string; actions: readonly Action[]};
};

export const agentsSuite: Localized<AgentsSuite> = {
  en: {
    hero: {
      eyebrow: 'AI agent suite',
      title: 'Five AI agents. Switch on the ones your store needs.',
      subtitle: `Each ${BRAND} agent does one job well: bigger orders, returning customers, better reviews, accurate answers and an accessible menu. Turn them on or off at any time.`,
    },
    cards: {title: 'Meet the agents', subtitle: 'Every card shows the typical result dispensaries see.'},
    bundle: {
      title: 'Free with any agent: the ADA widget',
      text: `Every plan includes the ADA widget: ${ADA_WIDGET.features} adjustments your visitors control, built to ${ADA_WIDGET.standard}, with text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%.`,
      link: {label: 'See what the widget does', to: '/agents/ada-widget'},
    },
    cta: {
      title: 'Start with one agent, add more when you are ready',
      text: `${agentTrialLabel.en} on every agent. Cancel anytime.`,
      actions: [
        {label: 'Start Free Trial', to: '/waitlist'},
        {label: 'Schedule Demo', href: LINKS.scheduling},
      ],
    },
  },
  es: {
    hero: {
      eyebrow: 'Agentes de IA',
      title: 'Cinco agentes de IA. Activa los que tu tienda necesita.',
      subtitle: `Cada agente de ${BRAND} hace muy bien un solo trabajo: pedidos más grandes, clientes que regresan, mejores reseñas, respuestas precisas y un menú accesible. Actívalos o desactívalos cuando quieras.`,
    },
    cards: {
      title: 'Conoce a los agentes',
      subtitle: 'Cada tarjeta muestra el resultado típico que ven los dispensarios.',
    },
    bundle: {
      title: 'Gratis con cualquier agente: el ADA widget',
      text: `Todos los planes incluyen el ADA widget: ${ADA_WIDGET.features} ajustes que controlan tus visitantes, diseñado según ${ADA_WIDGET.standard}, con ampliación del texto hasta ${ADA_WIDGET.textScalingMaxPercent}%.`,
      link: {label: 'Mira lo que hace el widget', to: '/agents/ada-widget'},
    },
    cta: {
      title: 'Empieza con un agente y suma más cuando estés listo',
      text: `${agentTrialLabel.es} en cada agente. Cancela cuando quieras.`,
      actions: [
        {label: offerWords.es.startTrial, to: '/waitlist'},
        {label: offerWords.es.scheduleDemo, href: LINKS.scheduling},
      ],
    },
  },
};

const pagesEn: Record<AgentId, AgentPageContent> = {
  'upsell-agent': {
    id: 'upsell-agent',
    name: 'Upsell Agent',
    icon: 'trending-up',
    hero: {
      eyebrow: 'Upsell Agent',
      title: 'Bigger baskets, suggested the way your best budtender would',
      subtitle:
        'The Upsell Agent recommends the right add-on at the right moment: papers with flower, a battery with a first cartridge, the larger size when the price per gram is better.',
      image: heroImage(
        'upsell-agent',
        'en',
        'A chat suggesting a matching battery to a shopper adding a vape cartridge to the cart',
      ),
    },
    whatItDoes:
      'Suggests add-ons, bundles and better-value sizes from your upsell map, inside the conversation and before checkout.',
    scenarios: {
      title: 'What it looks like on your menu',
      subtitle: 'Three moments where a suggestion turns into a larger order.',
      items: [
        {
          title: 'First cartridge, no battery',
          situation: 'A new customer adds a 510 cartridge to the cart and nothing else.',
          response:
            'The agent asks whether they already have a battery and suggests the starter battery that fits, with one line on how to use it.',
          outcome: 'The shopper leaves with a setup that works, and the order grows by the price of the battery.',
        },
        {
          title: 'The better-value size',
          situation: 'A regular adds two eighths of the same strain.',
          response: 'The agent points out that the quarter costs less per gram and offers to swap.',
          outcome: 'The customer saves per gram; the store moves a larger unit.',
        },
        {
          title: 'Pre-roll weekend',
          situation: 'A shopper asks what to bring to a weekend trip.',
          response: 'The agent recommends a pre-roll multipack and the bundle deal you set up with a matching lighter.',
          outcome: 'A bundle sale instead of a single pre-roll.',
        },
      ],
    },
    features: {
      title: 'What the Upsell Agent does',
      subtitle: 'Your rules, applied in every conversation.',
      cards: [
        {
          icon: 'link',
          title: 'Upsell mapping',
          text: 'Pair products and categories once; the agent suggests the pair whenever it fits.',
        },
        {
          icon: 'package',
          title: 'Bundles',
          text: 'Offer the bundles you define, with the discount and limits you set.',
        },
        {
          icon: 'scale',
          title: 'Better-value sizes',
          text: 'Suggests the next size up when the price per gram or per milligram improves.',
        },
        {
          icon: 'compass',
          title: 'Right moment',
          text: 'Suggests once, when it helps, and stops if the shopper says no.',
        },
        {icon: 'tag', title: 'Margin aware', text: 'Prioritise house brands or high-margin lines in suggestions.'},
        {
          icon: 'chart-column',
          title: 'Attribution',
          text: 'See which suggestions were accepted and the revenue each produced.',
        },
      ],
    },
    results: {
      title: 'Results stores report',
      subtitle: 'Typical results from dispensaries running the Upsell Agent.',
      stats: [
        result('upsell-agent', 'en'),
        {value: CLAIMS.largerCarts, label: 'Larger carts'},
        {value: CLAIMS.salesIncrease, label: 'Sales increase'},
      ],
    },
    roi: {
      title: 'Does it pay for itself?',
      subtitle: 'An illustrative example for a mid-size store.',
      lines: [
        {label: 'Online orders per month', value: formatWhole(upsellOrders)},
        {label: 'Average order today', value: usd(upsellAov)},
        {label: 'Typical average order value lift', value: AGENT_RESULTS['upsell-agent'].value},
        {label: 'Added revenue per month', value: usd(upsellAdded)},
        {label: 'Upsell Agent price', value: `${usd(monthly('upsell-agent'))}/month`},
      ],
      total: {label: 'Added revenue for each dollar spent', value: usd(upsellAdded / monthly('upsell-agent'))},
      note: 'Illustrative only: your results depend on your menu, traffic and offers.',
    },
    steps: {
      title: 'Up and running in four steps',
      items: [
        {
          title: 'Map your pairings',
          text: 'Tell us which products and categories go together; we start you with a cannabis-retail template.',
        },
        {
          title: 'Set bundles and limits',
          text: 'Choose the bundles, discounts and margin priorities the agent may use.',
        },
        {title: 'Switch it on', text: 'The agent joins your existing BudBot chat; no new code.'},
        {title: 'Review what sells', text: 'Check accepted suggestions weekly and refine the map.'},
      ],
    },
    faq: [
      {
        question: 'Will shoppers find the suggestions pushy?',
        answer:
          'The agent suggests once per moment and drops it when a shopper declines, the way a good budtender would.',
      },
      {
        question: 'Can I choose which products it promotes?',
        answer: 'Yes. Your upsell map and margin priorities decide every pairing it suggests.',
      },
      {
        question: 'Does it work with my current promotions?',
        answer:
          'Yes. It can mention any promotion you add in the promotion builder, and never stacks offers you have not allowed.',
      },
      {
        question: `What does it cost?`,
        answer: `${usd(monthly('upsell-agent'))} a month with a ${agentTrialLabel.en} and a ${AGENT_PRICING['upsell-agent'].guaranteeDays}-day money-back guarantee. The ADA widget is included free.`,
      },
      {
        question: 'How do I know it is working?',
        answer: 'The dashboard shows every accepted suggestion and the revenue it added, exportable as CSV.',
      },
    ],
    cta: {
      title: 'Add the Upsell Agent to your menu',
      text: 'Start with your best pairings and see the difference in your average order.',
    },
  },

  'loyalty-agent': {
    id: 'loyalty-agent',
    name: 'Loyalty Agent',
    icon: 'repeat',
    hero: {
      eyebrow: 'Loyalty Agent',
      title: 'Keep your regulars coming back',
      subtitle:
        'The Loyalty Agent answers points questions, reminds customers when they are likely running low and wins back regulars before they drift to the shop down the road.',
      image: heroImage(
        'loyalty-agent',
        'en',
        'A chat telling a returning customer their points balance and a restock reminder',
      ),
    },
    whatItDoes: 'Answers rewards questions, sends timed restock reminders and makes win-back offers you approve.',
    scenarios: {
      title: 'What it looks like for your customers',
      subtitle: 'Three moments that decide whether a customer comes back.',
      items: [
        {
          title: 'How many points do I have?',
          situation: 'A customer asks in chat how close they are to a reward.',
          response:
            'The agent reads their balance from your loyalty program and suggests a product that gets them to the next reward.',
          outcome: 'A question becomes an order, and the customer feels recognised.',
        },
        {
          title: 'Running low',
          situation: 'A regular buys the same tincture every three weeks and has not ordered in four.',
          response: 'The agent sends a reminder with a one-tap reorder from their history.',
          outcome: "The repeat order happens at your store, not a competitor's.",
        },
        {
          title: 'The drifting regular',
          situation: 'A weekly customer has not visited in six weeks.',
          response: 'The agent sends a personal win-back message with the offer you approved for lapsing customers.',
          outcome: 'A lapsing customer returns before they are lost for good.',
        },
      ],
    },
    features: {
      title: 'What the Loyalty Agent does',
      subtitle: 'Retention work your team never has time for.',
      cards: [
        {
          icon: 'gift',
          title: 'Rewards answers',
          text: 'Balances, tiers and redemption rules, answered in chat from your loyalty program.',
        },
        {
          icon: 'alarm-clock',
          title: 'Restock reminders',
          text: "Timed to each customer's buying rhythm, not a blanket blast.",
        },
        {
          icon: 'heart',
          title: 'Win-back offers',
          text: 'Personal messages for lapsing regulars, with offers and limits you control.',
        },
        {
          icon: 'brain',
          title: 'Personal picks',
          text: 'Recommends new arrivals similar to what each customer already likes.',
        },
        {
          icon: 'bell-off',
          title: 'Respectful contact',
          text: 'Honours opt-outs and quiet hours, and caps messages per customer.',
        },
        {
          icon: 'chart-column',
          title: 'Retention reporting',
          text: 'Returning customers, reminder conversions and win-backs in one view.',
        },
      ],
    },
    results: {
      title: 'Results stores report',
      subtitle: 'Typical results from dispensaries running the Loyalty Agent.',
      stats: [
        result('loyalty-agent', 'en'),
        {value: CLAIMS.customerSatisfaction, label: 'Customer satisfaction'},
        {value: CLAIMS.availability, label: 'Rewards answers'},
      ],
    },
    roi: {
      title: 'Does it pay for itself?',
      subtitle: 'An illustrative example for a store with a steady base of regulars.',
      lines: [
        {label: 'Regulars who lapse each month', value: `${loyaltyLapsing}`},
        {label: 'Monthly spend of a regular', value: usd(loyaltyMonthlyValue)},
        {label: 'Typical retention lift', value: AGENT_RESULTS['loyalty-agent'].value},
        {label: 'Regulars kept each month', value: `${loyaltyKept}`},
        {label: 'Loyalty Agent price', value: `${usd(monthly('loyalty-agent'))}/month`},
      ],
      total: {label: 'Revenue kept per month', value: usd(loyaltyKept * loyaltyMonthlyValue)},
      note: 'Illustrative only: your results depend on your customer base and offers.',
    },
    steps: {
      title: 'Up and running in four steps',
      items: [
        {
          title: 'Connect your loyalty program',
          text: 'We link your point of sale or loyalty provider so balances and history are live.',
        },
        {
          title: 'Set reminder and win-back rules',
          text: 'Decide when reminders go out and which offers lapsing customers may receive.',
        },
        {title: 'Approve the messages', text: 'Edit the templates in your brand voice, with quiet hours and caps.'},
        {title: 'Watch customers return', text: 'Track returning customers and win-backs in the dashboard.'},
      ],
    },
    faq: [
      {
        question: 'Which loyalty programs does it work with?',
        answer:
          'The loyalty features of the point-of-sale and menu platforms on our integrations page, plus custom programs through the API.',
      },
      {
        question: 'Will customers get too many messages?',
        answer: 'No. You set a cap per customer and quiet hours, and every opt-out is honoured immediately.',
      },
      {
        question: 'Can I control the offers?',
        answer: 'Yes. The agent only sends offers you approved, within the limits you set.',
      },
      {
        question: 'What does it cost?',
        answer: `${usd(monthly('loyalty-agent'))} a month with a ${agentTrialLabel.en} and a ${AGENT_PRICING['loyalty-agent'].guaranteeDays}-day money-back guarantee. The ADA widget is included free.`,
      },
      {
        question: 'Is customer data shared?',
        answer: 'Never. Purchase history stays yours and is used only to serve your own customers.',
      },
    ],
    cta: {title: 'Turn one-time shoppers into regulars', text: 'Start with restock reminders and see who comes back.'},
  },

  'review-agent': {
    id: 'review-agent',
    name: 'Review Agent',
    icon: 'star',
    hero: {
      eyebrow: 'Review Agent',
      title: 'More reviews, and a reply to every one',
      subtitle:
        'The Review Agent asks happy customers for a review at the right moment, drafts replies in your voice and flags unhappy ones to your manager before they spread.',
      image: heroImage('review-agent', 'en', 'A review request after pickup and a drafted reply to a five-star review'),
    },
    whatItDoes:
      'Sends review requests after pickup or delivery, drafts replies for approval and alerts you to negative reviews.',
    scenarios: {
      title: 'What it looks like for your store',
      subtitle: 'Three moments that shape your online reputation.',
      items: [
        {
          title: 'Right after a great visit',
          situation: 'A customer picks up an order and tells the bot the budtender was helpful.',
          response: 'The agent thanks them and sends a one-tap link to your review page.',
          outcome: 'A happy customer leaves a review while the visit is fresh.',
        },
        {
          title: 'A review that needs a reply',
          situation: 'A customer posts a detailed five-star review on a Saturday night.',
          response: 'The agent drafts a personal reply for your manager to approve on Monday morning.',
          outcome: "Every review gets a thoughtful answer without eating a manager's weekend.",
        },
        {
          title: 'An unhappy customer',
          situation: 'A customer tells the bot their order was missing an item.',
          response: 'The agent apologises, alerts your manager and offers a call back instead of a review link.',
          outcome: 'The problem is fixed privately before it becomes a one-star review.',
        },
      ],
    },
    features: {
      title: 'What the Review Agent does',
      subtitle: 'Reputation work on autopilot, with you approving what goes out.',
      cards: [
        {
          icon: 'send',
          title: 'Timed requests',
          text: 'Asks for reviews after pickup or delivery, when satisfaction is highest.',
        },
        {
          icon: 'pen-line',
          title: 'Reply drafts',
          text: 'Drafts replies in your brand voice for you to approve or edit.',
        },
        {
          icon: 'siren',
          title: 'Negative review alerts',
          text: 'Flags unhappy customers and low ratings to your manager at once.',
        },
        {
          icon: 'map',
          title: 'Local search',
          text: 'A steady flow of fresh reviews helps your store show up in local search.',
        },
        {
          icon: 'receipt',
          title: 'Compliant wording',
          text: 'Requests never offer incentives that platform rules or state law forbid.',
        },
        {
          icon: 'chart-column',
          title: 'Reputation dashboard',
          text: 'Review volume, rating trend and reply times across platforms.',
        },
      ],
    },
    results: {
      title: 'Results stores report',
      subtitle: 'Typical results from dispensaries running the Review Agent.',
      stats: [
        result('review-agent', 'en'),
        {value: CLAIMS.operationalEfficiency, label: 'Less time spent on review replies'},
        {value: CLAIMS.satisfaction, label: 'Customer satisfaction'},
      ],
    },
    roi: {
      title: 'Does it pay for itself?',
      subtitle: 'An illustrative example for a single store.',
      lines: [
        {label: 'New reviews per month today', value: `${reviewsNow}`},
        {label: 'Typical review lift', value: AGENT_RESULTS['review-agent'].value},
        {label: 'New reviews per month with the agent', value: `${reviewsWithAgent}`},
        {label: 'Manager hours saved on replies', value: `${reviewHoursSaved} per month`},
        {label: 'Review Agent price', value: `${usd(monthly('review-agent'))}/month`},
      ],
      total: {label: 'Manager time saved per month', value: usd(reviewHoursSaved * reviewHourlyCost)},
      note: `Illustrative only, valuing manager time at ${usd(reviewHourlyCost)} an hour; the value of extra reviews in local search comes on top.`,
    },
    steps: {
      title: 'Up and running in four steps',
      items: [
        {title: 'Connect your review profiles', text: 'Link the review platforms your customers use.'},
        {title: 'Choose when to ask', text: 'After pickup, after delivery, or both, with a cap per customer.'},
        {title: 'Set your reply voice', text: 'Approve reply templates and decide which replies need your sign-off.'},
        {title: 'Watch your rating', text: 'Track review volume and rating trend in the dashboard.'},
      ],
    },
    faq: [
      {
        question: 'Does it post replies without my approval?',
        answer: 'Only if you allow it. By default every reply waits for your approval.',
      },
      {
        question: 'Does it offer discounts for reviews?',
        answer: "No. Incentivised reviews break most platforms' rules, so the agent never offers them.",
      },
      {
        question: 'What happens with a bad experience?',
        answer:
          'The agent apologises, alerts your manager and offers the customer a direct follow-up instead of a review link.',
      },
      {
        question: 'What does it cost?',
        answer: `${usd(monthly('review-agent'))} a month with a ${agentTrialLabel.en} and a ${AGENT_PRICING['review-agent'].guaranteeDays}-day money-back guarantee. The ADA widget is included free.`,
      },
      {
        question: 'Which review sites does it cover?',
        answer: 'The major search, map and cannabis menu review platforms; we confirm yours on the onboarding call.',
      },
    ],
    cta: {title: 'Let your happiest customers speak for you', text: 'Start asking for reviews at the right moment.'},
  },

  'knowledge-agent': {
    id: 'knowledge-agent',
    name: 'Knowledge Agent',
    icon: 'library',
    hero: {
      eyebrow: 'Knowledge Agent',
      title: 'Accurate answers from your own product library',
      subtitle:
        'The Knowledge Agent answers detailed questions about products, lab results and store policies from the documents you give it, for shoppers online and for your staff on the floor.',
      image: heroImage(
        'knowledge-agent',
        'en',
        "A chat answering a question about a product's terpene profile from the lab results",
      ),
    },
    whatItDoes: 'Answers product, lab-result and policy questions from your own documents, for shoppers and staff.',
    scenarios: {
      title: 'What it looks like in your store',
      subtitle: 'Three questions that used to need a manager.',
      items: [
        {
          title: 'The terpene question',
          situation: 'A shopper asks which of your flower strains is highest in limonene.',
          response: 'The agent answers from the uploaded lab results and links the two matching products.',
          outcome: 'An informed shopper buys with confidence, and often buys more.',
        },
        {
          title: 'The new budtender',
          situation: 'A budtender in their first week is asked about your return policy for vape hardware.',
          response: 'They ask the agent on the store tablet and get your policy word for word.',
          outcome: 'The right answer without pulling a manager off the floor.',
        },
        {
          title: 'The brand deep-dive',
          situation: "A shopper wants to know how a brand's rosin is made.",
          response:
            'The agent answers from the brand sheet you uploaded and suggests their other solventless products.',
          outcome: 'A curious shopper becomes a bigger, repeat basket.',
        },
      ],
    },
    features: {
      title: 'What the Knowledge Agent does',
      subtitle: "Your store's knowledge, available to everyone, every hour.",
      cards: [
        {
          icon: 'flask-conical',
          title: 'Lab-result answers',
          text: 'Cannabinoid and terpene questions answered from your certificates of analysis.',
        },
        {
          icon: 'file-text',
          title: 'Policy answers',
          text: 'Returns, payment, delivery areas and purchase limits, exactly as you wrote them.',
        },
        {
          icon: 'tag',
          title: 'Brand knowledge',
          text: 'Upload brand sheets and the agent explains products the way the brand does.',
        },
        {
          icon: 'graduation-cap',
          title: 'Staff quick answers',
          text: 'New budtenders get accurate answers on the floor instead of guessing.',
        },
        {
          icon: 'search',
          title: 'Source-backed',
          text: 'Answers only from your documents and says so when it does not know.',
        },
        {
          icon: 'chart-column',
          title: 'Knowledge gaps',
          text: 'See the questions it could not answer, so you know what to add next.',
        },
      ],
    },
    results: {
      title: 'Results stores report',
      subtitle: 'Typical results from dispensaries running the Knowledge Agent.',
      stats: [
        result('knowledge-agent', 'en'),
        {value: CLAIMS.supportWorkloadDrop, label: 'Fewer repeat questions to managers'},
        {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Staff hours saved per month'},
      ],
    },
    roi: {
      title: 'Does it pay for itself?',
      subtitle: 'An illustrative example for a store with an active online menu.',
      lines: [
        {label: 'Online customers per month', value: formatWhole(knowledgeCustomers)},
        {label: 'Monthly spend per customer', value: usd(knowledgeSpend)},
        {label: 'Typical revenue per customer lift', value: AGENT_RESULTS['knowledge-agent'].value},
        {label: 'Knowledge Agent price', value: `${usd(monthly('knowledge-agent'))}/month`},
      ],
      total: {label: 'Added revenue per month', value: usd(knowledgeAdded)},
      note: 'Illustrative only: your results depend on your menu, traffic and the documents you load.',
    },
    steps: {
      title: 'Up and running in four steps',
      items: [
        {
          title: 'Book your onboarding call',
          text: 'We look at the questions your team answers most and the documents you already have.',
        },
        {
          title: 'Upload your library',
          text: 'Lab results, brand sheets and store policies, in the formats you already use.',
        },
        {
          title: 'Review sample answers',
          text: "Check the agent's answers to your top questions before shoppers see them.",
        },
        {title: 'Go live for shoppers and staff', text: 'Switch it on in the chat and on your store tablets.'},
      ],
    },
    faq: [
      {
        question: 'Where do the answers come from?',
        answer:
          'Only from the documents you upload and your live menu. When it does not know, it says so and offers a hand-off to staff.',
      },
      {
        question: 'Can staff use it too?',
        answer:
          'Yes. Staff can ask it on a store tablet or phone, with the same answers shoppers get plus internal policies you mark as staff-only.',
      },
      {
        question: 'How do I keep it up to date?',
        answer:
          'Upload new lab results and brand sheets as they arrive; the agent uses each one as soon as it shows Ready, usually within a few minutes.',
      },
      {
        question: 'What does it cost?',
        answer: `${usd(monthly('knowledge-agent'))} a month with a ${agentTrialLabel.en}, which starts with a booked onboarding call, and a ${AGENT_PRICING['knowledge-agent'].guaranteeDays}-day money-back guarantee. The ADA widget is included free.`,
      },
      {
        question: 'Will it give medical advice?',
        answer: 'No. It shares product facts and hands medical questions to your staff.',
      },
    ],
    cta: {title: 'Make every answer the right answer', text: 'Book your onboarding call and start the free trial.'},
  },

  'ada-widget': {
    id: 'ada-widget',
    name: 'ADA Widget',
    icon: 'accessibility',
    hero: {
      eyebrow: 'ADA Widget',
      title: 'An accessibility toolbar for your menu, free with any agent',
      subtitle: `The ADA widget gives every visitor ${ADA_WIDGET.features} adjustments to make your site easier to read and use, built to ${ADA_WIDGET.standard}, including text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%.`,
      image: heroImage(
        'ada-widget',
        'en',
        'The accessibility panel open on a dispensary menu with text size, contrast and motion controls',
      ),
    },
    whatItDoes: `Adds a panel of ${ADA_WIDGET.features} visitor-controlled adjustments, built to ${ADA_WIDGET.standard}: text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%, contrast modes, readable fonts, reading aids and motion controls.`,
    scenarios: {
      title: 'Who it helps',
      subtitle: 'Three visitors who can now shop your menu comfortably.',
      items: [
        {
          title: 'Low vision',
          situation: 'An older customer struggles with small print on product cards.',
          response: `They enlarge text up to ${ADA_WIDGET.textScalingMaxPercent}% and switch on high contrast from the widget.`,
          outcome: 'They read potency and price without zooming the whole page.',
        },
        {
          title: 'Dyslexia',
          situation: 'A shopper finds dense product descriptions hard to follow.',
          response: 'They turn on the dyslexia-friendly font, wider spacing and the reading guide.',
          outcome: 'Descriptions are easier to read, so they compare products themselves.',
        },
        {
          title: 'Motion sensitivity',
          situation: 'A visitor gets dizzy from animated banners.',
          response: 'They stop animations with one switch, and the setting stays for their next visit.',
          outcome: 'They can browse the whole menu without discomfort.',
        },
      ],
    },
    features: {
      title: 'What the ADA widget does',
      subtitle: `${ADA_WIDGET.features} adjustments, each one a switch your visitor controls.`,
      cards: [
        {
          icon: 'type',
          title: 'Text and spacing',
          text: `Text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%, line, letter and word spacing, readable fonts.`,
        },
        {
          icon: 'contrast',
          title: 'Colour and contrast',
          text: 'High, dark and light contrast, monochrome and saturation controls.',
        },
        {
          icon: 'book-open',
          title: 'Reading aids',
          text: 'Reading guide, reading mask, link and heading highlights, read aloud.',
        },
        {icon: 'pause', title: 'Motion and media', text: 'Stop animations, mute media and hide images.'},
        {
          icon: 'keyboard',
          title: 'Navigation',
          text: 'Clear keyboard focus, a page structure outline and a large cursor.',
        },
        {icon: 'save', title: 'Remembers settings', text: "A visitor's choices stay in place on their next visit."},
      ],
      checklist: {title: `All ${ADA_WIDGET.features} adjustments`, items: adaAdjustments.en},
    },
    results: {
      title: 'What you get',
      subtitle: 'The typical-result label, and what stands behind it.',
      stats: [
        result('ada-widget', 'en'),
        {value: `${ADA_WIDGET.features}`, label: 'Visitor-controlled adjustments'},
        {value: ADA_WIDGET.standard, label: 'Standard the widget is built to'},
        {value: `${ADA_WIDGET.textScalingMaxPercent}%`, label: 'Maximum text scaling'},
      ],
    },
    roi: {
      title: 'What it costs',
      subtitle: 'Included with every BudBot agent.',
      lines: [
        {label: 'Widget price', value: agentOffers.en['ada-widget'].price},
        {label: 'Adjustments included', value: `${ADA_WIDGET.features}`},
        {label: 'Installation', value: 'Loads with your existing BudBot snippet'},
        {
          label: 'Cheapest agent to unlock it',
          value: `${usd(cheapestAgent)}/month`,
        },
      ],
      total: {label: 'Extra cost of the widget', value: usd(0)},
      note: "The widget improves how visitors can adjust your site. Your site's own markup, images and content still matter for accessibility, and we are happy to point out what to fix.",
    },
    steps: {
      title: 'Up and running in three steps',
      items: [
        {title: 'Switch on any agent', text: 'The widget comes with every BudBot agent at no extra cost.'},
        {
          title: 'Choose placement and colours',
          text: 'Pick where the accessibility button sits and match it to your brand.',
        },
        {title: 'Publish', text: 'It loads with your existing BudBot snippet; no new code.'},
      ],
    },
    faq: [
      {
        question: 'What does the widget do?',
        answer: `It adds a panel with ${ADA_WIDGET.features} adjustments visitors control, built to ${ADA_WIDGET.standard}, including text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%, contrast modes, readable fonts, reading aids and motion controls.`,
      },
      {
        question: 'Does the widget make my whole site compliant on its own?',
        answer: `The widget gives visitors tools built to ${ADA_WIDGET.standard}. Your site's own structure, image descriptions and forms also count, so we review your menu at onboarding and tell you what else to fix.`,
      },
      {question: 'Does it cost extra?', answer: 'No. It is free with any BudBot agent.'},
      {question: 'Will it slow down my site?', answer: 'No. It loads after your page, together with the chat widget.'},
      {
        question: 'Does it remember visitor settings?',
        answer: "Yes, on the visitor's own device, so their choices are in place on the next visit.",
      },
    ],
    cta: {title: 'Make your menu easier for everyone to use', text: 'Add any agent and the ADA widget comes with it.'},
  },
};

/** "$297 al mes, con 14 días de prueba gratis y 30 días de garantía…": every agent FAQ's answer on price. */
const priceAnswerEs = (id: AgentId, trialNote = '') =>
  `${usd(monthly(id))} al mes, con ${agentTrialLabel.es}${trialNote} y ${AGENT_PRICING[id].guaranteeDays} días de garantía de devolución del dinero. El ADA widget se incluye gratis.`;

const pagesEs: Record<AgentId, AgentPageContent> = {
  'upsell-agent': {
    id: 'upsell-agent',
    name: 'Upsell Agent',
    icon: 'trending-up',
    hero: {
      eyebrow: 'Upsell Agent',
      title: 'Carritos más grandes, con las sugerencias que haría tu mejor budtender',
      subtitle:
        'El Upsell Agent recomienda el complemento correcto en el momento justo: papel de fumar con la flor, una batería con el primer cartucho, el tamaño más grande cuando el precio por gramo es mejor.',
      image: heroImage(
        'upsell-agent',
        'es',
        'Un chat que sugiere una batería compatible a un cliente que agrega un cartucho de vape al carrito',
      ),
    },
    whatItDoes:
      'Sugiere complementos, paquetes y tamaños más convenientes según tu mapa de ventas adicionales, dentro de la conversación y antes del pago.',
    scenarios: {
      title: 'Cómo se ve en tu menú',
      subtitle: 'Tres momentos en los que una sugerencia se convierte en un pedido más grande.',
      items: [
        {
          title: 'Primer cartucho, sin batería',
          situation: 'Un cliente nuevo agrega un cartucho 510 al carrito y nada más.',
          response:
            'El agente le pregunta si ya tiene batería y le sugiere la batería de inicio compatible, con una línea sobre cómo usarla.',
          outcome: 'El cliente se lleva un equipo que funciona, y el pedido crece con el precio de la batería.',
        },
        {
          title: 'El tamaño más conveniente',
          situation: 'Un cliente frecuente agrega dos octavos de la misma cepa.',
          response: 'El agente le hace ver que el cuarto cuesta menos por gramo y le ofrece cambiarlos.',
          outcome: 'El cliente ahorra por gramo; la tienda vende una unidad más grande.',
        },
        {
          title: 'Prerrolados para el fin de semana',
          situation: 'Un cliente pregunta qué llevar a un viaje de fin de semana.',
          response:
            'El agente le recomienda un paquete de varios prerrolados y la promoción de paquete que armaste con un encendedor a juego.',
          outcome: 'Una venta en paquete en lugar de un solo prerrolado.',
        },
      ],
    },
    features: {
      title: 'Lo que hace el Upsell Agent',
      subtitle: 'Tus reglas, aplicadas en cada conversación.',
      cards: [
        {
          icon: 'link',
          title: 'Mapa de ventas adicionales',
          text: 'Relaciona productos y categorías una sola vez; el agente sugiere la combinación cada vez que encaja.',
        },
        {
          icon: 'package',
          title: 'Paquetes',
          text: 'Ofrece los paquetes que tú defines, con el descuento y los límites que pongas.',
        },
        {
          icon: 'scale',
          title: 'Tamaños más convenientes',
          text: 'Sugiere el siguiente tamaño cuando mejora el precio por gramo o por miligramo.',
        },
        {
          icon: 'compass',
          title: 'El momento justo',
          text: 'Sugiere una vez, cuando ayuda, y se detiene si el cliente dice que no.',
        },
        {
          icon: 'tag',
          title: 'Atento al margen',
          text: 'Da prioridad a tus marcas propias o a las líneas de mayor margen en sus sugerencias.',
        },
        {
          icon: 'chart-column',
          title: 'Atribución',
          text: 'Ve qué sugerencias se aceptaron y cuántos ingresos generó cada una.',
        },
      ],
    },
    results: {
      title: 'Resultados que reportan las tiendas',
      subtitle: 'Resultados típicos de los dispensarios que usan el Upsell Agent.',
      stats: [
        result('upsell-agent', 'es'),
        {value: CLAIMS.largerCarts, label: 'Carritos más grandes'},
        {value: CLAIMS.salesIncrease, label: 'Aumento de ventas'},
      ],
    },
    roi: {
      title: '¿Se paga solo?',
      subtitle: 'Un ejemplo ilustrativo para una tienda mediana.',
      lines: [
        {label: 'Pedidos en línea por mes', value: formatWhole(upsellOrders)},
        {label: 'Pedido promedio hoy', value: usd(upsellAov)},
        {label: 'Aumento típico del valor promedio del pedido', value: AGENT_RESULTS['upsell-agent'].value},
        {label: 'Ingresos adicionales por mes', value: usd(upsellAdded)},
        {label: 'Precio del Upsell Agent', value: `${usd(monthly('upsell-agent'))}/mes`},
      ],
      total: {
        label: 'Ingresos adicionales por cada dólar invertido',
        value: usd(upsellAdded / monthly('upsell-agent')),
      },
      note: 'Es solo un ejemplo: tus resultados dependen de tu menú, tu tráfico y tus ofertas.',
    },
    steps: {
      title: 'En marcha en cuatro pasos',
      items: [
        {
          title: 'Define tus combinaciones',
          text: 'Dinos qué productos y categorías van juntos; empiezas con una plantilla pensada para dispensarios.',
        },
        {
          title: 'Configura paquetes y límites',
          text: 'Elige los paquetes, los descuentos y las prioridades de margen que puede usar el agente.',
        },
        {title: 'Actívalo', text: 'El agente se suma al chat de BudBot que ya tienes; sin código nuevo.'},
        {title: 'Revisa lo que se vende', text: 'Revisa cada semana las sugerencias aceptadas y ajusta el mapa.'},
      ],
    },
    faq: [
      {
        question: '¿Los clientes sentirán que las sugerencias son insistentes?',
        answer:
          'El agente sugiere una sola vez en cada momento y no insiste cuando el cliente dice que no, como lo haría un buen budtender.',
      },
      {
        question: '¿Puedo elegir qué productos promueve?',
        answer: 'Sí. Tu mapa de ventas adicionales y tus prioridades de margen deciden cada combinación que sugiere.',
      },
      {
        question: '¿Funciona con mis promociones actuales?',
        answer:
          'Sí. Puede mencionar cualquier promoción que agregues en el creador de promociones, y nunca combina ofertas que no hayas permitido.',
      },
      {question: '¿Cuánto cuesta?', answer: priceAnswerEs('upsell-agent')},
      {
        question: '¿Cómo sé que está funcionando?',
        answer: 'El panel muestra cada sugerencia aceptada y los ingresos que sumó, y puedes exportarlo todo en CSV.',
      },
    ],
    cta: {
      title: 'Agrega el Upsell Agent a tu menú',
      text: 'Empieza con tus mejores combinaciones y nota la diferencia en tu pedido promedio.',
    },
  },

  'loyalty-agent': {
    id: 'loyalty-agent',
    name: 'Loyalty Agent',
    icon: 'repeat',
    hero: {
      eyebrow: 'Loyalty Agent',
      title: 'Haz que tus clientes frecuentes sigan regresando',
      subtitle:
        'El Loyalty Agent responde preguntas sobre puntos, avisa a los clientes cuando probablemente se les está acabando el producto y recupera a tus clientes frecuentes antes de que se vayan a la tienda de la esquina.',
      image: heroImage(
        'loyalty-agent',
        'es',
        'Un chat que le muestra a un cliente que regresa su saldo de puntos y un recordatorio de recompra',
      ),
    },
    whatItDoes:
      'Responde preguntas sobre recompensas, envía recordatorios de recompra en el momento oportuno y hace las ofertas de recuperación que tú apruebas.',
    scenarios: {
      title: 'Cómo lo viven tus clientes',
      subtitle: 'Tres momentos que deciden si un cliente regresa.',
      items: [
        {
          title: '¿Cuántos puntos tengo?',
          situation: 'Un cliente pregunta en el chat cuánto le falta para una recompensa.',
          response:
            'El agente consulta su saldo en tu programa de lealtad y le sugiere un producto que lo lleva a la siguiente recompensa.',
          outcome: 'Una pregunta se convierte en un pedido, y el cliente se siente reconocido.',
        },
        {
          title: 'Se le está acabando',
          situation:
            'Un cliente frecuente compra la misma tintura cada tres semanas y lleva cuatro sin hacer un pedido.',
          response: 'El agente le envía un recordatorio para repetir su pedido con un toque desde su historial.',
          outcome: 'La compra se repite en tu tienda, no en la de la competencia.',
        },
        {
          title: 'El cliente que se aleja',
          situation: 'Un cliente que venía cada semana no ha vuelto en seis semanas.',
          response:
            'El agente le envía un mensaje personal con la oferta que aprobaste para los clientes que se alejan.',
          outcome: 'El cliente regresa antes de que lo pierdas para siempre.',
        },
      ],
    },
    features: {
      title: 'Lo que hace el Loyalty Agent',
      subtitle: 'El trabajo de retención para el que tu equipo nunca tiene tiempo.',
      cards: [
        {
          icon: 'gift',
          title: 'Respuestas sobre recompensas',
          text: 'Saldos, niveles y reglas de canje, respondidos en el chat desde tu programa de lealtad.',
        },
        {
          icon: 'alarm-clock',
          title: 'Recordatorios de recompra',
          text: 'Al ritmo de compra de cada cliente, no un envío masivo para todos.',
        },
        {
          icon: 'heart',
          title: 'Ofertas de recuperación',
          text: 'Mensajes personales para los clientes frecuentes que se alejan, con las ofertas y los límites que tú controlas.',
        },
        {
          icon: 'brain',
          title: 'Recomendaciones personales',
          text: 'Recomienda novedades parecidas a lo que ya le gusta a cada cliente.',
        },
        {
          icon: 'bell-off',
          title: 'Contacto respetuoso',
          text: 'Respeta las bajas y los horarios sin mensajes, y limita cuántos mensajes recibe cada cliente.',
        },
        {
          icon: 'chart-column',
          title: 'Informes de retención',
          text: 'Clientes que regresan, conversiones de los recordatorios y clientes recuperados en una sola vista.',
        },
      ],
    },
    results: {
      title: 'Resultados que reportan las tiendas',
      subtitle: 'Resultados típicos de los dispensarios que usan el Loyalty Agent.',
      stats: [
        result('loyalty-agent', 'es'),
        {value: CLAIMS.customerSatisfaction, label: 'Satisfacción del cliente'},
        {value: CLAIMS.availability, label: 'Respuestas sobre recompensas'},
      ],
    },
    roi: {
      title: '¿Se paga solo?',
      subtitle: 'Un ejemplo ilustrativo para una tienda con una base estable de clientes frecuentes.',
      lines: [
        {label: 'Clientes frecuentes que se alejan cada mes', value: `${loyaltyLapsing}`},
        {label: 'Gasto mensual de un cliente frecuente', value: usd(loyaltyMonthlyValue)},
        {label: 'Aumento típico de la retención', value: AGENT_RESULTS['loyalty-agent'].value},
        {label: 'Clientes frecuentes que conservas cada mes', value: `${loyaltyKept}`},
        {label: 'Precio del Loyalty Agent', value: `${usd(monthly('loyalty-agent'))}/mes`},
      ],
      total: {label: 'Ingresos que conservas cada mes', value: usd(loyaltyKept * loyaltyMonthlyValue)},
      note: 'Es solo un ejemplo: tus resultados dependen de tu base de clientes y de tus ofertas.',
    },
    steps: {
      title: 'En marcha en cuatro pasos',
      items: [
        {
          title: 'Conecta tu programa de lealtad',
          text: 'Vinculamos tu punto de venta o tu proveedor de lealtad para que los saldos y el historial estén al día.',
        },
        {
          title: 'Define las reglas de recordatorios y recuperación',
          text: 'Decide cuándo salen los recordatorios y qué ofertas pueden recibir los clientes que se alejan.',
        },
        {
          title: 'Aprueba los mensajes',
          text: 'Edita las plantillas con la voz de tu marca, con horarios sin mensajes y límites de envío.',
        },
        {
          title: 'Mira cómo regresan tus clientes',
          text: 'Sigue en el panel a los clientes que regresan y a los que recuperas.',
        },
      ],
    },
    faq: [
      {
        question: '¿Con qué programas de lealtad funciona?',
        answer:
          'Con las funciones de lealtad de las plataformas de punto de venta y de menú de nuestra página de integraciones, y con programas propios a través de la API.',
      },
      {
        question: '¿Los clientes recibirán demasiados mensajes?',
        answer:
          'No. Tú defines un límite por cliente y los horarios sin mensajes, y cada baja se respeta de inmediato.',
      },
      {
        question: '¿Puedo controlar las ofertas?',
        answer: 'Sí. El agente solo envía las ofertas que aprobaste, dentro de los límites que pusiste.',
      },
      {question: '¿Cuánto cuesta?', answer: priceAnswerEs('loyalty-agent')},
      {
        question: '¿Se comparten los datos de los clientes?',
        answer: 'Nunca. El historial de compras sigue siendo tuyo y solo se usa para atender a tus propios clientes.',
      },
    ],
    cta: {
      title: 'Convierte a los compradores de una sola vez en clientes frecuentes',
      text: 'Empieza con los recordatorios de recompra y mira quién regresa.',
    },
  },

  'review-agent': {
    id: 'review-agent',
    name: 'Review Agent',
    icon: 'star',
    hero: {
      eyebrow: 'Review Agent',
      title: 'Más reseñas, y una respuesta para cada una',
      subtitle:
        'El Review Agent pide una reseña a los clientes satisfechos en el momento justo, redacta respuestas con tu voz y avisa a tu gerente de los clientes molestos antes de que el problema se extienda.',
      image: heroImage(
        'review-agent',
        'es',
        'Una solicitud de reseña después de la recogida y una respuesta redactada para una reseña de cinco estrellas',
      ),
    },
    whatItDoes:
      'Envía solicitudes de reseña después de la recogida o la entrega, redacta respuestas para que las apruebes y te avisa de las reseñas negativas.',
    scenarios: {
      title: 'Cómo se ve en tu tienda',
      subtitle: 'Tres momentos que definen tu reputación en línea.',
      items: [
        {
          title: 'Justo después de una gran visita',
          situation: 'Un cliente recoge su pedido y le dice al bot que el budtender lo ayudó mucho.',
          response: 'El agente le da las gracias y le envía un enlace de un toque a tu página de reseñas.',
          outcome: 'Un cliente contento deja una reseña mientras tiene la visita fresca.',
        },
        {
          title: 'Una reseña que necesita respuesta',
          situation: 'Un cliente publica una reseña detallada de cinco estrellas un sábado por la noche.',
          response: 'El agente redacta una respuesta personal para que tu gerente la apruebe el lunes por la mañana.',
          outcome: 'Cada reseña recibe una respuesta cuidada sin quitarle el fin de semana a un gerente.',
        },
        {
          title: 'Un cliente molesto',
          situation: 'Un cliente le dice al bot que a su pedido le faltaba un producto.',
          response:
            'El agente se disculpa, avisa a tu gerente y le ofrece una llamada en lugar de un enlace para dejar una reseña.',
          outcome: 'El problema se resuelve en privado antes de convertirse en una reseña de una estrella.',
        },
      ],
    },
    features: {
      title: 'Lo que hace el Review Agent',
      subtitle: 'Tu reputación en piloto automático, y tú apruebas lo que se publica.',
      cards: [
        {
          icon: 'send',
          title: 'Solicitudes a tiempo',
          text: 'Pide reseñas después de la recogida o la entrega, cuando la satisfacción es más alta.',
        },
        {
          icon: 'pen-line',
          title: 'Borradores de respuesta',
          text: 'Redacta respuestas con la voz de tu marca para que las apruebes o las edites.',
        },
        {
          icon: 'siren',
          title: 'Alertas de reseñas negativas',
          text: 'Avisa de inmediato a tu gerente de los clientes molestos y de las calificaciones bajas.',
        },
        {
          icon: 'map',
          title: 'Búsqueda local',
          text: 'Un flujo constante de reseñas nuevas ayuda a que tu tienda aparezca en las búsquedas locales.',
        },
        {
          icon: 'receipt',
          title: 'Mensajes dentro de las reglas',
          text: 'Las solicitudes nunca ofrecen incentivos que prohíban las reglas de las plataformas o la ley estatal.',
        },
        {
          icon: 'chart-column',
          title: 'Panel de reputación',
          text: 'Volumen de reseñas, tendencia de la calificación y tiempos de respuesta en todas las plataformas.',
        },
      ],
    },
    results: {
      title: 'Resultados que reportan las tiendas',
      subtitle: 'Resultados típicos de los dispensarios que usan el Review Agent.',
      stats: [
        result('review-agent', 'es'),
        {value: CLAIMS.operationalEfficiency, label: 'Menos tiempo respondiendo reseñas'},
        {value: CLAIMS.satisfaction, label: 'Satisfacción del cliente'},
      ],
    },
    roi: {
      title: '¿Se paga solo?',
      subtitle: 'Un ejemplo ilustrativo para una sola tienda.',
      lines: [
        {label: 'Reseñas nuevas por mes hoy', value: `${reviewsNow}`},
        {label: 'Aumento típico de reseñas', value: AGENT_RESULTS['review-agent'].value},
        {label: 'Reseñas nuevas por mes con el agente', value: `${reviewsWithAgent}`},
        {label: 'Horas de gerente ahorradas en respuestas', value: `${reviewHoursSaved} al mes`},
        {label: 'Precio del Review Agent', value: `${usd(monthly('review-agent'))}/mes`},
      ],
      total: {label: 'Tiempo de gerente ahorrado por mes', value: usd(reviewHoursSaved * reviewHourlyCost)},
      note: `Es solo un ejemplo, con el tiempo del gerente valorado en ${usd(reviewHourlyCost)} la hora; a eso se suma el valor de tener más reseñas en las búsquedas locales.`,
    },
    steps: {
      title: 'En marcha en cuatro pasos',
      items: [
        {title: 'Conecta tus perfiles de reseñas', text: 'Vincula las plataformas de reseñas que usan tus clientes.'},
        {
          title: 'Elige cuándo pedirlas',
          text: 'Después de la recogida, después de la entrega o en ambos casos, con un límite por cliente.',
        },
        {
          title: 'Define la voz de tus respuestas',
          text: 'Aprueba las plantillas de respuesta y decide qué respuestas necesitan tu visto bueno.',
        },
        {
          title: 'Sigue tu calificación',
          text: 'Revisa en el panel el volumen de reseñas y la tendencia de tu calificación.',
        },
      ],
    },
    faq: [
      {
        question: '¿Publica respuestas sin mi aprobación?',
        answer: 'Solo si lo permites. De forma predeterminada, cada respuesta espera tu aprobación.',
      },
      {
        question: '¿Ofrece descuentos a cambio de reseñas?',
        answer:
          'No. Las reseñas a cambio de incentivos van contra las reglas de la mayoría de las plataformas, así que el agente nunca los ofrece.',
      },
      {
        question: '¿Qué pasa cuando un cliente tuvo una mala experiencia?',
        answer:
          'El agente se disculpa, avisa a tu gerente y le ofrece al cliente un seguimiento directo en lugar de un enlace para dejar una reseña.',
      },
      {question: '¿Cuánto cuesta?', answer: priceAnswerEs('review-agent')},
      {
        question: '¿Qué sitios de reseñas cubre?',
        answer:
          'Las principales plataformas de reseñas de buscadores, mapas y menús de cannabis; confirmamos las tuyas en la llamada de bienvenida.',
      },
    ],
    cta: {
      title: 'Deja que tus clientes más contentos hablen por ti',
      text: 'Empieza a pedir reseñas en el momento justo.',
    },
  },

  'knowledge-agent': {
    id: 'knowledge-agent',
    name: 'Knowledge Agent',
    icon: 'library',
    hero: {
      eyebrow: 'Knowledge Agent',
      title: 'Respuestas precisas a partir de tu propia biblioteca de productos',
      subtitle:
        'El Knowledge Agent responde preguntas detalladas sobre productos, resultados de laboratorio y políticas de la tienda a partir de los documentos que le das, para los clientes en línea y para tu personal en la tienda.',
      image: heroImage(
        'knowledge-agent',
        'es',
        'Un chat que responde una pregunta sobre el perfil de terpenos de un producto a partir de los resultados de laboratorio',
      ),
    },
    whatItDoes:
      'Responde preguntas sobre productos, resultados de laboratorio y políticas a partir de tus propios documentos, para clientes y personal.',
    scenarios: {
      title: 'Cómo se ve en tu tienda',
      subtitle: 'Tres preguntas que antes necesitaban a un gerente.',
      items: [
        {
          title: 'La pregunta sobre terpenos',
          situation: 'Un cliente pregunta cuál de tus cepas de flor tiene más limoneno.',
          response:
            'El agente responde a partir de los resultados de laboratorio que subiste y enlaza los dos productos que coinciden.',
          outcome: 'Un cliente bien informado compra con confianza, y muchas veces compra más.',
        },
        {
          title: 'El budtender nuevo',
          situation:
            'A un budtender en su primera semana le preguntan por tu política de devoluciones de equipos de vapeo.',
          response: 'Le pregunta al agente en la tableta de la tienda y recibe tu política palabra por palabra.',
          outcome: 'La respuesta correcta sin sacar a un gerente del piso de ventas.',
        },
        {
          title: 'A fondo con una marca',
          situation: 'Un cliente quiere saber cómo se hace el rosin de una marca.',
          response:
            'El agente responde con la ficha de la marca que subiste y le sugiere sus otros productos sin solventes.',
          outcome: 'Un cliente curioso se convierte en un carrito más grande que se repite.',
        },
      ],
    },
    features: {
      title: 'Lo que hace el Knowledge Agent',
      subtitle: 'Lo que sabe tu tienda, disponible para todos, a cualquier hora.',
      cards: [
        {
          icon: 'flask-conical',
          title: 'Respuestas de laboratorio',
          text: 'Preguntas sobre cannabinoides y terpenos, respondidas con tus certificados de análisis.',
        },
        {
          icon: 'file-text',
          title: 'Respuestas sobre políticas',
          text: 'Devoluciones, pagos, zonas de entrega y límites de compra, tal como los escribiste.',
        },
        {
          icon: 'tag',
          title: 'Conocimiento de marcas',
          text: 'Sube las fichas de las marcas y el agente explica los productos como lo hace cada marca.',
        },
        {
          icon: 'graduation-cap',
          title: 'Respuestas rápidas para el personal',
          text: 'Los budtenders nuevos obtienen respuestas precisas en el piso de ventas en lugar de adivinar.',
        },
        {
          icon: 'search',
          title: 'Respaldado por tus fuentes',
          text: 'Responde solo con tus documentos y lo dice cuando no sabe algo.',
        },
        {
          icon: 'chart-column',
          title: 'Vacíos de información',
          text: 'Ve las preguntas que no pudo responder, para saber qué agregar después.',
        },
      ],
    },
    results: {
      title: 'Resultados que reportan las tiendas',
      subtitle: 'Resultados típicos de los dispensarios que usan el Knowledge Agent.',
      stats: [
        result('knowledge-agent', 'es'),
        {value: CLAIMS.supportWorkloadDrop, label: 'Menos preguntas repetidas a los gerentes'},
        {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Horas de personal ahorradas por mes'},
      ],
    },
    roi: {
      title: '¿Se paga solo?',
      subtitle: 'Un ejemplo ilustrativo para una tienda con un menú en línea activo.',
      lines: [
        {label: 'Clientes en línea por mes', value: formatWhole(knowledgeCustomers)},
        {label: 'Gasto mensual por cliente', value: usd(knowledgeSpend)},
        {label: 'Aumento típico de ingresos por cliente', value: AGENT_RESULTS['knowledge-agent'].value},
        {label: 'Precio del Knowledge Agent', value: `${usd(monthly('knowledge-agent'))}/mes`},
      ],
      total: {label: 'Ingresos adicionales por mes', value: usd(knowledgeAdded)},
      note: 'Es solo un ejemplo: tus resultados dependen de tu menú, tu tráfico y los documentos que cargues.',
    },
    steps: {
      title: 'En marcha en cuatro pasos',
      items: [
        {
          title: 'Agenda tu llamada de bienvenida',
          text: 'Revisamos las preguntas que más responde tu equipo y los documentos que ya tienes.',
        },
        {
          title: 'Sube tu biblioteca',
          text: 'Resultados de laboratorio, fichas de marcas y políticas de la tienda, en los formatos que ya usas.',
        },
        {
          title: 'Revisa respuestas de ejemplo',
          text: 'Revisa lo que responde el agente a tus preguntas más comunes antes de que lo vean los clientes.',
        },
        {
          title: 'Ponlo en marcha para clientes y personal',
          text: 'Actívalo en el chat y en las tabletas de tu tienda.',
        },
      ],
    },
    faq: [
      {
        question: '¿De dónde salen las respuestas?',
        answer:
          'Solo de los documentos que subes y de tu menú en vivo. Cuando no sabe algo, lo dice y ofrece pasar la conversación al personal.',
      },
      {
        question: '¿Mi personal también puede usarlo?',
        answer:
          'Sí. Tu equipo puede preguntarle desde una tableta o un celular de la tienda, con las mismas respuestas que reciben los clientes más las políticas internas que marques como solo para el personal.',
      },
      {
        question: '¿Cómo lo mantengo al día?',
        answer:
          'Sube los nuevos resultados de laboratorio y fichas de marca a medida que lleguen; el agente usa cada documento en cuanto aparece como Ready, por lo general en pocos minutos.',
      },
      {
        question: '¿Cuánto cuesta?',
        answer: priceAnswerEs('knowledge-agent', ', que empiezan con una llamada de bienvenida agendada,'),
      },
      {
        question: '¿Da consejos médicos?',
        answer: 'No. Comparte datos de los productos y pasa las preguntas médicas a tu personal.',
      },
    ],
    cta: {
      title: 'Que cada respuesta sea la correcta',
      text: 'Agenda tu llamada de bienvenida y empieza la prueba gratis.',
    },
  },

  'ada-widget': {
    id: 'ada-widget',
    name: 'ADA Widget',
    icon: 'accessibility',
    hero: {
      eyebrow: 'ADA Widget',
      title: 'Una barra de accesibilidad para tu menú, gratis con cualquier agente',
      subtitle: `El ADA widget le da a cada visitante ${ADA_WIDGET.features} ajustes para que tu sitio sea más fácil de leer y de usar. Está diseñado según ${ADA_WIDGET.standard} e incluye ampliación del texto hasta ${ADA_WIDGET.textScalingMaxPercent}%.`,
      image: heroImage(
        'ada-widget',
        'es',
        'El panel de accesibilidad abierto sobre el menú de un dispensario, con controles de tamaño del texto, contraste y movimiento',
      ),
    },
    whatItDoes: `Agrega un panel de ${ADA_WIDGET.features} ajustes que controla el visitante, diseñado según ${ADA_WIDGET.standard}: ampliación del texto hasta ${ADA_WIDGET.textScalingMaxPercent}%, modos de contraste, fuentes legibles, ayudas de lectura y control del movimiento.`,
    scenarios: {
      title: 'A quién ayuda',
      subtitle: 'Tres visitantes que ahora pueden comprar en tu menú con comodidad.',
      items: [
        {
          title: 'Baja visión',
          situation: 'A un cliente mayor le cuesta leer la letra pequeña de las tarjetas de producto.',
          response: `Amplía el texto hasta ${ADA_WIDGET.textScalingMaxPercent}% y activa el contraste alto desde el widget.`,
          outcome: 'Lee la potencia y el precio sin tener que ampliar toda la página.',
        },
        {
          title: 'Dislexia',
          situation: 'A un cliente se le hace difícil seguir las descripciones largas de los productos.',
          response: 'Activa la fuente para dislexia, un espaciado más amplio y la guía de lectura.',
          outcome: 'Las descripciones se leen con más facilidad, así que compara los productos por su cuenta.',
        },
        {
          title: 'Sensibilidad al movimiento',
          situation: 'A un visitante le marean los banners animados.',
          response: 'Detiene las animaciones con un solo interruptor, y el ajuste se mantiene en su próxima visita.',
          outcome: 'Puede recorrer todo el menú sin molestias.',
        },
      ],
    },
    features: {
      title: 'Lo que hace el ADA widget',
      subtitle: `${ADA_WIDGET.features} ajustes, y cada uno es un interruptor que controla tu visitante.`,
      cards: [
        {
          icon: 'type',
          title: 'Texto y espaciado',
          text: `Ampliación del texto hasta ${ADA_WIDGET.textScalingMaxPercent}%, espaciado entre líneas, letras y palabras, y fuentes legibles.`,
        },
        {
          icon: 'contrast',
          title: 'Color y contraste',
          text: 'Contraste alto, oscuro y claro, monocromo y controles de saturación.',
        },
        {
          icon: 'book-open',
          title: 'Ayudas de lectura',
          text: 'Guía de lectura, máscara de lectura, resaltado de enlaces y títulos, y lectura en voz alta.',
        },
        {
          icon: 'pause',
          title: 'Movimiento y multimedia',
          text: 'Detener animaciones, silenciar audio y video, y ocultar imágenes.',
        },
        {
          icon: 'keyboard',
          title: 'Navegación',
          text: 'Foco del teclado bien visible, un esquema de la estructura de la página y un cursor grande.',
        },
        {
          icon: 'save',
          title: 'Recuerda los ajustes',
          text: 'Lo que elige cada visitante se mantiene en su próxima visita.',
        },
      ],
      checklist: {title: `Los ${ADA_WIDGET.features} ajustes`, items: adaAdjustments.es},
    },
    results: {
      title: 'Lo que obtienes',
      subtitle: 'La etiqueta del resultado típico y lo que la respalda.',
      stats: [
        result('ada-widget', 'es'),
        {value: `${ADA_WIDGET.features}`, label: 'Ajustes que controla el visitante'},
        {value: ADA_WIDGET.standard, label: 'Estándar con el que está diseñado el widget'},
        {value: `${ADA_WIDGET.textScalingMaxPercent}%`, label: 'Ampliación máxima del texto'},
      ],
    },
    roi: {
      title: 'Lo que cuesta',
      subtitle: 'Incluido con cada agente de BudBot.',
      lines: [
        {label: 'Precio del widget', value: agentOffers.es['ada-widget'].price},
        {label: 'Ajustes incluidos', value: `${ADA_WIDGET.features}`},
        {label: 'Instalación', value: 'Se carga con el fragmento de código de BudBot que ya tienes'},
        {label: 'Agente más económico que lo incluye', value: `${usd(cheapestAgent)}/mes`},
      ],
      total: {label: 'Costo adicional del widget', value: usd(0)},
      note: 'El widget mejora la forma en que los visitantes pueden ajustar tu sitio. El código, las imágenes y el contenido de tu propio sitio siguen siendo importantes para la accesibilidad, y con gusto te señalamos qué corregir.',
    },
    steps: {
      title: 'En marcha en tres pasos',
      items: [
        {title: 'Activa cualquier agente', text: 'El widget viene con cada agente de BudBot sin costo adicional.'},
        {
          title: 'Elige la posición y los colores',
          text: 'Elige dónde va el botón de accesibilidad y combínalo con tu marca.',
        },
        {title: 'Publícalo', text: 'Se carga con el fragmento de código de BudBot que ya tienes; sin código nuevo.'},
      ],
    },
    faq: [
      {
        question: '¿Qué hace el widget?',
        answer: `Agrega un panel con ${ADA_WIDGET.features} ajustes que controlan los visitantes, diseñado según ${ADA_WIDGET.standard}, con ampliación del texto hasta ${ADA_WIDGET.textScalingMaxPercent}%, modos de contraste, fuentes legibles, ayudas de lectura y control del movimiento.`,
      },
      {
        question: '¿El widget hace que todo mi sitio cumpla con la ley por sí solo?',
        answer: `El widget les da a los visitantes herramientas diseñadas según ${ADA_WIDGET.standard}. La estructura de tu propio sitio, las descripciones de las imágenes y los formularios también cuentan, así que revisamos tu menú durante la puesta en marcha y te decimos qué más corregir.`,
      },
      {question: '¿Cuesta algo extra?', answer: 'No. Es gratis con cualquier agente de BudBot.'},
      {
        question: '¿Hará más lento mi sitio?',
        answer: 'No. Se carga después de tu página, junto con el widget del chat.',
      },
      {
        question: '¿Recuerda los ajustes de cada visitante?',
        answer: 'Sí, en el propio dispositivo del visitante, así que lo que eligió sigue ahí en su próxima visita.',
      },
    ],
    cta: {
      title: 'Haz que tu menú sea más fácil de usar para todos',
      text: 'Agrega cualquier agente y el ADA widget viene incluido.',
    },
  },
};

export const agentPages: Localized<Record<AgentId, AgentPageContent>> = {en: pagesEn, es: pagesEs};
