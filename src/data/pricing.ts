import {BRAND, CLAIMS, LINKS, PRICING, type Localized} from './constants';
import type {Action, FaqItem, IconCard, Stat} from './schemas';
import {formatDollars} from '../lib/numbers';

/** Copy of /pricing, the pricing and sales page, in every language. */

// US Spanish writes dollar amounts as US English does, so one formatter serves both languages.
const usd = formatDollars;

const trialLabel: Localized<string> = {
  en: `${PRICING.trialDaysPricing}-day free trial`,
  es: `prueba gratis de ${PRICING.trialDaysPricing} días`,
};
const guaranteeLabel: Localized<string> = {
  en: `${PRICING.guaranteeDays}-day money-back guarantee`,
  es: `garantía de devolución del dinero de ${PRICING.guaranteeDays} días`,
};

/** A label that opens a sentence, list item or badge: "prueba gratis…" → "Prueba gratis…". */
const capitalized = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

export type Plan = {
  id: 'monthly' | 'annual';
  name: string;
  price: string;
  period: string;
  billing: string;
  badge?: string;
  highlights: readonly string[];
  action: Action;
};

type CompetitorRow = {
  name: string;
  price: string;
  responseTime: string;
  cartRecovery: string;
  usageLimits: string;
  bestFor: string;
  /** Our own row, highlighted in the table. */
  ours?: boolean;
};

/** The comparison table's data columns, in the order the page has always shown them. */
export type ComparisonColumnKey = Exclude<keyof CompetitorRow, 'name' | 'ours'>;

export type PricingContent = {
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    badges: readonly string[];
    /** The name screen readers give the list of badges. */
    badgesLabel: string;
    actions: readonly Action[];
  };
  cartProblem: {eyebrow: string; title: string; subtitle: string; stats: readonly Stat[]; points: readonly string[]};
  plans: {
    title: string;
    subtitle: string;
    items: readonly Plan[];
    earlyAccess: {title: string; text: string; action: Action};
  };
  features: {title: string; subtitle: string; cards: readonly IconCard[]};
  results: {title: string; subtitle: string; stats: readonly Stat[]};
  comparison: {
    title: string;
    subtitle: string;
    note: string;
    /** The table's caption, read by screen readers. */
    caption: string;
    /** The heading of the tool-name column, then each data column's heading (also its label on a phone's stacked cards). */
    columns: {name: string} & Record<ComparisonColumnKey, string>;
    rows: readonly CompetitorRow[];
  };
  faqTitle: string;
  cta: {title: string; text: string; actions: readonly Action[]};
};

const included: Localized<readonly string[]> = {
  en: [
    'Unlimited shopper conversations',
    'Live menu sync with your point of sale',
    'Cart recovery offers you approve',
    'Hand-off to your staff',
    'Analytics with CSV export',
  ],
  es: [
    'Conversaciones ilimitadas con tus clientes',
    'Menú sincronizado en vivo con tu punto de venta',
    'Ofertas de recuperación de carritos que tú apruebas',
    'Traspaso al personal',
    'Analíticas con exportación a CSV',
  ],
};

/** The three questions of the pricing FAQ; also the FAQPage structured data on /pricing, in the page's language. */
export const pricingFaq: Localized<readonly FaqItem[]> = {
  en: [
    {
      question: `How does the ${trialLabel.en} work?`,
      answer: `Install ${BRAND} on your menu and use every feature for ${PRICING.trialDaysPricing} days. We only start billing when the trial ends, and you can cancel before then with one e-mail.`,
    },
    {
      question: `What does the ${guaranteeLabel.en} cover?`,
      answer: `If ${BRAND} is not right for your store, tell us within your first ${PRICING.guaranteeDays} days as a paying customer and we refund that payment in full. No forms and no exit interview.`,
    },
    {
      question: 'Are there setup fees or long-term contracts?',
      answer: `No. Setup costs ${usd(PRICING.setupFee)}, our team helps connect your menu, and you can cancel anytime. The annual plan is prepaid at ${usd(PRICING.annualBilled)} a year, which saves ${usd(PRICING.annualSavings)} compared with paying monthly.`,
    },
  ],
  es: [
    {
      question: `¿Cómo funciona la ${trialLabel.es}?`,
      answer: `Instala ${BRAND} en tu menú y usa todas las funciones durante ${PRICING.trialDaysPricing} días. Solo empezamos a cobrarte cuando termina la prueba, y puedes cancelar antes con un solo correo electrónico.`,
    },
    {
      question: `¿Qué cubre la ${guaranteeLabel.es}?`,
      answer: `Si ${BRAND} no es lo que tu tienda necesita, avísanos dentro de tus primeros ${PRICING.guaranteeDays} días como cliente de pago y te devolvemos ese pago completo. Sin formularios ni entrevistas de salida.`,
    },
    {
      question: '¿Hay costos de configuración o contratos a largo plazo?',
      answer: `No. La configuración cuesta ${usd(PRICING.setupFee)}, nuestro equipo te ayuda a conectar tu menú y puedes cancelar cuando quieras. El plan anual se paga por adelantado, ${usd(PRICING.annualBilled)} al año, y te ahorra ${usd(PRICING.annualSavings)} frente a pagar mes a mes.`,
    },
  ],
};

export const pricing: Localized<PricingContent> = {
  en: {
    hero: {
      eyebrow: 'Pricing',
      title: 'One plan. Every feature. Priced for a single store.',
      subtitle: `${BRAND} costs less than one budtender shift a week, works every hour your menu is open and starts with a ${trialLabel.en}.`,
      badges: [trialLabel.en, guaranteeLabel.en, 'No setup fees', 'Cancel anytime'],
      badgesLabel: 'Included with every plan',
      actions: [
        {label: 'See the Plans', to: '#plans'},
        {label: 'Schedule a Demo', href: LINKS.scheduling, variant: 'secondary'},
      ],
    },
    cartProblem: {
      eyebrow: 'The cart problem',
      title: 'Abandoned carts are your most expensive problem',
      subtitle:
        'Most online dispensary shoppers browse, fill a cart and leave with a question nobody answered. Every one of those carts was a customer who already wanted to buy.',
      stats: [
        {value: CLAIMS.yearlyAbandonedCartLoss, label: 'Lost to abandoned carts per store, per year'},
        {value: CLAIMS.customersResearchOnline, label: 'Of customers research online before they buy'},
        {value: CLAIMS.cartRecovery, label: `Of carts ${BRAND} recovers when it steps in`},
      ],
      points: [
        'Shoppers cannot ask "which of these is best for sleep?" on a product grid.',
        'First-time customers worry about dose and leave rather than guess.',
        'Late-night shoppers find nobody to answer the phone.',
      ],
    },
    plans: {
      title: 'Choose how you pay',
      subtitle: `Both plans include every feature, a ${trialLabel.en} and a ${guaranteeLabel.en}.`,
      items: [
        {
          id: 'monthly',
          name: 'Monthly',
          price: usd(PRICING.pricingPageMonthly),
          period: '/month',
          billing: 'Billed monthly. Cancel anytime.',
          highlights: included.en,
          action: {label: 'Start Free Trial', to: '/waitlist', variant: 'secondary'},
        },
        {
          id: 'annual',
          name: 'Annual',
          price: usd(PRICING.annualPerMonth),
          period: '/month',
          billing: `Billed ${usd(PRICING.annualBilled)} yearly.`,
          badge: `Save ${usd(PRICING.annualSavings)}`,
          highlights: [...included.en, 'Priority onboarding call'],
          action: {label: 'Start Free Trial', to: '/waitlist'},
        },
      ],
      earlyAccess: {
        title: `Early access: ${PRICING.earlyAccessFreeMonths} months free`,
        text: `Join the waitlist now and your first ${PRICING.earlyAccessFreeMonths} months of premium features are on us when your store goes live.`,
        action: {label: 'Join the Waitlist', to: '/waitlist', variant: 'ghost'},
      },
    },
    features: {
      title: 'Everything in the plan',
      subtitle: 'No add-on fees for the features that make the money.',
      cards: [
        {
          icon: 'message-circle',
          title: 'Virtual budtender',
          text: 'Answers product questions and recommends by effect, format, potency and price from your live menu.',
        },
        {
          icon: 'shopping-cart',
          title: 'Cart recovery',
          text: `Checks in after ${CLAIMS.cartRecoveryAfterMinutes} minutes of inactivity with help or a discount you set.`,
        },
        {
          icon: 'plus',
          title: 'Smart cross-sell',
          text: 'Suggests the pairing your staff would: papers with flower, a battery with a cartridge, a low-dose edible for a first-timer.',
        },
        {
          icon: 'brain',
          title: 'Customer memory',
          text: 'Remembers returning shoppers and what they liked, so the next recommendation starts where the last one ended.',
        },
        {
          icon: 'handshake',
          title: 'Staff hand-off',
          text: 'Passes the conversation and its context to your team when a question needs a person.',
        },
        {
          icon: 'chart-column',
          title: 'Analytics and export',
          text: 'Top questions, products sold through chat and recovered carts, with CSV export for your own reports.',
        },
      ],
    },
    results: {
      title: 'What stores see after switching it on',
      subtitle: 'Typical results reported by dispensaries using BudBot.',
      stats: [
        {value: CLAIMS.aovLift, label: 'Average order value'},
        {value: CLAIMS.cartRecovery, label: 'Abandoned carts recovered'},
        {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Staff hours saved per month'},
        {value: CLAIMS.revenueLiftMonthly, label: 'Added revenue per month'},
      ],
    },
    comparison: {
      title: 'How BudBot compares',
      subtitle: `Chat tools for dispensaries run from ${usd(PRICING.competitorPriceMin)} to ${usd(PRICING.competitorPriceMax)} a month. Here is what each kind of tool gives you for the money.`,
      note: 'Competitor categories describe typical published plans; features and prices vary by vendor, so check current terms before you buy.',
      caption: 'BudBot compared with common kinds of dispensary chat tools',
      columns: {
        name: 'Tool',
        price: 'Price',
        responseTime: 'Response time',
        cartRecovery: 'Cart recovery',
        usageLimits: 'Usage limits',
        bestFor: 'Best for',
      },
      rows: [
        {
          name: BRAND,
          price: `${usd(PRICING.annualPerMonth)}–${usd(PRICING.pricingPageMonthly)}/month`,
          responseTime: `Under ${CLAIMS.replySeconds} seconds, ${CLAIMS.availability}`,
          cartRecovery: `Built in: checks in after ${CLAIMS.cartRecoveryAfterMinutes} idle minutes`,
          usageLimits: 'Unlimited conversations',
          bestFor: 'Dispensaries that want a menu-aware budtender online',
          ours: true,
        },
        {
          name: 'Live-chat widgets',
          price: `From ${usd(PRICING.competitorPriceMin)}/month`,
          responseTime: 'Only while a staff member is online',
          cartRecovery: 'Not included',
          usageLimits: 'Priced per staff seat',
          bestFor: 'Stores with staff free to watch the chat all day',
        },
        {
          name: 'General AI chatbot platforms',
          price: `${usd(PRICING.competitorPriceMin)}–${usd(PRICING.competitorPriceMax)}/month by tier`,
          responseTime: 'Seconds, but not trained on cannabis menus',
          cartRecovery: 'Usually a paid add-on',
          usageLimits: 'Monthly message or resolution caps',
          bestFor: 'Generic FAQ answering across industries',
        },
        {
          name: 'Cannabis marketing suites',
          price: `Up to ${usd(PRICING.competitorPriceMax)}/month`,
          responseTime: 'No live chat; scheduled messages',
          cartRecovery: 'E-mail or SMS after the visit',
          usageLimits: 'Tiered by contact-list size',
          bestFor: 'Loyalty texts and e-mail campaigns',
        },
      ],
    },
    faqTitle: 'Pricing questions',
    cta: {
      title: 'Put a budtender on your menu this week',
      text: `${trialLabel.en}, ${guaranteeLabel.en}, no setup fees. Cancel anytime.`,
      actions: [
        {label: 'Start Free Trial', to: '/waitlist'},
        {label: 'Schedule a Demo', href: LINKS.scheduling},
      ],
    },
  },
  es: {
    hero: {
      eyebrow: 'Precios',
      title: 'Un plan. Todas las funciones. Un precio para una sola tienda.',
      subtitle: `${BRAND} cuesta menos que un turno de budtender a la semana, trabaja todas las horas en que tu menú está abierto y empieza con una ${trialLabel.es}.`,
      badges: [
        capitalized(trialLabel.es),
        capitalized(guaranteeLabel.es),
        'Sin costos de configuración',
        'Cancela cuando quieras',
      ],
      badgesLabel: 'Incluido en todos los planes',
      actions: [
        {label: 'Ver los planes', to: '#plans'},
        {label: 'Agenda una demostración', href: LINKS.scheduling, variant: 'secondary'},
      ],
    },
    cartProblem: {
      eyebrow: 'El problema de los carritos',
      title: 'Los carritos abandonados son tu problema más caro',
      subtitle:
        'La mayoría de los clientes que compran en línea en un dispensario miran, llenan un carrito y se van con una pregunta que nadie respondió. Cada uno de esos carritos era un cliente que ya quería comprar.',
      stats: [
        {value: CLAIMS.yearlyAbandonedCartLoss, label: 'Perdidos al año por tienda en carritos abandonados'},
        {value: CLAIMS.customersResearchOnline, label: 'De los clientes investigan en línea antes de comprar'},
        {value: CLAIMS.cartRecovery, label: `De los carritos se recuperan cuando ${BRAND} interviene`},
      ],
      points: [
        'En una cuadrícula de productos, el cliente no puede preguntar “¿cuál de estos es mejor para dormir?”.',
        'Quien compra por primera vez se preocupa por la dosis y prefiere irse antes que adivinar.',
        'De noche, el cliente no encuentra a nadie que conteste el teléfono.',
      ],
    },
    plans: {
      title: 'Elige cómo pagar',
      subtitle: `Los dos planes incluyen todas las funciones, una ${trialLabel.es} y una ${guaranteeLabel.es}.`,
      items: [
        {
          id: 'monthly',
          name: 'Mensual',
          price: usd(PRICING.pricingPageMonthly),
          period: '/mes',
          billing: 'Facturación mensual. Cancela cuando quieras.',
          highlights: included.es,
          action: {label: 'Empieza tu prueba gratis', to: '/waitlist', variant: 'secondary'},
        },
        {
          id: 'annual',
          name: 'Anual',
          price: usd(PRICING.annualPerMonth),
          period: '/mes',
          billing: `Facturación anual de ${usd(PRICING.annualBilled)}.`,
          badge: `Ahorra ${usd(PRICING.annualSavings)}`,
          highlights: [...included.es, 'Llamada de bienvenida prioritaria'],
          action: {label: 'Empieza tu prueba gratis', to: '/waitlist'},
        },
      ],
      earlyAccess: {
        title: `Acceso anticipado: ${PRICING.earlyAccessFreeMonths} meses gratis`,
        text: `Únete hoy a la lista de espera y, cuando tu tienda lo ponga en marcha, tus primeros ${PRICING.earlyAccessFreeMonths} meses de funciones premium corren por nuestra cuenta.`,
        action: {label: 'Únete a la lista de espera', to: '/waitlist', variant: 'ghost'},
      },
    },
    features: {
      title: 'Todo lo que incluye el plan',
      subtitle: 'Sin cargos adicionales por las funciones que generan ventas.',
      cards: [
        {
          icon: 'message-circle',
          title: 'Budtender virtual',
          text: 'Responde preguntas sobre productos y recomienda por efecto, formato, potencia y precio a partir de tu menú en vivo.',
        },
        {
          icon: 'shopping-cart',
          title: 'Recuperación de carritos',
          text: `Después de ${CLAIMS.cartRecoveryAfterMinutes} minutos de inactividad, se acerca al cliente con ayuda o con el descuento que tú definas.`,
        },
        {
          icon: 'plus',
          title: 'Venta cruzada inteligente',
          text: 'Sugiere la combinación que sugeriría tu personal: papel de fumar con la flor, una batería con el cartucho, un comestible de dosis baja para quien empieza.',
        },
        {
          icon: 'brain',
          title: 'Memoria de clientes',
          text: 'Recuerda a los clientes que regresan y lo que les gustó, así la siguiente recomendación empieza donde terminó la anterior.',
        },
        {
          icon: 'handshake',
          title: 'Traspaso al personal',
          text: 'Pasa la conversación y su contexto a tu equipo cuando una pregunta necesita a una persona.',
        },
        {
          icon: 'chart-column',
          title: 'Analíticas y exportación',
          text: 'Las preguntas más frecuentes, los productos vendidos por chat y los carritos recuperados, con exportación a CSV para tus propios informes.',
        },
      ],
    },
    results: {
      title: 'Lo que ven las tiendas después de activarlo',
      subtitle: 'Resultados típicos que reportan los dispensarios que usan BudBot.',
      stats: [
        {value: CLAIMS.aovLift, label: 'Valor promedio del pedido'},
        {value: CLAIMS.cartRecovery, label: 'Carritos abandonados recuperados'},
        {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Horas de personal ahorradas al mes'},
        {value: CLAIMS.revenueLiftMonthly, label: 'Ingresos adicionales al mes'},
      ],
    },
    comparison: {
      title: 'Cómo se compara BudBot',
      subtitle: `Las herramientas de chat para dispensarios cuestan de ${usd(PRICING.competitorPriceMin)} a ${usd(PRICING.competitorPriceMax)} al mes. Esto es lo que te da cada tipo de herramienta por tu dinero.`,
      note: 'Las categorías de la competencia describen planes publicados típicos; las funciones y los precios varían según el proveedor, así que revisa sus condiciones actuales antes de comprar.',
      caption: 'BudBot comparado con los tipos más comunes de herramientas de chat para dispensarios',
      columns: {
        name: 'Herramienta',
        price: 'Precio',
        responseTime: 'Tiempo de respuesta',
        cartRecovery: 'Recuperación de carritos',
        usageLimits: 'Límites de uso',
        bestFor: 'Ideal para',
      },
      rows: [
        {
          name: BRAND,
          price: `${usd(PRICING.annualPerMonth)}–${usd(PRICING.pricingPageMonthly)}/mes`,
          responseTime: `Menos de ${CLAIMS.replySeconds} segundos, ${CLAIMS.availability}`,
          cartRecovery: `Incluida: interviene después de ${CLAIMS.cartRecoveryAfterMinutes} minutos de inactividad`,
          usageLimits: 'Conversaciones ilimitadas',
          bestFor: 'Dispensarios que quieren en línea un budtender que conozca su menú',
          ours: true,
        },
        {
          name: 'Widgets de chat en vivo',
          price: `Desde ${usd(PRICING.competitorPriceMin)}/mes`,
          responseTime: 'Solo mientras alguien del personal está conectado',
          cartRecovery: 'No incluida',
          usageLimits: 'Precio por cada usuario del personal',
          bestFor: 'Tiendas con personal libre para atender el chat todo el día',
        },
        {
          name: 'Plataformas generales de chatbots con IA',
          price: `${usd(PRICING.competitorPriceMin)}–${usd(PRICING.competitorPriceMax)}/mes según el nivel`,
          responseTime: 'Segundos, pero sin entrenamiento en menús de cannabis',
          cartRecovery: 'Normalmente, un complemento de pago',
          usageLimits: 'Topes mensuales de mensajes o resoluciones',
          bestFor: 'Responder preguntas frecuentes genéricas en cualquier industria',
        },
        {
          name: 'Suites de marketing para cannabis',
          price: `Hasta ${usd(PRICING.competitorPriceMax)}/mes`,
          responseTime: 'Sin chat en vivo; mensajes programados',
          cartRecovery: 'Correo electrónico o SMS después de la visita',
          usageLimits: 'Niveles según el tamaño de la lista de contactos',
          bestFor: 'Mensajes de lealtad y campañas por correo electrónico',
        },
      ],
    },
    faqTitle: 'Preguntas sobre precios',
    cta: {
      title: 'Pon un budtender en tu menú esta semana',
      text: `${capitalized(trialLabel.es)}, ${guaranteeLabel.es}, sin costos de configuración. Cancela cuando quieras.`,
      actions: [
        {label: 'Empieza tu prueba gratis', to: '/waitlist'},
        {label: 'Agenda una demostración', href: LINKS.scheduling},
      ],
    },
  },
};

/** The Offer of the /pricing structured data (its price comes from PRICING.structuredDataOffer). */
export const pricingOffer: Localized<{description: string}> = {
  en: {
    description:
      'The BudBot virtual budtender for dispensary websites: product recommendations, cart recovery and staff hand-over.',
  },
  es: {
    description:
      'El budtender virtual BudBot para sitios web de dispensarios: recomendaciones de productos, recuperación de carritos y traspaso al personal.',
  },
};
