/**
 * /integrations and the Help Center's
 * Integrations section: the seven partners, each linking to its own site, with
 * a local text-wordmark logo (docs-engineering/decisions.md#content-as-mdx),
 * and what each connection syncs, how often and how it signs in. The marketing
 * cards, the capability table and the seven setup guides all read this one list,
 * so a change in what a partner syncs is a single edit.
 *
 * What a connection carries (its levels of support, the date its guide was
 * checked) is the same in every language and written once, in `PARTNERS`; the
 * words about it (category, description, the notes on each level, interval,
 * sign-in method) are per language, in `PARTNER_COPY`.
 */
import {CLAIMS, PARTNER_SITES, type Locale, type Localized} from './constants';
import type {IconCard} from './schemas';

export type PartnerId = keyof typeof PARTNER_SITES;

/** The kinds of data a connection can carry, in the order the capability table shows them. */
export const SYNC_KINDS = ['menu', 'inventory', 'prices', 'promotions', 'customers', 'orders'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

export const SYNC_KIND_LABELS: Localized<Record<SyncKind, string>> = {
  en: {
    menu: 'Menu',
    inventory: 'Inventory',
    prices: 'Prices',
    promotions: 'Promotions',
    customers: 'Customer profiles',
    orders: 'Orders',
  },
  es: {
    menu: 'Menú',
    inventory: 'Inventario',
    prices: 'Precios',
    promotions: 'Promociones',
    customers: 'Perfiles de clientes',
    orders: 'Pedidos',
  },
};

/** A partial capability always says what is and is not covered; yes and no may add a note. */
export type SyncSupport = {level: 'yes' | 'no'; note?: string} | {level: 'partial'; note: string};
type Level = SyncSupport['level'];

/** One partner in one language: what the cards, the capability table and the guides read. */
export type IntegrationPartner = {
  id: PartnerId;
  name: string;
  /** Site path of the wordmark SVG under static/. */
  logo: string;
  url: string;
  category: string;
  description: string;
  /** Help Center setup guide, a docs route backed by docs/integrations/<id>.mdx. */
  guide: `/docs/integrations/${PartnerId}`;
  syncs: Record<SyncKind, SyncSupport>;
  /** How often data moves, in words a store manager reads ("every 5 minutes"). */
  syncInterval: string;
  /** How BudBot signs in to the partner. */
  auth: string;
  /** Who in the store can issue those credentials on the partner's side. */
  partnerAdmin: string;
  /** ISO date the guide's steps were last checked against the partner's back office. */
  lastVerified: string;
};

/** The seven partners in display order, with what each connection carries: facts, not words, so shared by every language. */
const PARTNERS = [
  {
    id: 'dutchie',
    name: 'Dutchie',
    syncs: {menu: 'yes', inventory: 'yes', prices: 'yes', promotions: 'partial', customers: 'no', orders: 'yes'},
    lastVerified: '2026-11-16',
  },
  {
    id: 'treez',
    name: 'Treez',
    syncs: {menu: 'yes', inventory: 'yes', prices: 'yes', promotions: 'partial', customers: 'no', orders: 'partial'},
    lastVerified: '2026-11-16',
  },
  {
    id: 'cova',
    name: 'Cova',
    syncs: {menu: 'yes', inventory: 'yes', prices: 'yes', promotions: 'partial', customers: 'no', orders: 'partial'},
    lastVerified: '2026-11-17',
  },
  {
    id: 'flowhub',
    name: 'Flowhub',
    syncs: {menu: 'yes', inventory: 'yes', prices: 'yes', promotions: 'partial', customers: 'no', orders: 'yes'},
    lastVerified: '2026-11-17',
  },
  {
    id: 'monarch',
    name: 'Monarch',
    syncs: {menu: 'no', inventory: 'no', prices: 'partial', promotions: 'no', customers: 'no', orders: 'partial'},
    lastVerified: '2026-11-18',
  },
  {
    id: 'dispense',
    name: 'Dispense',
    syncs: {menu: 'yes', inventory: 'yes', prices: 'yes', promotions: 'yes', customers: 'no', orders: 'yes'},
    lastVerified: '2026-11-18',
  },
  {
    id: 'aiq',
    name: 'AIQ',
    syncs: {menu: 'no', inventory: 'no', prices: 'no', promotions: 'partial', customers: 'yes', orders: 'partial'},
    lastVerified: '2026-11-19',
  },
] as const satisfies readonly {id: PartnerId; name: string; syncs: Record<SyncKind, Level>; lastVerified: string}[];

type LevelsOf<Id extends PartnerId> = Extract<(typeof PARTNERS)[number], {id: Id}>['syncs'];

/** Notes on a partner's levels: every partial level must say what is and is not covered, in every language. */
type SyncNotes<Levels extends Record<SyncKind, Level>> = {
  [Kind in SyncKind as Levels[Kind] extends 'partial' ? Kind : never]: string;
} & {[Kind in SyncKind as Levels[Kind] extends 'partial' ? never : Kind]?: string};

type PartnerCopy<Id extends PartnerId> = Pick<
  IntegrationPartner,
  'category' | 'description' | 'syncInterval' | 'auth' | 'partnerAdmin'
> & {notes: SyncNotes<LevelsOf<Id>>};

const PARTNER_COPY: Localized<{[Id in PartnerId]: PartnerCopy<Id>}> = {
  en: {
    dutchie: {
      category: 'POS and e-commerce',
      description:
        'Live menu, prices and stock from Dutchie, so BudBot only recommends what is on your shelves, and carts go straight into your Dutchie checkout.',
      notes: {
        promotions:
          'Product and category discounts show as sale prices; bundles, loyalty-only and cart-total discounts are applied at checkout, not quoted by the bot.',
        customers: 'BudBot does not read Dutchie customer records.',
        orders: 'Carts hand off to your Dutchie checkout; the order is placed in Dutchie.',
      },
      syncInterval: 'Every 5 minutes',
      auth: 'Location API key from Dutchie Backoffice',
      partnerAdmin: 'a Dutchie Backoffice user with admin rights for the location',
    },
    treez: {
      category: 'POS and inventory',
      description:
        'Product catalog, potency data and real-time inventory from Treez keep recommendations accurate at every location.',
      notes: {
        inventory: 'Stock changes arrive by webhook as they happen.',
        promotions:
          'Automatic discounts are read as sale prices; bundles, coupon codes and customer-group discounts are not.',
        customers: 'BudBot does not read Treez customer records.',
        orders: 'Carts hand off to the online menu connected to Treez; BudBot does not create Treez tickets itself.',
      },
      syncInterval: 'Real time by webhook, with a full check every 15 minutes',
      auth: 'Client ID and API key issued by Treez',
      partnerAdmin: 'the Treez account owner, who requests the key from Treez support',
    },
    cova: {
      category: 'POS',
      description:
        'Cova inventory and pricing sync into BudBot, including product-level sale prices for the promotions the bot mentions.',
      notes: {
        promotions: 'Product-level sale prices only; bundle and cart-level discounts are not read.',
        customers: 'BudBot does not read Cova customer records.',
        orders: 'Carts hand off to your Cova-connected online ordering; BudBot does not write to Cova.',
      },
      syncInterval: 'Every 10 minutes',
      auth: 'OAuth 2.0 client credentials issued by Cova',
      partnerAdmin: 'a Cova Hub user with the Admin role, who requests API access from Cova',
    },
    flowhub: {
      category: 'POS',
      description:
        'Flowhub products, stock and order-ahead details, so shoppers can reserve what the bot suggests without retyping anything.',
      notes: {
        promotions:
          'Active discounts with a fixed amount or percentage are read; bundles and discounts that need a customer group are not.',
        customers: 'BudBot does not read Flowhub customer records.',
        orders: 'Order-ahead reservations are created in Flowhub with the items the shopper chose.',
      },
      syncInterval: 'Every 5 minutes',
      auth: 'API key and client ID issued by Flowhub',
      partnerAdmin: 'the Flowhub account owner or an admin user',
    },
    monarch: {
      category: 'Payments and compliance',
      description:
        'Cashless payment and tax compliance data from Monarch, so the totals the bot quotes match what shoppers pay at pickup.',
      notes: {
        menu: 'Monarch does not hold your menu; connect your POS or online menu for products.',
        prices: 'Tax rates and fees, so quoted totals include tax; list prices come from your POS.',
        orders: 'Payment status of orders paid through Monarch; the order itself lives in your POS.',
      },
      syncInterval: 'Payment events in real time by webhook; tax tables once a day',
      auth: 'Merchant ID and API key issued by Monarch',
      partnerAdmin: 'the merchant account owner on file with Monarch',
    },
    dispense: {
      category: 'Online menus',
      description:
        'BudBot sits on your Dispense menu and helps shoppers choose, then hands the cart to your Dispense checkout.',
      notes: {
        inventory: 'As Dispense receives it from your POS.',
        promotions: 'Dispense specials, bundle specials included, with their start and end times.',
        customers: 'BudBot does not read Dispense shopper accounts.',
        orders: 'Carts hand off to your Dispense checkout.',
      },
      syncInterval: 'Real time by webhook, with a full refresh every hour',
      auth: 'API key issued by Dispense',
      partnerAdmin: 'a Dispense dashboard user with the Owner or Admin role',
    },
    aiq: {
      category: 'Loyalty and marketing',
      description:
        'Loyalty status and marketing consent from AIQ let the bot greet returning customers and offer the rewards they have earned.',
      notes: {
        inventory: 'AIQ holds no stock; connect your POS or online menu for products.',
        promotions:
          'Loyalty rewards a shopper has earned; menu discounts and bundles come from your POS or online menu.',
        customers: 'Loyalty tier, points balance and marketing consent, once the shopper identifies.',
        orders: 'Past purchases AIQ has from your POS, used for reorder suggestions.',
      },
      syncInterval: 'Looked up in real time when a shopper identifies; consent changes by webhook',
      auth: 'AIQ API key',
      partnerAdmin: 'an AIQ user with admin rights on your account',
    },
  },
  es: {
    dutchie: {
      category: 'POS y comercio electrónico',
      description:
        'Menú, precios e inventario en vivo desde Dutchie, para que BudBot recomiende solo lo que está en tus estantes y los carritos pasen directo al pago de Dutchie.',
      notes: {
        promotions:
          'Los descuentos por producto y por categoría aparecen como precios de oferta; los paquetes, los descuentos exclusivos de lealtad y los del total del carrito se aplican al pagar, y el bot no los menciona.',
        customers: 'BudBot no lee los registros de clientes de Dutchie.',
        orders: 'Los carritos pasan al pago de Dutchie; el pedido se hace en Dutchie.',
      },
      syncInterval: 'Cada 5 minutos',
      auth: 'Clave de API de la sucursal, creada en Dutchie Backoffice',
      partnerAdmin: 'un usuario de Dutchie Backoffice con permisos de administrador en la sucursal',
    },
    treez: {
      category: 'POS e inventario',
      description:
        'El catálogo, los datos de potencia y el inventario en tiempo real de Treez mantienen las recomendaciones al día en cada sucursal.',
      notes: {
        inventory: 'Los cambios de inventario llegan por webhook en cuanto ocurren.',
        promotions:
          'Los descuentos automáticos se leen como precios de oferta; los paquetes, los códigos de cupón y los descuentos por grupo de clientes, no.',
        customers: 'BudBot no lee los registros de clientes de Treez.',
        orders: 'Los carritos pasan al menú en línea conectado a Treez; BudBot no crea tickets en Treez.',
      },
      syncInterval: 'En tiempo real por webhook, con una revisión completa cada 15 minutos',
      auth: 'ID de cliente y clave de API que emite Treez',
      partnerAdmin: 'el dueño de la cuenta de Treez, que pide la clave al soporte de Treez',
    },
    cova: {
      category: 'POS',
      description:
        'El inventario y los precios de Cova se sincronizan con BudBot, incluidos los precios de oferta por producto de las promociones que menciona el bot.',
      notes: {
        promotions: 'Solo precios de oferta por producto; no se leen los descuentos de paquete ni los del carrito.',
        customers: 'BudBot no lee los registros de clientes de Cova.',
        orders: 'Los carritos pasan a tus pedidos en línea conectados a Cova; BudBot no escribe en Cova.',
      },
      syncInterval: 'Cada 10 minutos',
      auth: 'Credenciales de cliente OAuth 2.0 que emite Cova',
      partnerAdmin: 'un usuario de Cova Hub con el rol Admin, que pide a Cova el acceso a la API',
    },
    flowhub: {
      category: 'POS',
      description:
        'Productos, inventario y pedidos anticipados de Flowhub, para que los clientes aparten lo que sugiere el bot sin volver a escribir nada.',
      notes: {
        promotions:
          'Se leen los descuentos activos de monto fijo o porcentaje; los paquetes y los descuentos que requieren un grupo de clientes, no.',
        customers: 'BudBot no lee los registros de clientes de Flowhub.',
        orders: 'Las reservas de pedido anticipado se crean en Flowhub con los productos que eligió el cliente.',
      },
      syncInterval: 'Cada 5 minutos',
      auth: 'Clave de API e ID de cliente que emite Flowhub',
      partnerAdmin: 'el dueño de la cuenta de Flowhub o un usuario administrador',
    },
    monarch: {
      category: 'Pagos y cumplimiento normativo',
      description:
        'Datos de pagos sin efectivo y de cumplimiento fiscal de Monarch, para que los totales que da el bot coincidan con lo que el cliente paga al recoger.',
      notes: {
        menu: 'Monarch no guarda tu menú; conecta tu POS o tu menú en línea para los productos.',
        prices:
          'Tasas de impuestos y cargos, para que los totales incluyan impuestos; los precios de lista vienen de tu POS.',
        orders: 'El estado de pago de los pedidos pagados con Monarch; el pedido en sí vive en tu POS.',
      },
      syncInterval: 'Eventos de pago en tiempo real por webhook; tablas de impuestos una vez al día',
      auth: 'ID de comerciante y clave de API que emite Monarch',
      partnerAdmin: 'el dueño de la cuenta de comerciante registrado en Monarch',
    },
    dispense: {
      category: 'Menús en línea',
      description:
        'BudBot vive en tu menú de Dispense, ayuda a los clientes a elegir y luego pasa el carrito al pago de Dispense.',
      notes: {
        inventory: 'Tal como Dispense lo recibe de tu POS.',
        promotions: 'Los especiales de Dispense, incluidos los de paquete, con su hora de inicio y de fin.',
        customers: 'BudBot no lee las cuentas de clientes de Dispense.',
        orders: 'Los carritos pasan al pago de Dispense.',
      },
      syncInterval: 'En tiempo real por webhook, con una actualización completa cada hora',
      auth: 'Clave de API que emite Dispense',
      partnerAdmin: 'un usuario del panel de Dispense con el rol Owner o Admin',
    },
    aiq: {
      category: 'Lealtad y marketing',
      description:
        'El estado de lealtad y el consentimiento de marketing de AIQ le permiten al bot saludar a los clientes que regresan y ofrecerles las recompensas que ya ganaron.',
      notes: {
        inventory: 'AIQ no guarda inventario; conecta tu POS o tu menú en línea para los productos.',
        promotions:
          'Las recompensas de lealtad que ganó el cliente; los descuentos del menú y los paquetes vienen de tu POS o de tu menú en línea.',
        customers:
          'Nivel de lealtad, saldo de puntos y consentimiento de marketing, una vez que el cliente se identifica.',
        orders: 'Las compras anteriores que AIQ recibe de tu POS, para sugerir volver a pedir.',
      },
      syncInterval: 'Consulta en tiempo real cuando el cliente se identifica; cambios de consentimiento por webhook',
      auth: 'Clave de API de AIQ',
      partnerAdmin: 'un usuario de AIQ con permisos de administrador en tu cuenta',
    },
  },
};

function support(level: Level, note: string | undefined): SyncSupport {
  if (level === 'partial') {
    if (!note) throw new Error('A partial sync needs a note saying what is covered');
    return {level, note};
  }
  return note ? {level, note} : {level};
}

function partnersIn(locale: Locale): readonly IntegrationPartner[] {
  return PARTNERS.map(({id, name, syncs, lastVerified}): IntegrationPartner => {
    const {notes, ...copy} = PARTNER_COPY[locale][id];
    const noteOf: Partial<Record<SyncKind, string>> = notes;
    return {
      id,
      name,
      logo: `/img/integrations/${id}.svg`,
      url: PARTNER_SITES[id],
      guide: `/docs/integrations/${id}`,
      ...copy,
      syncs: {
        menu: support(syncs.menu, noteOf.menu),
        inventory: support(syncs.inventory, noteOf.inventory),
        prices: support(syncs.prices, noteOf.prices),
        promotions: support(syncs.promotions, noteOf.promotions),
        customers: support(syncs.customers, noteOf.customers),
        orders: support(syncs.orders, noteOf.orders),
      },
      lastVerified,
    };
  });
}

export const integrationPartners: Localized<readonly IntegrationPartner[]> = {
  en: partnersIn('en'),
  es: partnersIn('es'),
};

/**
 * The `##` sections every partner guide has, in this order: one template, so staff find the same thing in the
 * same place. A translated guide gives each the English heading's anchor as its id, so links into a section work
 * in every language.
 */
export const PARTNER_GUIDE_SECTIONS: Localized<readonly string[]> = {
  en: [
    'Before you start',
    'Connect step by step',
    'What syncs and how often',
    'Field mapping',
    'Limits',
    'Troubleshooting',
    'Last verified',
  ],
  es: [
    'Antes de empezar',
    'Conéctalo paso a paso',
    'Qué se sincroniza y cada cuánto',
    'Correspondencia de campos',
    'Límites',
    'Solución de problemas',
    'Última verificación',
  ],
};

/** The Help Center's capability table (the Integrations overview): its caption and its first column's heading. */
export const capabilityTableCopy: Localized<{caption: string; partnerColumn: string}> = {
  en: {
    caption: 'What each integration syncs into BudBot, how often, and how it signs in',
    partnerColumn: 'Partner',
  },
  es: {
    caption: 'Qué sincroniza cada integración con BudBot, cada cuánto y cómo se conecta',
    partnerColumn: 'Socio',
  },
};

export const partnerById = (id: PartnerId, locale: Locale): IntegrationPartner => {
  const found = integrationPartners[locale].find((p) => p.id === id);
  if (!found) throw new Error(`Unknown integration partner: ${id}`);
  return found;
};

export type IntegrationsPage = {
  hero: {eyebrow: string; title: string; partnersAction: string; subtitle: string};
  partners: {
    title: string;
    subtitle: string;
    linkLabel: string;
    guideLabel: string;
    /** Read after the guide link's label by screen readers: which partner's guide. */
    guideOf: (name: string) => string;
    /** Read after the site link's label by screen readers: whose site, and that it opens a new tab. */
    siteOf: (name: string) => string;
  };
  howItWorks: {title: string; items: readonly IconCard[]};
  custom: {title: string; text: string; actionLabel: string; contactLabel: string};
};

export const integrationsPage: Localized<IntegrationsPage> = {
  en: {
    hero: {
      eyebrow: 'Integrations',
      title: 'Connect BudBot to the Tools You Already Use',
      partnersAction: 'See supported platforms',
      subtitle: `BudBot reads your live menu from your point of sale or e-commerce platform, so every answer reflects today's stock and prices. Most stores are connected in about ${CLAIMS.setupMinutes} minutes.`,
    },
    partners: {
      title: 'Supported platforms',
      subtitle: 'Native connections to the POS, menu and loyalty platforms dispensaries use most.',
      linkLabel: 'Visit site',
      guideLabel: 'Setup guide',
      guideOf: (name) => ` for ${name}`,
      siteOf: (name) => ` of ${name} (opens in a new tab)`,
    },
    howItWorks: {
      title: 'What an integration does for you',
      items: [
        {
          icon: 'package',
          title: 'Live inventory',
          text: 'Sold-out products are never recommended; new arrivals can be suggested the day they land.',
        },
        {
          icon: 'tag',
          title: 'Accurate prices',
          text: 'Sale prices come from your system of record, not a spreadsheet someone forgot to update, and so do bundles where your point of sale exposes them (see each guide).',
        },
        {
          icon: 'shopping-cart',
          title: 'Carts that check out',
          text: 'What shoppers pick in the chat lands in your own checkout, with your tax and compliance rules applied.',
        },
        {
          icon: 'lock',
          title: 'Read-only by default',
          text: 'BudBot only reads the data it needs to recommend products; it never edits your inventory or customer records.',
        },
      ],
    },
    custom: {
      title: 'Using another platform?',
      text: 'We build custom integrations for other POS, menu and loyalty systems, including in-house tools. Book a call and tell us what you run; we will tell you what it takes.',
      actionLabel: 'Schedule a custom integration call',
      contactLabel: 'Contact us',
    },
  },
  es: {
    hero: {
      eyebrow: 'Integraciones',
      title: 'Conecta BudBot con las herramientas que ya usas',
      partnersAction: 'Ver plataformas compatibles',
      subtitle: `BudBot lee tu menú en vivo desde tu punto de venta o tu plataforma de comercio electrónico, así que cada respuesta refleja el inventario y los precios de hoy. La mayoría de las tiendas quedan conectadas en unos ${CLAIMS.setupMinutes} minutos.`,
    },
    partners: {
      title: 'Plataformas compatibles',
      subtitle: 'Conexiones nativas con las plataformas de POS, menú y lealtad que más usan los dispensarios.',
      linkLabel: 'Visitar sitio',
      guideLabel: 'Guía de configuración',
      guideOf: (name) => ` de ${name}`,
      siteOf: (name) => ` de ${name} (se abre en una pestaña nueva)`,
    },
    howItWorks: {
      title: 'Lo que una integración hace por ti',
      items: [
        {
          icon: 'package',
          title: 'Inventario en vivo',
          text: 'El bot nunca recomienda productos agotados, y puede sugerir lo que acaba de llegar el mismo día.',
        },
        {
          icon: 'tag',
          title: 'Precios exactos',
          text: 'Los precios de oferta salen de tu sistema principal, no de una hoja de cálculo que alguien olvidó actualizar, y también los paquetes cuando tu punto de venta los comparte (consulta cada guía).',
        },
        {
          icon: 'shopping-cart',
          title: 'Carritos que llegan al pago',
          text: 'Lo que los clientes eligen en el chat llega a tu propio proceso de pago, con tus reglas de impuestos y de cumplimiento normativo.',
        },
        {
          icon: 'lock',
          title: 'Solo lectura por defecto',
          text: 'BudBot solo lee los datos que necesita para recomendar productos; nunca modifica tu inventario ni los registros de tus clientes.',
        },
      ],
    },
    custom: {
      title: '¿Usas otra plataforma?',
      text: 'Creamos integraciones a la medida para otros sistemas de POS, menú y lealtad, incluidas herramientas propias. Agenda una llamada y cuéntanos qué usas; te diremos lo que hace falta.',
      actionLabel: 'Agenda una llamada para tu integración',
      contactLabel: 'Contáctanos',
    },
  },
};
