import {CLAIMS, LINKS, PRICING, type Localized} from './constants';
import type {IconCard} from './schemas';

/**
 * Copy of the home page, section by section, in page order, in each language.
 * Figures come from src/data/constants; the calculator and ticker figures are
 * computed by src/lib, never written here.
 */

export const CALCULATOR_ID = 'monthly-loss-calculator';

const toCalculator = (label: string) => ({label, targetId: CALCULATOR_ID});

/** The client logos of the strip: company names, the same in every language. */
export const CLIENT_LOGOS = [
  {id: 'evergreen-wellness', alt: 'Evergreen Wellness', src: '/img/home/logos/evergreen-wellness.svg'},
  {id: 'green-harbor', alt: 'Green Harbor Collective', src: '/img/home/logos/green-harbor.svg'},
  {id: 'mesa-verde', alt: 'Mesa Verde Dispensary', src: '/img/home/logos/mesa-verde.svg'},
  {id: 'high-desert', alt: 'High Desert Botanicals', src: '/img/home/logos/high-desert.svg'},
  {id: 'cascade-cannabis', alt: 'Cascade Cannabis Co.', src: '/img/home/logos/cascade-cannabis.svg'},
  {id: 'sunset-leaf', alt: 'Sunset Leaf Provisions', src: '/img/home/logos/sunset-leaf.svg'},
  {id: 'northern-lights', alt: 'Northern Lights Apothecary', src: '/img/home/logos/northern-lights.svg'},
  {id: 'golden-state', alt: 'Golden State Greens', src: '/img/home/logos/golden-state.svg'},
];

/** The people behind the testimonials: the same person, company and logo in every language. */
const PEOPLE = {
  'maria-delgado': {
    author: 'Maria Delgado',
    company: 'Evergreen Wellness',
    companyLogo: '/img/home/logos/evergreen-wellness.svg',
  },
  'jason-whitfield': {
    author: 'Jason Whitfield',
    company: 'Cascade Cannabis Co.',
    companyLogo: '/img/home/logos/cascade-cannabis.svg',
  },
  'priya-natarajan': {
    author: 'Priya Natarajan',
    company: 'Green Harbor Collective',
    companyLogo: '/img/home/logos/green-harbor.svg',
  },
  'marcus-greene': {
    author: 'Marcus Greene',
    company: 'High Desert Botanicals',
    companyLogo: '/img/home/logos/high-desert.svg',
  },
} as const;

/** A testimonial in one language: the person's words and job title in it. */
const testimonial = (id: keyof typeof PEOPLE, position: string, quote: string) => ({
  id,
  quote,
  ...PEOPLE[id],
  position,
});

/** The home illustration's size and the product card's look, the same in every language. */
const ABOUT_IMAGE_SIZE = {width: 560, height: 420} as const;
const SOLUTION_CARD = {
  id: 'ai-product-bot',
  bgColor: '#4c1d95',
  hoverBgColor: '#3b0764',
  link: '/ai-product-bot',
} as const;

const en = {
  meta: {
    title: 'AI Virtual Budtender for Cannabis Dispensaries',
    description: `BudBot answers shoppers in under ${CLAIMS.replySeconds} seconds, recommends from your live menu and recovers abandoned carts, 24/7. See what your dispensary loses without it.`,
  },

  hero: {
    eyebrow: 'The AI virtual budtender for dispensaries',
    title: 'Turn Every Menu Visit Into a Sale, Even After Closing Time',
    subtitle: `Shoppers who can't get an answer leave. BudBot replies in under ${CLAIMS.replySeconds} seconds, recommends from your live menu and wins back abandoned carts, around the clock.`,
    stats: [
      {value: CLAIMS.cartRecovery, label: 'carts recovered'},
      {value: CLAIMS.aovLift, label: 'order value'},
      {value: CLAIMS.availability, label: `replies in <${CLAIMS.replySeconds}s`},
    ],
    primary: {label: 'See BudBot Sell Live', to: '/waitlist'},
    secondary: toCalculator('Calculate Your Lost Revenue'),
    chatLabel: 'Sample conversations between BudBot and shoppers',
  },

  about: {
    eyebrow: 'What is a cannabis chatbot?',
    title: 'A Budtender on Your Website Who Never Clocks Out',
    paragraphs: [
      'Most dispensary menus are a wall of products with no one to ask. BudBot is a virtual budtender trained on your live menu: it asks what the shopper is after, narrows the choice by effect, format and budget, and puts the right product in the cart.',
      'It follows your house rules, makes no medical claims, and hands a conversation to your staff whenever a person should take over.',
    ],
    image: {
      src: '/img/home/about-budbot.svg',
      alt: 'A dispensary storefront beside a phone showing a BudBot conversation with a product suggestion',
      ...ABOUT_IMAGE_SIZE,
      fallback: 'Cannabis Chatbot Technology',
    },
    benefitsTitle: 'What BudBot does for your store',
    benefits: [
      'Recommends from your live menu by effect, format and budget',
      'Suggests add-ons and bundles at the moment of choice',
      `Wins back abandoned carts after ${CLAIMS.cartRecoveryAfterMinutes} minutes of inactivity with a timely offer`,
      'Remembers returning customers and their favorite products',
      'Hands the conversation to your staff when it matters',
    ],
    actions: [
      {label: 'Learn About Cannabis Chatbot', to: '/about'},
      {label: 'Request Demo', href: LINKS.scheduling, variant: 'secondary' as const},
    ],
  },

  hiddenCost: {
    eyebrow: 'The hidden cost',
    title: 'Every Unanswered Question Walks Out the Door',
    subtitle:
      'Shoppers decide in minutes. When nobody answers, they buy from the dispensary that did. Here is what that looks like across stores like yours today.',
    ticker: {
      title: 'Revenue dispensaries are losing to unanswered shoppers',
      lostTodayLabel: 'Lost today',
      shoppersLabel: 'Shoppers browsing without help right now',
      conversionLabel: 'Typical menu conversion rate',
      projectionsLabel: 'At this pace',
      perWeek: 'per week',
      perMonth: 'per month',
      perYear: 'per year',
      pauseLabel: 'Pause counter',
      resumeLabel: 'Resume counter',
    },
    scenariosTitle: 'Four shoppers you lose every day',
    scenarios: [
      {
        title: 'The first-timer',
        description: "Doesn't know a tincture from a topical, can't ask anyone, and closes the tab.",
        lost: 65,
      },
      {
        title: 'The specific seeker',
        description: "Wants one strain in a half-gram cart, can't tell whether you stock it, and orders down the road.",
        lost: 85,
      },
      {
        title: 'The price comparer',
        description: 'Has three menus open. The store that answers first about bundle deals gets the order.',
        lost: 120,
      },
      {
        title: 'The night researcher',
        description: "Plans tomorrow's order at 11 PM, finds no one to ask, and forgets by morning.",
        lost: 95,
      },
    ],
    /** After each scenario's figure: "$65 average order lost". */
    lostLabel: 'average order lost',
    action: toCalculator('Calculate My Exact Loss'),
  },

  calculator: {
    title: 'Monthly Cannabis Retail Loss Calculator',
    subtitle: 'Move the sliders to match your store. The figures update as you go.',
    formLabel: 'Your store',
    sliders: {
      visitors: {label: 'Daily website visitors', unit: 'visitors a day'},
      orderValue: {label: 'Average order value', unit: 'dollars'},
      conversionRate: {label: 'Current conversion rate', unit: 'percent'},
    },
    scenarios: {
      withoutBot: {title: 'Without a chatbot', text: 'Questions go unanswered and carts are abandoned.'},
      basicChat: {title: 'With basic chat', text: 'Canned replies and a contact form catch a few of them.'},
      withBot: {title: 'With BudBot', text: 'Every shopper gets a budtender, day and night.'},
    },
    lostPerMonth: 'lost per month',
    gainPerMonth: 'gain per month',
    /** Read out after a change: "With BudBot: $1,634 gained per month." */
    gainedPerMonth: 'gained per month',
    perYearLabel: 'Per year',
    conversionLabel: 'Conversion',
    swingLabel: 'Total monthly swing',
    swingText: 'The loss you stop plus the revenue you add, every month.',
    boostLabel: 'Conversion boost',
    boostText: 'How much more often a visit ends in an order with BudBot than with no chat.',
    action: {label: 'Request Demo', href: LINKS.scheduling},
  },

  logos: {
    title: 'Trusted by Leading Cannabis Businesses',
    pauseLabel: 'Pause logos',
    resumeLabel: 'Play logos',
    loadingLabel: 'Loading logos',
    logos: CLIENT_LOGOS,
  },

  stats: {
    title: 'Same powerful tools. Tailored for cannabis.',
    subtitle:
      'The conversational commerce big retailers use, trained on cannabis formats, effects and the rules you sell under.',
    stats: [
      {
        number: CLAIMS.cartRecovery,
        label: 'Cart recovery',
        description: 'of abandoned carts won back with a timely offer',
      },
      {
        number: CLAIMS.aovLift,
        label: 'Average order value',
        description: 'from add-on suggestions at the moment of choice',
      },
      {
        number: `<${CLAIMS.replySeconds}s`,
        label: 'Reply time',
        description: 'for every product question, day or night',
      },
      {
        number: `${CLAIMS.setupMinutes} min`,
        label: 'Setup',
        description: 'to add BudBot to your website, no developer needed',
      },
    ],
  },

  testimonials: {
    title: 'Dispensaries Love Our Cannabis AI Chatbot',
    subtitle: 'Owners and managers on what changed after BudBot started answering their shoppers.',
    items: [
      testimonial(
        'maria-delgado',
        'Owner',
        'Our online menu used to go quiet after 6 PM. Now BudBot handles the evening questions and we open every morning with pickup orders waiting.',
      ),
      testimonial(
        'jason-whitfield',
        'General Manager',
        "Shoppers ask it what they ask my budtenders: what helps me relax, what's strongest, what's on sale. It answers from our live menu, so it never pushes something we're out of.",
      ),
      testimonial(
        'priya-natarajan',
        'E-commerce Director',
        'Cart recovery paid for the subscription in the first week. A small offer at the right moment brings back shoppers we used to lose.',
      ),
      testimonial(
        'marcus-greene',
        'Operations Manager',
        "We run four locations. BudBot knows each store's stock, so it sends shoppers to the location that actually has what they want.",
      ),
    ],
    carouselLabel: 'Testimonials',
    /** What screen readers call the carousel and each of its slides. */
    roles: {carousel: 'carousel', slide: 'slide'},
    pauseLabel: 'Pause testimonials',
    playLabel: 'Play testimonials',
    previousLabel: 'Previous testimonial',
    nextLabel: 'Next testimonial',
    /** A dot's name: "Show testimonial 2 of 4: Jason Whitfield". */
    dotLabel: (position: number, count: number, author: string) =>
      `Show testimonial ${position} of ${count}: ${author}`,
    /** A slide's name among the carousel's: "2 of 4". */
    slideLabel: (position: number, count: number) => `${position} of ${count}`,
  },

  cta: {
    title: 'Stop Losing Sales After Closing Time',
    text: `Add BudBot to your menu in ${CLAIMS.setupMinutes} minutes. No setup fees, cancel anytime, ${PRICING.guaranteeDays}-day money-back guarantee.`,
    actions: [
      {label: 'Get Started Today', to: '/waitlist'},
      {label: 'Schedule a Demo', href: LINKS.scheduling},
    ],
  },

  solution: {
    eyebrow: 'Our solution',
    title: 'One Bot, Built Around Your Menu',
    linkLabel: 'Explore the AI-Powered Product Bot',
    card: {
      ...SOLUTION_CARD,
      title: 'AI-Powered Product Bot',
      subtitle: 'Your virtual budtender: recommends, upsells and recovers carts from your live menu.',
      features: [
        'Effect, format and budget-based recommendations',
        'Upsell mapping and bundle suggestions',
        'Abandoned-cart recovery with timed offers',
        'Brand tone presets and compliance guardrails',
        'Analytics with CSV export',
      ],
    },
  },

  benefits: {
    title: 'Why Dispensaries Choose BudBot',
    subtitle: 'Six ways a virtual budtender pays for itself.',
    cards: [
      {
        icon: 'clock',
        title: 'Sells around the clock',
        text: 'Answers late-night and early-morning shoppers, so tomorrow’s pickups are booked before you open.',
      },
      {
        icon: 'target',
        title: 'Recommends what you stock',
        text: 'Every suggestion comes from your live menu, so shoppers never fall for a product you are out of.',
      },
      {
        icon: 'shopping-cart',
        title: 'Builds bigger baskets',
        text: 'Suggests the pairing a good budtender would: a topical with a tincture, a lighter with a pre-roll pack.',
      },
      {
        icon: 'undo-2',
        title: 'Recovers abandoned carts',
        text: 'Spots a stalled checkout and offers a timely discount before the shopper leaves.',
      },
      {
        icon: 'brain',
        title: 'Remembers regulars',
        text: 'Greets returning customers with their favorites and tells them when those are back in stock.',
      },
      {
        icon: 'handshake',
        title: 'Frees up your staff',
        text: 'Takes the repeat questions off the counter so your budtenders spend time where it counts.',
      },
    ] satisfies IconCard[],
    stats: [
      {value: `${CLAIMS.hoursSavedMonthly} hrs`, label: 'staff time saved per month'},
      {value: `+${CLAIMS.revenueLiftMonthly}`, label: 'added revenue per month'},
      {value: `−${CLAIMS.supportWorkloadDrop}`, label: 'support workload'},
      {value: CLAIMS.satisfaction, label: 'customer satisfaction'},
    ],
  },

  comparison: {
    title: 'No Chat vs Basic Chat vs BudBot',
    subtitle: 'What each option does when a shopper has a question.',
    caption: 'Comparison of a menu with no chat, a basic chat widget and BudBot',
    columns: {feature: 'Capability', noChat: 'No chat', basicChat: 'Basic chat', budbot: 'BudBot'},
    rows: [
      {
        feature: 'Answers after closing time',
        noChat: 'No',
        basicChat: 'Canned replies only',
        budbot: `Yes, 24/7 in under ${CLAIMS.replySeconds} seconds`,
      },
      {
        feature: 'Product recommendations',
        noChat: 'None',
        basicChat: 'A link to the menu',
        budbot: 'From your live menu, by effect and budget',
      },
      {feature: 'Knows what is in stock', noChat: 'No', basicChat: 'No', budbot: 'Synced with your menu platform'},
      {
        feature: 'Abandoned-cart recovery',
        noChat: 'None',
        basicChat: 'None',
        budbot: `${CLAIMS.cartRecovery} of carts recovered`,
      },
      {
        feature: 'Upsells and bundles',
        noChat: 'None',
        basicChat: 'None',
        budbot: `${CLAIMS.aovLift} average order value`,
      },
      {
        feature: 'Remembers returning customers',
        noChat: 'No',
        basicChat: 'No',
        budbot: 'Favorites and purchase history',
      },
      {
        feature: 'Hand-off to staff',
        noChat: 'No',
        basicChat: 'E-mail form',
        budbot: 'Live hand-off with the conversation',
      },
    ],
    impactLabel: 'Monthly revenue impact',
    scrollAction: toCalculator('Calculate My Exact Loss'),
    actions: [
      {label: 'Start Free Trial', to: '/waitlist'},
      {label: 'See Live Demo', to: '/demo', variant: 'secondary' as const},
    ],
  },

  specialized: {
    title: 'Specialized Solutions',
    subtitle: 'New agents in early access with a small group of dispensaries.',
    badge: 'Beta',
    cards: [
      {
        icon: 'chart-column',
        title: 'Cannabis Analytics',
        text: 'See which questions lead to sales, which products shoppers ask for that you don’t stock, and when demand peaks.',
      },
      {
        icon: 'search',
        title: 'Product Discovery',
        text: 'Lets shoppers search by effect, flavor or occasion in their own words instead of scrolling category pages.',
      },
      {
        icon: 'circle-check',
        title: 'Compliance Assistant',
        text: 'Checks answers and promotions against your state’s advertising rules before shoppers see them.',
      },
    ] satisfies IconCard[],
    action: {label: 'Join Beta Program', to: '/waitlist'},
  },

  blogTeaser: {
    eyebrow: 'Trending',
    title: "See what's new",
    subtitle: 'Playbooks and data for dispensary owners: staffing, KPIs, AI recommendations and the chatbot market.',
    viewAll: {label: 'View all articles', to: '/blog'},
    viewAllMobile: {label: 'View all', to: '/content-hub', variant: 'secondary' as const},
    readMore: 'Read full article',
    empty: 'Our editors are finishing the first articles. Meanwhile, browse the content hub.',
    links: [
      {label: 'Business intelligence agents', to: '/business-intelligence', variant: 'secondary' as const},
      {label: 'Ask our team', to: '/contact', variant: 'secondary' as const},
    ],
    chatTitle: 'Try a conversation',
    chatText: 'Pick an answer and see how BudBot guides a shopper from a question to a basket.',
  },
};

export type HomeContent = typeof en;

const es: HomeContent = {
  meta: {
    title: 'Budtender virtual con IA para dispensarios de cannabis',
    description: `BudBot responde en menos de ${CLAIMS.replySeconds} segundos, recomienda desde tu menú en vivo y recupera carritos abandonados, 24/7. Mira cuánto pierdes sin él.`,
  },

  hero: {
    eyebrow: 'El budtender virtual con IA para dispensarios',
    title: 'Convierte cada visita a tu menú en una venta, incluso después del cierre',
    subtitle: `Los clientes que no reciben respuesta se van. BudBot responde en menos de ${CLAIMS.replySeconds} segundos, recomienda desde tu menú en vivo y recupera carritos abandonados, a cualquier hora.`,
    stats: [
      {value: CLAIMS.cartRecovery, label: 'carritos recuperados'},
      {value: CLAIMS.aovLift, label: 'valor del pedido'},
      {value: CLAIMS.availability, label: `respuestas en <${CLAIMS.replySeconds}s`},
    ],
    primary: {label: 'Mira a BudBot vender en vivo', to: '/waitlist'},
    secondary: toCalculator('Calcula tus ingresos perdidos'),
    chatLabel: 'Conversaciones de ejemplo entre BudBot y clientes',
  },

  about: {
    eyebrow: '¿Qué es un chatbot de cannabis?',
    title: 'Un budtender en tu sitio web que nunca termina su turno',
    paragraphs: [
      'En la mayoría de los menús de dispensarios hay un muro de productos y nadie a quien preguntar. BudBot es un budtender virtual entrenado con tu menú en vivo: pregunta qué busca el cliente, acota las opciones por efecto, formato y presupuesto, y pone el producto indicado en el carrito.',
      'Sigue las reglas de tu tienda, no hace afirmaciones médicas y le pasa la conversación a tu personal cuando conviene que atienda una persona.',
    ],
    image: {
      ...ABOUT_IMAGE_SIZE,
      /** The illustration's shop sign is in Spanish. */
      src: '/img/home/about-budbot-es.svg',
      alt: 'La fachada de un dispensario junto a un celular con una conversación de BudBot que sugiere un producto',
      fallback: 'Tecnología de chatbot para cannabis',
    },
    benefitsTitle: 'Lo que BudBot hace por tu tienda',
    benefits: [
      'Recomienda desde tu menú en vivo según el efecto, el formato y el presupuesto',
      'Sugiere complementos y paquetes en el momento de elegir',
      `Recupera carritos abandonados tras ${CLAIMS.cartRecoveryAfterMinutes} minutos de inactividad con una oferta oportuna`,
      'Recuerda a los clientes que regresan y sus productos favoritos',
      'Le pasa la conversación a tu personal cuando hace falta',
    ],
    actions: [
      {label: 'Conoce el chatbot de cannabis', to: '/about'},
      {label: 'Solicita una demostración', href: LINKS.scheduling, variant: 'secondary' as const},
    ],
  },

  hiddenCost: {
    eyebrow: 'El costo oculto',
    title: 'Cada pregunta sin respuesta es un cliente que se va',
    subtitle:
      'Los clientes deciden en minutos. Si nadie les responde, le compran al dispensario que sí lo hizo. Así se ve hoy en tiendas como la tuya.',
    ticker: {
      title: 'Ingresos que los dispensarios pierden por clientes sin respuesta',
      lostTodayLabel: 'Perdido hoy',
      shoppersLabel: 'Clientes navegando sin ayuda en este momento',
      conversionLabel: 'Tasa de conversión típica de un menú',
      projectionsLabel: 'A este ritmo',
      perWeek: 'por semana',
      perMonth: 'por mes',
      perYear: 'por año',
      pauseLabel: 'Pausar contador',
      resumeLabel: 'Reanudar contador',
    },
    scenariosTitle: 'Cuatro clientes que pierdes cada día',
    scenarios: [
      {
        title: 'Quien compra por primera vez',
        description: 'No distingue una tintura de un tópico, no tiene a quién preguntarle y cierra la pestaña.',
        lost: 65,
      },
      {
        title: 'Quien busca algo específico',
        description:
          'Quiere una cepa en cartucho de medio gramo, no sabe si la tienes y termina pidiendo en otra tienda.',
        lost: 85,
      },
      {
        title: 'Quien compara precios',
        description:
          'Tiene tres menús abiertos. La tienda que responde primero sobre las promociones de paquetes se queda con el pedido.',
        lost: 120,
      },
      {
        title: 'Quien investiga de noche',
        description:
          'Planea el pedido de mañana a las 11 PM, no encuentra a quién preguntarle y para la mañana ya se le olvidó.',
        lost: 95,
      },
    ],
    lostLabel: 'perdidos por pedido, en promedio',
    action: toCalculator('Calcula mi pérdida exacta'),
  },

  calculator: {
    title: 'Calculadora de pérdidas mensuales para tiendas de cannabis',
    subtitle: 'Ajusta los controles a los datos de tu tienda. Las cifras se actualizan al momento.',
    formLabel: 'Tu tienda',
    sliders: {
      visitors: {label: 'Visitantes diarios del sitio web', unit: 'visitantes al día'},
      orderValue: {label: 'Valor promedio del pedido', unit: 'dólares'},
      conversionRate: {label: 'Tasa de conversión actual', unit: 'por ciento'},
    },
    scenarios: {
      withoutBot: {title: 'Sin chatbot', text: 'Las preguntas quedan sin respuesta y los carritos se abandonan.'},
      basicChat: {
        title: 'Con un chat básico',
        text: 'Las respuestas predefinidas y un formulario de contacto recuperan algunos.',
      },
      withBot: {title: 'Con BudBot', text: 'Cada cliente tiene un budtender, de día y de noche.'},
    },
    lostPerMonth: 'perdidos al mes',
    gainPerMonth: 'de ganancia al mes',
    gainedPerMonth: 'ganados al mes',
    perYearLabel: 'Por año',
    conversionLabel: 'Conversión',
    swingLabel: 'Diferencia mensual total',
    swingText: 'La pérdida que evitas más los ingresos que sumas, cada mes.',
    boostLabel: 'Aumento de la conversión',
    boostText: 'Cuánto más seguido termina una visita en un pedido con BudBot que sin chat.',
    action: {label: 'Solicita una demostración', href: LINKS.scheduling},
  },

  logos: {
    title: 'Con la confianza de negocios líderes del cannabis',
    pauseLabel: 'Pausar logotipos',
    resumeLabel: 'Reproducir logotipos',
    loadingLabel: 'Cargando logotipos',
    logos: CLIENT_LOGOS,
  },

  stats: {
    title: 'Las mismas herramientas potentes. Hechas para el cannabis.',
    subtitle:
      'El comercio conversacional que usan los grandes minoristas, entrenado con los formatos, los efectos y las reglas con las que vendes cannabis.',
    stats: [
      {
        number: CLAIMS.cartRecovery,
        label: 'Recuperación de carritos',
        description: 'de los carritos abandonados se recuperan con una oferta oportuna',
      },
      {
        number: CLAIMS.aovLift,
        label: 'Valor promedio del pedido',
        description: 'gracias a sugerencias de complementos en el momento de elegir',
      },
      {
        number: `<${CLAIMS.replySeconds}s`,
        label: 'Tiempo de respuesta',
        description: 'para cada pregunta sobre productos, de día o de noche',
      },
      {
        number: `${CLAIMS.setupMinutes} min`,
        label: 'Configuración',
        description: 'para agregar BudBot a tu sitio web, sin necesidad de un desarrollador',
      },
    ],
  },

  testimonials: {
    title: 'Los dispensarios adoran nuestro chatbot de IA para cannabis',
    subtitle: 'Dueños y gerentes cuentan qué cambió cuando BudBot empezó a responderles a sus clientes.',
    items: [
      testimonial(
        'maria-delgado',
        'Dueña',
        'Nuestro menú en línea se quedaba callado después de las 6 PM. Ahora BudBot atiende las preguntas de la noche y cada mañana abrimos con pedidos para recoger esperándonos.',
      ),
      testimonial(
        'jason-whitfield',
        'Gerente general',
        'Los clientes le preguntan lo mismo que a mis budtenders: qué me ayuda a relajarme, qué es lo más fuerte, qué está en oferta. Responde desde nuestro menú en vivo, así que nunca ofrece algo que se nos acabó.',
      ),
      testimonial(
        'priya-natarajan',
        'Directora de comercio electrónico',
        'La recuperación de carritos pagó la suscripción en la primera semana. Una pequeña oferta en el momento justo nos trae de vuelta a clientes que antes perdíamos.',
      ),
      testimonial(
        'marcus-greene',
        'Gerente de operaciones',
        'Tenemos cuatro sucursales. BudBot conoce el inventario de cada tienda, así que manda a los clientes a la sucursal que de verdad tiene lo que buscan.',
      ),
    ],
    carouselLabel: 'Testimonios',
    roles: {carousel: 'carrusel', slide: 'diapositiva'},
    pauseLabel: 'Pausar testimonios',
    playLabel: 'Reproducir testimonios',
    previousLabel: 'Testimonio anterior',
    nextLabel: 'Testimonio siguiente',
    dotLabel: (position, count, author) => `Mostrar testimonio ${position} de ${count}: ${author}`,
    slideLabel: (position, count) => `${position} de ${count}`,
  },

  cta: {
    title: 'Deja de perder ventas después del cierre',
    text: `Agrega BudBot a tu menú en ${CLAIMS.setupMinutes} minutos. Sin cargos de configuración, cancela cuando quieras y con garantía de devolución del dinero de ${PRICING.guaranteeDays} días.`,
    actions: [
      {label: 'Empieza hoy', to: '/waitlist'},
      {label: 'Agenda una demostración', href: LINKS.scheduling},
    ],
  },

  solution: {
    eyebrow: 'Nuestra solución',
    title: 'Un bot hecho a la medida de tu menú',
    linkLabel: 'Conoce el bot de productos con IA',
    card: {
      ...SOLUTION_CARD,
      title: 'Bot de productos con IA',
      subtitle: 'Tu budtender virtual: recomienda, hace ventas adicionales y recupera carritos desde tu menú en vivo.',
      features: [
        'Recomendaciones según el efecto, el formato y el presupuesto',
        'Mapa de ventas adicionales y sugerencias de paquetes',
        'Recuperación de carritos abandonados con ofertas en el momento justo',
        'Tonos de marca predefinidos y salvaguardas de cumplimiento normativo',
        'Analíticas con exportación a CSV',
      ],
    },
  },

  benefits: {
    title: 'Por qué los dispensarios eligen BudBot',
    subtitle: 'Seis formas en que un budtender virtual se paga solo.',
    cards: [
      {
        icon: 'clock',
        title: 'Vende a toda hora',
        text: 'Atiende a los clientes de la noche y de la madrugada, así que los pedidos para recoger de mañana ya están hechos antes de abrir.',
      },
      {
        icon: 'target',
        title: 'Recomienda lo que tienes',
        text: 'Cada sugerencia sale de tu menú en vivo, así que los clientes nunca se ilusionan con un producto agotado.',
      },
      {
        icon: 'shopping-cart',
        title: 'Arma carritos más grandes',
        text: 'Sugiere la combinación que haría un buen budtender: un tópico con una tintura, un encendedor con un paquete de prerrolados.',
      },
      {
        icon: 'undo-2',
        title: 'Recupera carritos abandonados',
        text: 'Detecta un pago que se quedó a medias y ofrece un descuento oportuno antes de que el cliente se vaya.',
      },
      {
        icon: 'brain',
        title: 'Recuerda a los clientes frecuentes',
        text: 'Recibe a quienes regresan con sus favoritos y les avisa cuando vuelven a estar disponibles.',
      },
      {
        icon: 'handshake',
        title: 'Libera a tu personal',
        text: 'Se encarga de las preguntas de siempre para que tus budtenders dediquen su tiempo a lo que importa.',
      },
    ],
    stats: [
      {value: `${CLAIMS.hoursSavedMonthly} h`, label: 'de trabajo del personal ahorradas al mes'},
      {value: `+${CLAIMS.revenueLiftMonthly}`, label: 'de ingresos adicionales al mes'},
      {value: `−${CLAIMS.supportWorkloadDrop}`, label: 'de carga de trabajo de soporte'},
      {value: CLAIMS.satisfaction, label: 'de satisfacción de los clientes'},
    ],
  },

  comparison: {
    title: 'Sin chat vs. chat básico vs. BudBot',
    subtitle: 'Lo que hace cada opción cuando un cliente tiene una pregunta.',
    caption: 'Comparación de un menú sin chat, con un widget de chat básico y con BudBot',
    columns: {feature: 'Función', noChat: 'Sin chat', basicChat: 'Chat básico', budbot: 'BudBot'},
    rows: [
      {
        feature: 'Responde después del cierre',
        noChat: 'No',
        basicChat: 'Solo respuestas predefinidas',
        budbot: `Sí, 24/7 en menos de ${CLAIMS.replySeconds} segundos`,
      },
      {
        feature: 'Recomendaciones de productos',
        noChat: 'Ninguna',
        basicChat: 'Un enlace al menú',
        budbot: 'Desde tu menú en vivo, por efecto y presupuesto',
      },
      {
        feature: 'Sabe qué está disponible',
        noChat: 'No',
        basicChat: 'No',
        budbot: 'Sincronizado con tu plataforma de menú',
      },
      {
        feature: 'Recuperación de carritos abandonados',
        noChat: 'Ninguna',
        basicChat: 'Ninguna',
        budbot: `${CLAIMS.cartRecovery} de los carritos recuperados`,
      },
      {
        feature: 'Ventas adicionales y paquetes',
        noChat: 'Ninguna',
        basicChat: 'Ninguna',
        budbot: `${CLAIMS.aovLift} en el valor promedio del pedido`,
      },
      {
        feature: 'Recuerda a los clientes que regresan',
        noChat: 'No',
        basicChat: 'No',
        budbot: 'Favoritos e historial de compras',
      },
      {
        feature: 'Traspaso al personal',
        noChat: 'No',
        basicChat: 'Formulario por correo electrónico',
        budbot: 'Traspaso en vivo con la conversación',
      },
    ],
    impactLabel: 'Impacto mensual en los ingresos',
    scrollAction: toCalculator('Calcula mi pérdida exacta'),
    actions: [
      {label: 'Empieza tu prueba gratis', to: '/waitlist'},
      {label: 'Mira la demostración en vivo', to: '/demo', variant: 'secondary' as const},
    ],
  },

  specialized: {
    title: 'Soluciones especializadas',
    subtitle: 'Nuevos agentes en acceso anticipado con un grupo pequeño de dispensarios.',
    badge: 'Beta',
    cards: [
      {
        icon: 'chart-column',
        title: 'Análisis para cannabis',
        text: 'Mira qué preguntas terminan en ventas, qué productos piden los clientes que no tienes y a qué horas sube la demanda.',
      },
      {
        icon: 'search',
        title: 'Descubrimiento de productos',
        text: 'Permite que los clientes busquen por efecto, sabor u ocasión con sus propias palabras, en vez de recorrer páginas de categorías.',
      },
      {
        icon: 'circle-check',
        title: 'Asistente de cumplimiento normativo',
        text: 'Revisa respuestas y promociones según las reglas de publicidad de tu estado antes de que los clientes las vean.',
      },
    ],
    action: {label: 'Únete al programa beta', to: '/waitlist'},
  },

  blogTeaser: {
    eyebrow: 'Tendencias',
    title: 'Mira lo nuevo',
    subtitle:
      'Guías y datos para dueños de dispensarios: personal, KPI, recomendaciones con IA y el mercado de los chatbots.',
    viewAll: {label: 'Ver todos los artículos', to: '/blog'},
    viewAllMobile: {label: 'Ver todo', to: '/content-hub', variant: 'secondary' as const},
    readMore: 'Leer el artículo completo',
    empty:
      'Nuestros editores están terminando los primeros artículos. Mientras tanto, explora el centro de contenidos.',
    links: [
      {label: 'Agentes de inteligencia de negocios', to: '/business-intelligence', variant: 'secondary' as const},
      {label: 'Pregúntale a nuestro equipo', to: '/contact', variant: 'secondary' as const},
    ],
    chatTitle: 'Prueba una conversación',
    chatText: 'Elige una respuesta y mira cómo BudBot guía a un cliente desde una pregunta hasta el carrito.',
  },
};

export const HOME: Localized<HomeContent> = {en, es};
