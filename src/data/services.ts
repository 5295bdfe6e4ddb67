/**
 * Copy of the three partner-service pages, in every language.
 * Digital menu boards and the ad network are delivered by partners, so their
 * pages explain the service and link out to the provider's site; consultancy
 * is ours, with service cards and results.
 */
import {CLAIMS, LINKS, type Localized} from './constants';
import type {IconName} from './schemas';

export type ServiceCard = {icon: IconName; title: string; text: string};
export type ServiceStep = {title: string; text: string};
type ServiceFaq = {question: string; answer: string};
type ServiceStat = {value: string; label: string; description: string};

export type ServiceHero = {eyebrow: string; title: string; subtitle: string; points: readonly string[]};

/** A service delivered by a partner: our page explains it and sends the visitor to them. */
export type PartnerService = {
  hero: ServiceHero;
  provider: {href: string; label: string; title: string; text: string};
  features: {title: string; subtitle: string; cards: readonly ServiceCard[]};
  /** `id` is the section's anchor (#rollout, #campaigns). */
  steps: {id: string; title: string; subtitle: string; items: readonly ServiceStep[]};
  pairing: {title: string; text: string; points: readonly string[]};
  faq: {title: string; items: readonly ServiceFaq[]};
  cta: {title: string; text: string};
};

export const digitalSignage: Localized<PartnerService> = {
  en: {
    hero: {
      eyebrow: 'Partner solution',
      title: 'Digital Menu Boards for Dispensaries',
      subtitle:
        'Screens that show what is actually on your shelves: prices, potency and promotions pulled from your point of sale, so the board never promises a product you sold out of an hour ago.',
      points: ['Live menu sync from your POS', 'Scheduled promotions by daypart', 'One dashboard for every location'],
    },
    provider: {
      href: LINKS.menuBoardProvider,
      label: 'Visit our menu board partner',
      title: 'Built and supported by our signage partner',
      text: 'Menu boards are installed, hosted and supported by our digital signage partner. Their team handles screens, players and content scheduling; we make sure the promotions on your boards match the ones your chatbot offers online.',
    },
    features: {
      title: 'What your menu boards do',
      subtitle: 'Everything a budtender points at while a line builds, kept current without anyone editing a slide.',
      cards: [
        {
          icon: 'refresh-cw',
          title: 'Inventory-aware menus',
          text: 'Products, prices and THC/CBD percentages update from your POS, and sold-out items drop off the board on their own.',
        },
        {
          icon: 'clock',
          title: 'Daypart scheduling',
          text: 'Run morning wellness specials, after-work pre-roll deals and weekend bundles on a timetable you set once.',
        },
        {
          icon: 'clipboard-list',
          title: 'Compliance-friendly layouts',
          text: 'Templates leave room for the warnings and disclosures your state requires, and keep imagery product-focused rather than promotional.',
        },
        {
          icon: 'store',
          title: 'Multi-location control',
          text: 'Push a chain-wide promotion to every store or let each manager tune their own screens, from one dashboard.',
        },
        {
          icon: 'trending-up',
          title: 'Shorter perceived waits',
          text: 'Shoppers who can browse categories and prices while they queue arrive at the counter knowing what they want.',
        },
        {
          icon: 'wrench',
          title: 'Hardware handled',
          text: 'Commercial displays and media players are specified, installed and monitored by the partner, with remote fixes when a screen drops.',
        },
      ],
    },
    steps: {
      id: 'rollout',
      title: 'From first call to live screens',
      subtitle: 'A typical single-store rollout takes a couple of weeks; chains roll out store by store.',
      items: [
        {
          title: 'Walk-through',
          text: 'Share your floor plan and photos of the sales floor so the partner can recommend screen sizes and placement.',
        },
        {
          title: 'Connect your POS',
          text: 'Your menu feed is connected once, so every board reads the same live inventory as your register.',
        },
        {
          title: 'Design and approve',
          text: 'Pick templates in your brand colors, set your promotion schedule and sign off on every layout.',
        },
        {
          title: 'Install and go live',
          text: 'Screens are mounted and tested, and your staff get a short walkthrough of the content dashboard.',
        },
      ],
    },
    pairing: {
      title: 'Better together with BudBot',
      text: 'Shoppers research online before they visit. When your website chatbot and your in-store boards tell the same story, the deal that brought someone in is the deal they see at the counter.',
      points: [
        'Feature the same weekly specials in the chatbot and on the boards',
        'Send shoppers who asked the bot about a product straight to it on the board',
        'Compare online interest with in-store sell-through for each promotion',
      ],
    },
    faq: {
      title: 'Menu board questions',
      items: [
        {
          question: 'Who do I contract with for the menu boards?',
          answer:
            'Screens, players and the signage software are contracted directly with our signage partner, and they quote based on your store. We introduce you and coordinate the promotions that also run in your BudBot chatbot.',
        },
        {
          question: 'Will the boards work with my point of sale?',
          answer:
            'The partner connects to the major dispensary POS and menu platforms. If you already use BudBot, the same systems listed on our integrations page are the ones to mention on your first call.',
        },
        {
          question: 'Can I keep my existing screens?',
          answer:
            'Often, yes. Most commercial displays with an HDMI input can run a media player; the partner will tell you during the walk-through whether your current screens are bright enough for your sales floor.',
        },
      ],
    },
    cta: {
      title: 'Ready to put your live menu on the wall?',
      text: 'Talk to our signage partner about screens for your store, or ask us how menu boards and the BudBot chatbot can run the same promotions.',
    },
  },
  es: {
    hero: {
      eyebrow: 'Solución de un socio',
      title: 'Pantallas de menú digital para dispensarios',
      subtitle:
        'Pantallas que muestran lo que de verdad tienes en tus estantes: precios, potencia y promociones tomados de tu punto de venta, para que la pantalla nunca prometa un producto que se agotó hace una hora.',
      points: [
        'Menú sincronizado en vivo desde tu POS',
        'Promociones programadas por franja horaria',
        'Un solo panel para todas tus sucursales',
      ],
    },
    provider: {
      href: LINKS.menuBoardProvider,
      label: 'Visita a nuestro socio de pantallas de menú',
      title: 'Instaladas y atendidas por nuestro socio de señalización digital',
      text: 'Nuestro socio de señalización digital instala, aloja y da soporte a las pantallas de menú. Su equipo se encarga de las pantallas, los reproductores y la programación del contenido; nosotros nos aseguramos de que las promociones de tus pantallas coincidan con las que ofrece tu chatbot en línea.',
    },
    features: {
      title: 'Lo que hacen tus pantallas de menú',
      subtitle:
        'Todo lo que un budtender señala mientras se forma la fila, siempre al día sin que nadie tenga que editar una diapositiva.',
      cards: [
        {
          icon: 'refresh-cw',
          title: 'Menús que conocen tu inventario',
          text: 'Los productos, los precios y los porcentajes de THC/CBD se actualizan desde tu POS, y los productos agotados desaparecen solos de la pantalla.',
        },
        {
          icon: 'clock',
          title: 'Programación por franja horaria',
          text: 'Lanza especiales de bienestar por la mañana, ofertas de prerrolados al salir del trabajo y paquetes de fin de semana con un horario que configuras una sola vez.',
        },
        {
          icon: 'clipboard-list',
          title: 'Diseños pensados para el cumplimiento normativo',
          text: 'Las plantillas dejan espacio para las advertencias y los avisos que exige tu estado, y mantienen las imágenes centradas en el producto y no en la promoción.',
        },
        {
          icon: 'store',
          title: 'Control de varias sucursales',
          text: 'Lanza una promoción en todas las tiendas de la cadena o deja que cada gerente ajuste sus propias pantallas, desde un solo panel.',
        },
        {
          icon: 'trending-up',
          title: 'Esperas que se sienten más cortas',
          text: 'Los clientes que pueden revisar categorías y precios mientras hacen fila llegan al mostrador sabiendo lo que quieren.',
        },
        {
          icon: 'wrench',
          title: 'Equipo sin complicaciones',
          text: 'El socio elige, instala y supervisa las pantallas comerciales y los reproductores, con reparaciones a distancia cuando una pantalla falla.',
        },
      ],
    },
    steps: {
      id: 'rollout',
      title: 'De la primera llamada a las pantallas funcionando',
      subtitle:
        'La instalación típica en una sola tienda toma un par de semanas; las cadenas avanzan tienda por tienda.',
      items: [
        {
          title: 'Recorrido',
          text: 'Comparte el plano de tu tienda y fotos del piso de ventas para que el socio te recomiende el tamaño y la ubicación de las pantallas.',
        },
        {
          title: 'Conecta tu POS',
          text: 'Tu menú se conecta una sola vez, así que cada pantalla lee el mismo inventario en vivo que tu caja.',
        },
        {
          title: 'Diseña y aprueba',
          text: 'Elige plantillas con los colores de tu marca, define tu calendario de promociones y aprueba cada diseño.',
        },
        {
          title: 'Instala y pon en marcha',
          text: 'Se montan y se prueban las pantallas, y tu personal recibe un breve recorrido por el panel de contenido.',
        },
      ],
    },
    pairing: {
      title: 'Mejor en equipo con BudBot',
      text: 'Los clientes investigan en línea antes de ir a la tienda. Cuando el chatbot de tu sitio web y las pantallas de tu tienda cuentan la misma historia, la oferta que atrajo a alguien es la misma que ve en el mostrador.',
      points: [
        'Destaca los mismos especiales de la semana en el chatbot y en las pantallas',
        'Lleva a los clientes que le preguntaron al bot por un producto directo a ese producto en la pantalla',
        'Compara el interés en línea con las ventas en tienda de cada promoción',
      ],
    },
    faq: {
      title: 'Preguntas sobre las pantallas de menú',
      items: [
        {
          question: '¿Con quién contrato las pantallas de menú?',
          answer:
            'Las pantallas, los reproductores y el software de señalización se contratan directamente con nuestro socio de señalización, que te cotiza según tu tienda. Nosotros te presentamos y coordinamos las promociones que también ofrece tu chatbot de BudBot.',
        },
        {
          question: '¿Las pantallas funcionan con mi punto de venta?',
          answer:
            'El socio se conecta a las principales plataformas de POS y de menú para dispensarios. Si ya usas BudBot, los mismos sistemas que aparecen en nuestra página de integraciones son los que debes mencionar en tu primera llamada.',
        },
        {
          question: '¿Puedo usar las pantallas que ya tengo?',
          answer:
            'Muchas veces, sí. La mayoría de las pantallas comerciales con entrada HDMI pueden usar un reproductor; durante el recorrido, el socio te dirá si tus pantallas actuales tienen suficiente brillo para tu piso de ventas.',
        },
      ],
    },
    cta: {
      title: '¿Listo para poner tu menú en vivo en la pared?',
      text: 'Habla con nuestro socio de señalización sobre las pantallas para tu tienda, o pregúntanos cómo las pantallas de menú y el chatbot de BudBot pueden mostrar las mismas promociones.',
    },
  },
};

export const adNetwork: Localized<PartnerService> = {
  en: {
    hero: {
      eyebrow: 'Partner solution',
      title: 'Cannabis Ad Network',
      subtitle:
        'Reach adult shoppers near your store on websites and apps that accept cannabis advertising, with age-gated audiences and geofencing that keep your campaigns inside the rules.',
      points: ['21+ verified audiences', 'Geofenced around your locations', 'Reporting down to store visits'],
    },
    provider: {
      href: LINKS.adNetworkProvider,
      label: 'Visit our ad network partner',
      title: 'Run by a cannabis-specialist ad network',
      text: 'Mainstream ad platforms reject most cannabis ads. Our ad network partner buys placements from publishers that accept them, checks creative against state rules and manages the campaigns. BudBot makes sure the people those ads bring to your site get an answer straight away.',
    },
    features: {
      title: 'What the ad network gives you',
      subtitle: 'Paid reach for a category most ad platforms block, with the controls a regulated business needs.',
      cards: [
        {
          icon: 'shield-check',
          title: 'Age-gated targeting',
          text: 'Campaigns run only to audiences verified or modelled as 21 and over, on publishers that allow cannabis advertising.',
        },
        {
          icon: 'map-pin',
          title: 'Geofencing',
          text: 'Draw a radius around each store, or around competitors, and keep spend inside the state lines you are licensed in.',
        },
        {
          icon: 'receipt',
          title: 'Creative compliance review',
          text: 'Ads are checked against state advertising rules before launch: no health claims, no youth appeal, required disclaimers in place.',
        },
        {
          icon: 'target',
          title: 'Retargeting site visitors',
          text: 'Bring back shoppers who browsed your menu but did not order, with the same offer your chatbot made them.',
        },
        {
          icon: 'chart-column',
          title: 'Clear reporting',
          text: 'See impressions, clicks, menu visits and attributed store visits per campaign, in plain numbers you can act on.',
        },
        {
          icon: 'banknote',
          title: 'Budgets you control',
          text: 'Start with a small monthly test in one market and scale the campaigns that bring in orders.',
        },
      ],
    },
    steps: {
      id: 'campaigns',
      title: 'How a campaign gets started',
      subtitle: 'Most campaigns are live within a week of the first call.',
      items: [
        {
          title: 'Set the goal',
          text: 'New-customer visits, online orders or a product launch: pick one so the campaign can be measured against it.',
        },
        {
          title: 'Define the area',
          text: 'Choose the stores and radius to target, and the times of day your shoppers are most likely to buy.',
        },
        {
          title: 'Approve the creative',
          text: 'Review ads that have already been checked against your state rules, or bring your own for review.',
        },
        {
          title: 'Launch and learn',
          text: 'Campaigns go live, and the weekly report shows which placements and offers are worth more budget.',
        },
      ],
    },
    pairing: {
      title: 'Turn ad clicks into orders with BudBot',
      text: 'Paid traffic is expensive traffic. Visitors who land on your menu with a question and get no answer leave, and the click is wasted. BudBot answers them in seconds, recommends from live inventory and recovers the carts they start.',
      points: [
        'Give campaign visitors an instant, on-brand welcome',
        'Match the chatbot offer to the ad they clicked',
        'Recover carts from ad traffic before the shopper leaves',
      ],
    },
    faq: {
      title: 'Ad network questions',
      items: [
        {
          question: 'Is cannabis advertising allowed where I operate?',
          answer:
            'Rules differ by state and sometimes by city. The partner checks campaigns against the rules of the market you are licensed in and will tell you on the first call which formats and placements are allowed for you.',
        },
        {
          question: 'Who manages the campaigns?',
          answer:
            'The ad network partner plans, launches and optimizes the campaigns and bills you directly. We help you line up the chatbot offers with the ads so visitors hear a consistent message.',
        },
        {
          question: 'What budget do I need?',
          answer:
            'Budgets are set with the partner for your market. A focused test in one store radius is the usual starting point before a chain-wide campaign.',
        },
      ],
    },
    cta: {
      title: 'Put your dispensary in front of nearby shoppers',
      text: 'Talk to our ad network partner about a first campaign, or ask us how BudBot turns those visits into orders.',
    },
  },
  es: {
    hero: {
      eyebrow: 'Solución de un socio',
      title: 'Red de anuncios para cannabis',
      subtitle:
        'Llega a clientes adultos cerca de tu tienda en sitios web y apps que aceptan publicidad de cannabis, con audiencias con verificación de edad y geocercas que mantienen tus campañas dentro de las reglas.',
      points: [
        'Audiencias verificadas de 21+',
        'Geocercas alrededor de tus sucursales',
        'Informes hasta las visitas a la tienda',
      ],
    },
    provider: {
      href: LINKS.adNetworkProvider,
      label: 'Visita a nuestro socio de publicidad',
      title: 'A cargo de una red de anuncios especializada en cannabis',
      text: 'Las grandes plataformas de publicidad rechazan la mayoría de los anuncios de cannabis. Nuestro socio de publicidad compra espacios a medios que sí los aceptan, revisa los anuncios según las reglas de cada estado y gestiona las campañas. BudBot se asegura de que las personas que esos anuncios llevan a tu sitio reciban una respuesta de inmediato.',
    },
    features: {
      title: 'Lo que te da la red de anuncios',
      subtitle:
        'Alcance pagado para una categoría que la mayoría de las plataformas bloquea, con los controles que necesita un negocio regulado.',
      cards: [
        {
          icon: 'shield-check',
          title: 'Segmentación con verificación de edad',
          text: 'Las campañas solo llegan a audiencias verificadas o modeladas como mayores de 21 años, en medios que permiten publicidad de cannabis.',
        },
        {
          icon: 'map-pin',
          title: 'Geocercas',
          text: 'Traza un radio alrededor de cada tienda, o de la competencia, y mantén la inversión dentro de los estados en los que tienes licencia.',
        },
        {
          icon: 'receipt',
          title: 'Revisión de cumplimiento de los anuncios',
          text: 'Los anuncios se revisan según las reglas de publicidad del estado antes del lanzamiento: sin afirmaciones de salud, sin atractivo para menores y con los avisos obligatorios.',
        },
        {
          icon: 'target',
          title: 'Retargeting de visitantes del sitio',
          text: 'Haz volver a los clientes que revisaron tu menú pero no hicieron un pedido, con la misma oferta que les hizo tu chatbot.',
        },
        {
          icon: 'chart-column',
          title: 'Informes claros',
          text: 'Mira las impresiones, los clics, las visitas al menú y las visitas a la tienda atribuidas de cada campaña, en cifras claras para tomar decisiones.',
        },
        {
          icon: 'banknote',
          title: 'Presupuestos que tú controlas',
          text: 'Empieza con una pequeña prueba mensual en un mercado y amplía las campañas que generan pedidos.',
        },
      ],
    },
    steps: {
      id: 'campaigns',
      title: 'Cómo arranca una campaña',
      subtitle: 'La mayoría de las campañas están activas en menos de una semana desde la primera llamada.',
      items: [
        {
          title: 'Fija el objetivo',
          text: 'Visitas de clientes nuevos, pedidos en línea o el lanzamiento de un producto: elige uno para poder medir la campaña con ese objetivo.',
        },
        {
          title: 'Define la zona',
          text: 'Elige las tiendas y el radio que quieres cubrir, y las horas del día en que es más probable que tus clientes compren.',
        },
        {
          title: 'Aprueba los anuncios',
          text: 'Revisa anuncios ya verificados según las reglas de tu estado, o trae los tuyos para que los verifiquen.',
        },
        {
          title: 'Lanza y aprende',
          text: 'Las campañas se activan, y el informe semanal muestra qué espacios y qué ofertas merecen más presupuesto.',
        },
      ],
    },
    pairing: {
      title: 'Convierte los clics de tus anuncios en pedidos con BudBot',
      text: 'El tráfico pagado es tráfico caro. Los visitantes que llegan a tu menú con una pregunta y no reciben respuesta se van, y el clic se desperdicia. BudBot les responde en segundos, recomienda desde tu inventario en vivo y recupera los carritos que empiezan.',
      points: [
        'Dales a los visitantes de tus campañas una bienvenida inmediata y con la voz de tu marca',
        'Haz que la oferta del chatbot coincida con el anuncio en el que hicieron clic',
        'Recupera los carritos del tráfico de anuncios antes de que el cliente se vaya',
      ],
    },
    faq: {
      title: 'Preguntas sobre la red de anuncios',
      items: [
        {
          question: '¿Se permite la publicidad de cannabis donde opero?',
          answer:
            'Las reglas cambian según el estado y a veces según la ciudad. El socio revisa las campañas según las reglas del mercado en el que tienes licencia y en la primera llamada te dirá qué formatos y espacios tienes permitidos.',
        },
        {
          question: '¿Quién gestiona las campañas?',
          answer:
            'El socio de la red de anuncios planifica, lanza y optimiza las campañas y te factura directamente. Nosotros te ayudamos a alinear las ofertas del chatbot con los anuncios para que los visitantes reciban un mensaje coherente.',
        },
        {
          question: '¿Qué presupuesto necesito?',
          answer:
            'El presupuesto se define con el socio según tu mercado. Lo habitual es empezar con una prueba enfocada en el radio de una tienda antes de una campaña para toda la cadena.',
        },
      ],
    },
    cta: {
      title: 'Pon tu dispensario frente a los clientes de tu zona',
      text: 'Habla con nuestro socio de publicidad sobre una primera campaña, o pregúntanos cómo BudBot convierte esas visitas en pedidos.',
    },
  },
};

export type ConsultancyPage = {
  hero: ServiceHero;
  services: {title: string; subtitle: string; cards: readonly ServiceCard[]};
  stats: {title: string; subtitle: string; items: readonly ServiceStat[]};
  process: {title: string; subtitle: string; items: readonly ServiceStep[]};
  cta: {title: string; text: string};
};

export const consultancy: Localized<ConsultancyPage> = {
  en: {
    hero: {
      eyebrow: 'Consultancy',
      title: 'Cannabis Retail Consultancy',
      subtitle:
        'Hands-on help from a team that has worked with dispensaries for years: AI rollout, websites that sell, local search, reviews and the numbers behind them.',
      points: ['AI implementation', 'Website building', 'SEO and reviews'],
    },
    services: {
      title: 'How we can help',
      subtitle: 'Pick one project or combine them. Every engagement starts with your numbers, not a template.',
      cards: [
        {
          icon: 'bot',
          title: 'AI implementation',
          text: 'Plan and launch chatbots and agents on your site: product data clean-up, tone of voice, hand-over rules to staff and training for your team.',
        },
        {
          icon: 'monitor',
          title: 'Website building',
          text: 'Fast, accessible dispensary websites with your live menu, age confirmation and location pages, built to convert mobile shoppers.',
        },
        {
          icon: 'search',
          title: 'Local SEO',
          text: 'Location pages, structured data and content that help you show up when nearby shoppers search for a dispensary or a product.',
        },
        {
          icon: 'star',
          title: 'Review strategy',
          text: 'Simple ways to ask happy customers for reviews, reply to every one in your voice and lift your rating on the sites shoppers trust.',
        },
        {
          icon: 'chart-column',
          title: 'Retail analytics',
          text: 'Dashboards for basket size, conversion, repeat visits and promotion results, so decisions come from data instead of hunches.',
        },
        {
          icon: 'presentation',
          title: 'Staff training',
          text: 'Workshops that help budtenders work alongside AI tools: when to step in, how to upsell naturally and how to use chat history at the counter.',
        },
      ],
    },
    stats: {
      title: 'What our consulting clients see',
      subtitle: 'Typical results across dispensaries we have worked with.',
      items: [
        {
          value: CLAIMS.revenueGrowth,
          label: 'revenue growth',
          description: 'Average online revenue growth in the first year',
        },
        {
          value: CLAIMS.customerSatisfaction,
          label: 'customer satisfaction',
          description: 'Shoppers rating their experience good or excellent',
        },
        {
          value: CLAIMS.operationalEfficiency,
          label: 'operational efficiency',
          description: 'Less time spent on repetitive questions and admin',
        },
        {value: CLAIMS.dispensaries, label: 'dispensaries', description: 'Retailers who have worked with our team'},
      ],
    },
    process: {
      title: 'How an engagement works',
      subtitle: 'Clear steps, fixed scope and a named contact from day one.',
      items: [
        {title: 'Discovery call', text: 'Thirty minutes on your goals, your stores and the systems you already run.'},
        {
          title: 'Audit',
          text: 'We review your website, menu data, search presence and reviews, and show you where sales are slipping.',
        },
        {title: 'Plan', text: 'A written plan with priorities, timelines and a fixed price for each project.'},
        {
          title: 'Delivery and handover',
          text: 'We build, launch and measure, then hand over with documentation and training for your team.',
        },
      ],
    },
    cta: {
      title: 'Let us look at your numbers',
      text: 'Book a discovery call and leave with at least three changes you can make this month, whether or not you hire us.',
    },
  },
  es: {
    hero: {
      eyebrow: 'Consultoría',
      title: 'Consultoría para el comercio de cannabis',
      subtitle:
        'Ayuda práctica de un equipo que lleva años trabajando con dispensarios: implementación de IA, sitios web que venden, búsqueda local, reseñas y las cifras que hay detrás.',
      points: ['Implementación de IA', 'Creación de sitios web', 'SEO y reseñas'],
    },
    services: {
      title: 'Cómo te podemos ayudar',
      subtitle: 'Elige un proyecto o combínalos. Cada proyecto empieza con tus cifras, no con una plantilla.',
      cards: [
        {
          icon: 'bot',
          title: 'Implementación de IA',
          text: 'Planeación y lanzamiento de chatbots y agentes en tu sitio: limpieza de los datos de productos, tono de voz, reglas de traspaso al personal y capacitación para tu equipo.',
        },
        {
          icon: 'monitor',
          title: 'Creación de sitios web',
          text: 'Sitios web de dispensarios rápidos y accesibles, con tu menú en vivo, confirmación de edad y páginas por sucursal, hechos para que los clientes que navegan desde el celular terminen comprando.',
        },
        {
          icon: 'search',
          title: 'SEO local',
          text: 'Páginas por sucursal, datos estructurados y contenido que te ayudan a aparecer cuando los clientes cercanos buscan un dispensario o un producto.',
        },
        {
          icon: 'star',
          title: 'Estrategia de reseñas',
          text: 'Formas sencillas de pedir reseñas a los clientes satisfechos, responder a cada una con tu propia voz y subir tu calificación en los sitios en los que confían los clientes.',
        },
        {
          icon: 'chart-column',
          title: 'Analíticas de ventas',
          text: 'Paneles con el tamaño del pedido, la conversión, las visitas repetidas y los resultados de las promociones, para que las decisiones salgan de los datos y no de corazonadas.',
        },
        {
          icon: 'presentation',
          title: 'Capacitación del personal',
          text: 'Talleres que ayudan a los budtenders a trabajar junto a las herramientas de IA: cuándo intervenir, cómo hacer ventas adicionales con naturalidad y cómo usar el historial del chat en el mostrador.',
        },
      ],
    },
    stats: {
      title: 'Lo que ven nuestros clientes de consultoría',
      subtitle: 'Resultados típicos en los dispensarios con los que hemos trabajado.',
      items: [
        {
          value: CLAIMS.revenueGrowth,
          label: 'crecimiento de ingresos',
          description: 'Crecimiento promedio de los ingresos en línea en el primer año',
        },
        {
          value: CLAIMS.customerSatisfaction,
          label: 'satisfacción de los clientes',
          description: 'Clientes que califican su experiencia como buena o excelente',
        },
        {
          value: CLAIMS.operationalEfficiency,
          label: 'eficiencia operativa',
          description: 'Menos tiempo dedicado a preguntas repetitivas y tareas administrativas',
        },
        {
          value: CLAIMS.dispensaries,
          label: 'dispensarios',
          description: 'Comercios que han trabajado con nuestro equipo',
        },
      ],
    },
    process: {
      title: 'Cómo funciona un proyecto',
      subtitle: 'Pasos claros, alcance definido y un contacto asignado desde el primer día.',
      items: [
        {
          title: 'Llamada inicial',
          text: 'Treinta minutos sobre tus objetivos, tus tiendas y los sistemas que ya usas.',
        },
        {
          title: 'Auditoría',
          text: 'Revisamos tu sitio web, los datos de tu menú, tu presencia en las búsquedas y tus reseñas, y te mostramos dónde se te escapan las ventas.',
        },
        {title: 'Plan', text: 'Un plan por escrito con prioridades, plazos y un precio fijo para cada proyecto.'},
        {
          title: 'Entrega y traspaso',
          text: 'Construimos, lanzamos y medimos, y después te lo entregamos con documentación y capacitación para tu equipo.',
        },
      ],
    },
    cta: {
      title: 'Déjanos revisar tus cifras',
      text: 'Reserva una llamada inicial y llévate al menos tres cambios que puedes hacer este mes, nos contrates o no.',
    },
  },
};

/** Button labels shared by the service pages. */
export type ServiceActions = Record<'talk' | 'contact' | 'discovery' | 'integrations' | 'productBot', string>;

export const serviceActions: Localized<ServiceActions> = {
  en: {
    talk: 'Talk to us',
    contact: 'Contact BudBot',
    discovery: 'Book a discovery call',
    integrations: 'See our integrations',
    productBot: 'Meet the AI product bot',
  },
  es: {
    talk: 'Habla con nosotros',
    contact: 'Contacta a BudBot',
    discovery: 'Reserva una llamada inicial',
    integrations: 'Ver nuestras integraciones',
    productBot: 'Conoce el bot de productos con IA',
  },
};
