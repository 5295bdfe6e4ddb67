import {BRAND, CLAIMS, LINKS, PRICING, type Localized} from './constants';
import type {Action, FaqItem, IconCard, Illustration, Stat, Testimonial} from './schemas';

/** Copy of /ai-product-bot, the chatbot's landing page, in every language. Trial here: PRICING.trialDaysLanding. */

const landingTrialLabel: Localized<string> = {
  en: `${PRICING.trialDaysLanding}-day free trial`,
  es: `prueba gratis de ${PRICING.trialDaysLanding} días`,
};

/** A label that opens a sentence or a list item: "prueba gratis…" → "Prueba gratis…". */
const capitalized = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

type DemoOption = IconCard & {action: Action};

export type ProductBotContent = {
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    stats: readonly Stat[];
    actions: readonly Action[];
    image: Illustration;
  };
  problems: {title: string; subtitle: string; cards: readonly IconCard[]};
  features: {title: string; subtitle: string; cards: readonly IconCard[]};
  adminTools: {title: string; subtitle: string; tools: readonly IconCard[]; image: Illustration};
  tech: {title: string; subtitle: string; points: readonly IconCard[]; actions: readonly Action[]};
  compliance: {title: string; subtitle: string; cards: readonly IconCard[]};
  results: {title: string; subtitle: string; stats: readonly Stat[]};
  pricing: {
    title: string;
    subtitle: string;
    price: string;
    period: string;
    includes: readonly string[];
    actions: readonly Action[];
  };
  testimonials: {title: string; items: readonly Testimonial[]};
  setup: {title: string; subtitle: string};
  faq: {title: string; items: readonly FaqItem[]};
  demo: {title: string; subtitle: string; options: readonly DemoOption[]};
  cta: {title: string; text: string; actions: readonly Action[]};
};

/** The 13 questions of the landing page FAQ, in every language. */
const faqItems: Localized<readonly FaqItem[]> = {
  en: [
    {
      question: `What exactly is ${BRAND}?`,
      answer: `${BRAND} is an AI virtual budtender for your online menu. It answers shopper questions, recommends in-stock products, suggests add-ons, recovers abandoned carts and hands conversations to your staff when needed.`,
    },
    {
      question: 'How long does setup take?',
      answer: `Pasting the widget takes about ${CLAIMS.setupMinutes} minutes. Connecting your menu and choosing your tone and offers usually happens on one onboarding call with our team.`,
    },
    {
      question: 'Which menu and point-of-sale platforms do you support?',
      answer:
        'Dutchie, Treez, Cova, Flowhub, Monarch, Dispense and AIQ today, plus custom menus through our API. The integrations page lists the details.',
    },
    {
      question: 'Will it recommend products we are out of?',
      answer: 'No. Recommendations come from your live inventory, so out-of-stock products are never suggested.',
    },
    {
      question: 'How does cart recovery work?',
      answer: `If a shopper with items in the cart goes quiet for ${CLAIMS.cartRecoveryAfterMinutes} minutes, ${BRAND} checks in: it answers the question that stalled them or makes the cart-recovery offer you chose, from the promotions you created in the promotion builder.`,
    },
    {
      question: 'Does it make medical claims?',
      answer:
        'No. It describes effects in the language you approve, never diagnoses or promises treatment, and hands medical questions to your staff.',
    },
    {
      question: 'Can shoppers reach a real person?',
      answer:
        'Yes. Any shopper can ask for a person, and the bot hands over automatically for sensitive questions, passing the conversation so far to your team.',
    },
    {
      question: 'Can it sound like our brand?',
      answer:
        'Yes. Choose a brand tone preset, from friendly neighbourhood shop to premium boutique, and fine-tune greetings and replies with the template library.',
    },
    {
      question: 'What does it cost?',
      answer: `${BRAND} is $${PRICING.planMonthly} a month with a ${landingTrialLabel.en}, a ${PRICING.guaranteeDays}-day money-back guarantee and no setup fees. Cancel anytime.`,
    },
    {
      question: 'Can we export our data?',
      answer:
        'Yes. Conversations, recovered carts and product analytics export as CSV, and the API gives your developers the same data.',
    },
    {
      question: 'Will the widget slow down our menu?',
      answer: `No. The widget loads after your page and replies in under ${CLAIMS.replySeconds} seconds, with ${CLAIMS.uptime} uptime.`,
    },
    {
      question: 'Is customer data safe?',
      answer:
        'Conversations are encrypted in transit and at rest, stay yours, and are never sold or used to advertise to your customers.',
    },
    {
      question: 'What if it is not right for us?',
      answer: `Cancel during the ${landingTrialLabel.en} and pay nothing. After that, the ${PRICING.guaranteeDays}-day money-back guarantee still applies.`,
    },
  ],
  es: [
    {
      question: `¿Qué es ${BRAND} exactamente?`,
      answer: `${BRAND} es un budtender virtual con IA para tu menú en línea. Responde las preguntas de tus clientes, recomienda productos disponibles, sugiere complementos, recupera carritos abandonados y pasa la conversación a tu personal cuando hace falta.`,
    },
    {
      question: '¿Cuánto tarda la configuración?',
      answer: `Pegar el widget toma unos ${CLAIMS.setupMinutes} minutos. Conectar tu menú y elegir tu tono y tus ofertas normalmente se hace en una sola llamada de bienvenida con nuestro equipo.`,
    },
    {
      question: '¿Con qué plataformas de menú y de punto de venta funciona?',
      answer:
        'Hoy con Dutchie, Treez, Cova, Flowhub, Monarch, Dispense y AIQ, y con menús propios a través de nuestra API. La página de integraciones tiene los detalles.',
    },
    {
      question: '¿Va a recomendar productos que tenemos agotados?',
      answer: 'No. Las recomendaciones salen de tu inventario en vivo, así que nunca sugiere productos agotados.',
    },
    {
      question: '¿Cómo funciona la recuperación de carritos?',
      answer: `Si un cliente con productos en el carrito deja de responder durante ${CLAIMS.cartRecoveryAfterMinutes} minutos, ${BRAND} se acerca a él: responde la pregunta que lo detuvo o le hace la oferta de recuperación de carritos que elegiste entre las promociones que creaste en el creador de promociones.`,
    },
    {
      question: '¿Hace afirmaciones médicas?',
      answer:
        'No. Describe los efectos con las palabras que tú apruebas, nunca diagnostica ni promete tratamientos, y pasa las preguntas médicas a tu personal.',
    },
    {
      question: '¿Los clientes pueden hablar con una persona real?',
      answer:
        'Sí. Cualquier cliente puede pedir hablar con una persona, y el bot hace el traspaso automáticamente cuando la pregunta es delicada, con toda la conversación hasta ese momento para tu equipo.',
    },
    {
      question: '¿Puede sonar como nuestra marca?',
      answer:
        'Sí. Elige un tono de marca predefinido, desde la tienda amigable del barrio hasta la boutique premium, y ajusta los saludos y las respuestas con la biblioteca de plantillas.',
    },
    {
      question: '¿Cuánto cuesta?',
      answer: `${BRAND} cuesta $${PRICING.planMonthly} al mes, con una ${landingTrialLabel.es}, una garantía de devolución del dinero de ${PRICING.guaranteeDays} días y sin costos de configuración. Cancela cuando quieras.`,
    },
    {
      question: '¿Podemos exportar nuestros datos?',
      answer:
        'Sí. Las conversaciones, los carritos recuperados y las analíticas de productos se exportan en CSV, y la API les da a tus desarrolladores los mismos datos.',
    },
    {
      question: '¿El widget va a hacer más lento nuestro menú?',
      answer: `No. El widget carga después de tu página y responde en menos de ${CLAIMS.replySeconds} segundos, con ${CLAIMS.uptime} de disponibilidad.`,
    },
    {
      question: '¿Los datos de los clientes están seguros?',
      answer:
        'Las conversaciones se cifran en tránsito y en reposo, siguen siendo tuyas y nunca se venden ni se usan para mostrarles publicidad a tus clientes.',
    },
    {
      question: '¿Y si no es lo que necesitamos?',
      answer: `Cancela durante la ${landingTrialLabel.es} y no pagas nada. Después, sigue vigente la garantía de devolución del dinero de ${PRICING.guaranteeDays} días.`,
    },
  ],
};

export const productBot: Localized<ProductBotContent> = {
  en: {
    hero: {
      eyebrow: 'AI-Powered Product Bot',
      title: 'The virtual budtender that turns browsers into buyers',
      subtitle: `${BRAND} answers every question on your online menu, recommends the right product from live stock and brings abandoned carts back, ${CLAIMS.availability}.`,
      stats: [
        {value: CLAIMS.abandonmentReductionLanding, label: 'Fewer abandoned carts'},
        {value: CLAIMS.aovLift, label: 'Average order value'},
        {value: `<${CLAIMS.replySeconds}s`, label: 'Reply time'},
      ],
      actions: [
        {label: 'Join the Waitlist', to: '/waitlist'},
        {label: 'See the Demo', to: '#demo', variant: 'secondary'},
      ],
      image: {
        src: '/img/product/chat-widget.svg',
        alt: 'The BudBot chat widget recommending two in-stock products and a pairing on a dispensary menu',
        width: 480,
        height: 520,
      },
    },
    problems: {
      title: 'Your online menu is losing sales you never see',
      subtitle: 'Shoppers arrive ready to buy and leave with questions nobody answered.',
      cards: [
        {
          icon: 'search',
          title: 'Shoppers research first',
          text: `${CLAIMS.customersResearchOnline} of customers research online before buying. A product grid cannot tell them which item fits.`,
        },
        {
          icon: 'shopping-cart',
          title: 'Carts go cold',
          text: `Abandoned carts cost a typical store ${CLAIMS.yearlyAbandonedCartLoss} a year, mostly from shoppers who hesitated on one question.`,
        },
        {
          icon: 'phone',
          title: 'Staff are stretched',
          text: 'Your budtenders answer the same questions by phone while a line forms at the counter.',
        },
        {
          icon: 'moon',
          title: 'Nobody on the late shift',
          text: 'Evening and weekend shoppers browse when no one is there to help them choose.',
        },
      ],
    },
    features: {
      title: 'What the bot does for your store',
      subtitle: 'Everything a great budtender does online, on every menu page.',
      cards: [
        {
          icon: 'leaf',
          title: 'Personal recommendations',
          text: 'Matches effect, format, potency and budget to in-stock products, and explains why.',
        },
        {
          icon: 'shopping-cart',
          title: 'Cart recovery',
          text: `Checks in after ${CLAIMS.cartRecoveryAfterMinutes} idle minutes with an answer or an approved offer.`,
        },
        {
          icon: 'plus',
          title: 'Cross-sell and upsell',
          text: `Suggests the add-ons you mapped, for ${CLAIMS.largerCarts} larger carts on average.`,
        },
        {
          icon: 'brain',
          title: 'Remembers customers',
          text: 'Picks up where a returning shopper left off and recalls what they liked.',
        },
        {
          icon: 'handshake',
          title: 'Staff hand-off',
          text: 'Passes sensitive or complex chats to your team with the full context.',
        },
        {
          icon: 'target',
          title: 'Promotions that fit',
          text: "Surfaces today's deals only when they match what the shopper is looking for.",
        },
      ],
    },
    adminTools: {
      title: 'Admin tools that put you in charge',
      subtitle: 'Your team decides what the bot recommends, offers and says.',
      tools: [
        {
          icon: 'link',
          title: 'Upsell mapping',
          text: 'Pair products and categories so the bot suggests the add-on your staff would.',
        },
        {
          icon: 'tag',
          title: 'Promotion builder',
          text: 'Create cart-recovery and bundle offers with limits, dates and codes you control.',
        },
        {
          icon: 'mic',
          title: 'Brand tone presets',
          text: 'Friendly, educational, premium or straight to the point, in one click.',
        },
        {
          icon: 'library',
          title: 'Template library',
          text: 'Ready-made greetings, FAQ answers and hand-off messages you can edit.',
        },
        {
          icon: 'chart-column',
          title: 'Analytics with CSV export',
          text: 'Questions asked, products sold through chat and carts recovered, exportable for your reports.',
        },
        {
          icon: 'puzzle',
          title: 'API',
          text: 'Connect custom menus, push events to your CRM or pull conversation data.',
        },
      ],
      image: {
        src: '/img/product/admin-dashboard.svg',
        alt: 'The BudBot admin dashboard showing recovered carts, top questions and an upsell map',
        width: 640,
        height: 420,
      },
    },
    tech: {
      title: 'Built on cannabis product knowledge',
      subtitle: 'Fast, reliable and connected to the systems you already run.',
      points: [
        {
          icon: 'flask-conical',
          title: 'Cannabis-trained AI',
          text: 'Understands formats, cannabinoids, terpenes and effects, and the way shoppers actually describe them.',
        },
        {
          icon: 'refresh-cw',
          title: 'Live menu sync',
          text: 'Reads stock and prices from your point of sale as they change.',
        },
        {
          icon: 'zap',
          title: 'Fast replies',
          text: `Under ${CLAIMS.replySeconds} seconds per reply, with ${CLAIMS.uptime} uptime.`,
        },
        {
          icon: 'feather',
          title: 'Light widget',
          text: 'Loads after your page, so your menu stays as fast as it is today.',
        },
      ],
      actions: [
        {label: 'See Integrations', to: '/integrations'},
        {label: 'Chat Widget Details', to: '/chat-widget', variant: 'secondary'},
      ],
    },
    compliance: {
      title: 'Compliance is part of the design',
      subtitle: 'Built for licensed retail, with your compliance team in mind.',
      cards: [
        {
          icon: 'id-card',
          title: 'Respects your age gate',
          text: 'Runs only behind the age verification your menu already uses.',
        },
        {
          icon: 'scale',
          title: 'No medical claims',
          text: 'Describes effects in your approved language and hands medical questions to staff.',
        },
        {
          icon: 'folder-open',
          title: 'Conversation logs',
          text: 'Every chat is stored and searchable for audits and training.',
        },
        {icon: 'lock', title: 'Customer privacy', text: 'Encrypted data, never sold, and deleted on request.'},
      ],
    },
    results: {
      title: 'Results dispensaries report',
      subtitle: 'Typical figures from stores running BudBot.',
      stats: [
        {value: CLAIMS.abandonmentReductionLanding, label: 'Fewer abandoned carts'},
        {value: CLAIMS.aovLift, label: 'Average order value'},
        {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Staff hours saved per month'},
        {value: CLAIMS.supportWorkloadDrop, label: 'Fewer support questions for staff'},
        {value: CLAIMS.revenueLiftMonthly, label: 'Added revenue per month'},
        {value: CLAIMS.roi.percent, label: `ROI within ${CLAIMS.roi.days} days`},
      ],
    },
    pricing: {
      title: 'Simple pricing',
      subtitle: 'One plan with every feature.',
      price: `$${PRICING.planMonthly}`,
      period: '/month',
      includes: [
        landingTrialLabel.en,
        `${PRICING.guaranteeDays}-day money-back guarantee`,
        'No setup fees',
        'Cancel anytime',
      ],
      actions: [
        {label: 'Start Free Trial', to: '/waitlist'},
        {label: 'Compare Plans', to: '/pricing', variant: 'secondary'},
      ],
    },
    testimonials: {
      title: 'From the stores using it',
      items: [
        {
          quote:
            'Shoppers ask BudBot the questions they used to call us about. Phone volume dropped and online orders went up in the same month.',
          author: 'Alicia Romero',
          position: 'Store Manager',
          company: 'Neighbourhood dispensary, Denver, CO',
        },
        {
          quote:
            'The promotion builder lets me decide exactly which offer a hesitant shopper sees. Recovered carts are now a line in my weekly report.',
          author: 'James Whitfield',
          position: 'Owner',
          company: 'Two-store dispensary, Ann Arbor, MI',
        },
        {
          quote: 'Setup was one call and a snippet. The bot was recommending from our live menu the same afternoon.',
          author: 'Priya Nair',
          position: 'Digital Marketing Lead',
          company: 'Delivery service, Los Angeles, CA',
        },
      ],
    },
    setup: {
      title: 'Live in five steps',
      subtitle: `Most stores are answering shoppers within a day; the snippet itself takes about ${CLAIMS.setupMinutes} minutes.`,
    },
    faq: {title: 'Frequently asked questions', items: faqItems.en},
    demo: {
      title: 'See it before you decide',
      subtitle: 'Pick the way that suits you.',
      options: [
        {
          icon: 'message-circle',
          title: 'Try the interactive demo',
          text: 'Click through a scripted shopping conversation, no sign-up needed.',
          action: {label: 'Open the Demo', to: '/demo'},
        },
        {
          icon: 'calendar',
          title: 'Book a live walkthrough',
          text: 'Twenty minutes with our team, using products like yours.',
          action: {label: 'Schedule a Demo', href: LINKS.scheduling},
        },
        {
          icon: 'mail',
          title: 'Ask us anything',
          text: 'Questions about your menu, platform or state rules? Write to us.',
          action: {label: 'Contact Us', to: '/contact-us'},
        },
      ],
    },
    cta: {
      title: 'Give every shopper a budtender',
      text: `${landingTrialLabel.en}. No setup fees. Cancel anytime.`,
      actions: [
        {label: 'Join the Waitlist', to: '/waitlist'},
        {label: 'See Pricing', to: '/pricing'},
        {label: 'Talk to Sales', to: '/contact-us'},
      ],
    },
  },
  es: {
    hero: {
      eyebrow: 'Bot de productos con IA',
      title: 'El budtender virtual que convierte a los curiosos en compradores',
      subtitle: `${BRAND} responde cada pregunta en tu menú en línea, recomienda el producto indicado a partir de tu inventario en vivo y recupera los carritos abandonados, ${CLAIMS.availability}.`,
      stats: [
        {value: CLAIMS.abandonmentReductionLanding, label: 'Menos carritos abandonados'},
        {value: CLAIMS.aovLift, label: 'Valor promedio del pedido'},
        {value: `<${CLAIMS.replySeconds}s`, label: 'Tiempo de respuesta'},
      ],
      actions: [
        {label: 'Únete a la lista de espera', to: '/waitlist'},
        {label: 'Ver la demostración', to: '#demo', variant: 'secondary'},
      ],
      image: {
        src: '/img/product/chat-widget.es.svg',
        alt: 'El widget de chat de BudBot recomienda dos productos disponibles y una combinación en el menú de un dispensario',
        width: 480,
        height: 520,
      },
    },
    problems: {
      title: 'Tu menú en línea está perdiendo ventas que nunca ves',
      subtitle: 'Los clientes llegan listos para comprar y se van con preguntas que nadie respondió.',
      cards: [
        {
          icon: 'search',
          title: 'Los clientes investigan primero',
          text: `El ${CLAIMS.customersResearchOnline} de los clientes investiga en línea antes de comprar. Una cuadrícula de productos no puede decirles cuál les conviene.`,
        },
        {
          icon: 'shopping-cart',
          title: 'Los carritos se enfrían',
          text: `Los carritos abandonados le cuestan a una tienda típica ${CLAIMS.yearlyAbandonedCartLoss} al año, sobre todo por clientes que dudaron ante una sola pregunta.`,
        },
        {
          icon: 'phone',
          title: 'El personal no se da abasto',
          text: 'Tus budtenders contestan por teléfono las mismas preguntas mientras se forma una fila en el mostrador.',
        },
        {
          icon: 'moon',
          title: 'Nadie en el turno de la noche',
          text: 'Quienes compran de noche o el fin de semana navegan cuando no hay nadie para ayudarles a elegir.',
        },
      ],
    },
    features: {
      title: 'Lo que el bot hace por tu tienda',
      subtitle: 'Todo lo que hace un gran budtender, en línea y en cada página de tu menú.',
      cards: [
        {
          icon: 'leaf',
          title: 'Recomendaciones personalizadas',
          text: 'Relaciona el efecto, el formato, la potencia y el presupuesto con productos disponibles, y explica por qué.',
        },
        {
          icon: 'shopping-cart',
          title: 'Recuperación de carritos',
          text: `Después de ${CLAIMS.cartRecoveryAfterMinutes} minutos de inactividad, se acerca al cliente con una respuesta o una oferta aprobada.`,
        },
        {
          icon: 'plus',
          title: 'Venta cruzada y venta adicional',
          text: `Sugiere los complementos que configuraste, con carritos un ${CLAIMS.largerCarts} más grandes en promedio.`,
        },
        {
          icon: 'brain',
          title: 'Recuerda a tus clientes',
          text: 'Retoma la conversación donde la dejó un cliente que regresa y recuerda lo que le gustó.',
        },
        {
          icon: 'handshake',
          title: 'Traspaso al personal',
          text: 'Pasa a tu equipo los chats delicados o complejos, con todo el contexto.',
        },
        {
          icon: 'target',
          title: 'Promociones que encajan',
          text: 'Muestra las ofertas del día solo cuando coinciden con lo que busca el cliente.',
        },
      ],
    },
    adminTools: {
      title: 'Herramientas de administración que te ponen al mando',
      subtitle: 'Tu equipo decide qué recomienda el bot, qué ofrece y qué dice.',
      tools: [
        {
          icon: 'link',
          title: 'Mapa de ventas adicionales',
          text: 'Relaciona productos y categorías para que el bot sugiera el complemento que sugeriría tu personal.',
        },
        {
          icon: 'tag',
          title: 'Creador de promociones',
          text: 'Crea ofertas de recuperación de carritos y paquetes, con límites, fechas y códigos que tú controlas.',
        },
        {
          icon: 'mic',
          title: 'Tonos de marca predefinidos',
          text: 'Amigable, educativo, premium o directo al grano, con un solo clic.',
        },
        {
          icon: 'library',
          title: 'Biblioteca de plantillas',
          text: 'Saludos, respuestas a preguntas frecuentes y mensajes de traspaso listos para usar y editar.',
        },
        {
          icon: 'chart-column',
          title: 'Analíticas con exportación a CSV',
          text: 'Las preguntas que hacen, los productos vendidos por chat y los carritos recuperados, listos para exportar a tus informes.',
        },
        {
          icon: 'puzzle',
          title: 'API',
          text: 'Conecta menús propios, envía eventos a tu CRM o descarga los datos de las conversaciones.',
        },
      ],
      image: {
        src: '/img/product/admin-dashboard.svg',
        alt: 'El panel de administración de BudBot con carritos recuperados, las preguntas más frecuentes y un mapa de ventas adicionales',
        width: 640,
        height: 420,
      },
    },
    tech: {
      title: 'Construido sobre el conocimiento de productos de cannabis',
      subtitle: 'Rápido, confiable y conectado a los sistemas que ya usas.',
      points: [
        {
          icon: 'flask-conical',
          title: 'IA entrenada en cannabis',
          text: 'Entiende formatos, cannabinoides, terpenos y efectos, y la manera en que los clientes los describen de verdad.',
        },
        {
          icon: 'refresh-cw',
          title: 'Menú sincronizado en vivo',
          text: 'Lee el inventario y los precios de tu punto de venta a medida que cambian.',
        },
        {
          icon: 'zap',
          title: 'Respuestas rápidas',
          text: `Menos de ${CLAIMS.replySeconds} segundos por respuesta, con ${CLAIMS.uptime} de disponibilidad.`,
        },
        {
          icon: 'feather',
          title: 'Widget ligero',
          text: 'Carga después de tu página, así que tu menú sigue igual de rápido que hoy.',
        },
      ],
      actions: [
        {label: 'Ver integraciones', to: '/integrations'},
        {label: 'Detalles del widget de chat', to: '/chat-widget', variant: 'secondary'},
      ],
    },
    compliance: {
      title: 'El cumplimiento normativo es parte del diseño',
      subtitle: 'Hecho para el comercio minorista con licencia, pensando en tu equipo de cumplimiento.',
      cards: [
        {
          icon: 'id-card',
          title: 'Respeta tu verificación de edad',
          text: 'Solo funciona detrás de la verificación de edad que ya usa tu menú.',
        },
        {
          icon: 'scale',
          title: 'Sin afirmaciones médicas',
          text: 'Describe los efectos con las palabras que aprobaste y pasa las preguntas médicas a tu personal.',
        },
        {
          icon: 'folder-open',
          title: 'Registro de conversaciones',
          text: 'Cada chat se guarda y se puede buscar, para auditorías y capacitación.',
        },
        {
          icon: 'lock',
          title: 'Privacidad de los clientes',
          text: 'Datos cifrados, nunca vendidos y eliminados cuando lo piden.',
        },
      ],
    },
    results: {
      title: 'Resultados que reportan los dispensarios',
      subtitle: 'Cifras típicas de tiendas que usan BudBot.',
      stats: [
        {value: CLAIMS.abandonmentReductionLanding, label: 'Menos carritos abandonados'},
        {value: CLAIMS.aovLift, label: 'Valor promedio del pedido'},
        {value: `${CLAIMS.hoursSavedMonthly}`, label: 'Horas de personal ahorradas al mes'},
        {value: CLAIMS.supportWorkloadDrop, label: 'Menos preguntas de soporte para el personal'},
        {value: CLAIMS.revenueLiftMonthly, label: 'Ingresos adicionales al mes'},
        {value: CLAIMS.roi.percent, label: `Retorno de la inversión en ${CLAIMS.roi.days} días`},
      ],
    },
    pricing: {
      title: 'Precios simples',
      subtitle: 'Un solo plan con todas las funciones.',
      price: `$${PRICING.planMonthly}`,
      period: '/mes',
      includes: [
        capitalized(landingTrialLabel.es),
        `Garantía de devolución del dinero de ${PRICING.guaranteeDays} días`,
        'Sin costos de configuración',
        'Cancela cuando quieras',
      ],
      actions: [
        {label: 'Empieza tu prueba gratis', to: '/waitlist'},
        {label: 'Compara los planes', to: '/pricing', variant: 'secondary'},
      ],
    },
    testimonials: {
      title: 'Lo que dicen las tiendas que lo usan',
      items: [
        {
          quote:
            'Los clientes le hacen a BudBot las preguntas por las que antes nos llamaban. Bajaron las llamadas y subieron los pedidos en línea en el mismo mes.',
          author: 'Alicia Romero',
          position: 'Gerente de tienda',
          company: 'Dispensario de barrio, Denver, CO',
        },
        {
          quote:
            'Con el creador de promociones decido exactamente qué oferta ve un cliente indeciso. Los carritos recuperados ahora son una línea de mi informe semanal.',
          author: 'James Whitfield',
          position: 'Dueño',
          company: 'Dispensario con dos tiendas, Ann Arbor, MI',
        },
        {
          quote:
            'La configuración fue una llamada y un fragmento de código. Esa misma tarde el bot ya recomendaba desde nuestro menú en vivo.',
          author: 'Priya Nair',
          position: 'Líder de marketing digital',
          company: 'Servicio de entregas, Los Ángeles, CA',
        },
      ],
    },
    setup: {
      title: 'En marcha en cinco pasos',
      subtitle: `La mayoría de las tiendas ya atiende a sus clientes en menos de un día; el fragmento de código en sí toma unos ${CLAIMS.setupMinutes} minutos.`,
    },
    faq: {title: 'Preguntas frecuentes', items: faqItems.es},
    demo: {
      title: 'Míralo antes de decidir',
      subtitle: 'Elige la forma que más te convenga.',
      options: [
        {
          icon: 'message-circle',
          title: 'Prueba la demostración interactiva',
          text: 'Recorre una conversación de compra de ejemplo, sin necesidad de registrarte.',
          action: {label: 'Abrir la demostración', to: '/demo'},
        },
        {
          icon: 'calendar',
          title: 'Reserva un recorrido en vivo',
          text: 'Veinte minutos con nuestro equipo, con productos como los tuyos.',
          action: {label: 'Agenda una demostración', href: LINKS.scheduling},
        },
        {
          icon: 'mail',
          title: 'Pregúntanos lo que quieras',
          text: '¿Tienes preguntas sobre tu menú, tu plataforma o las reglas de tu estado? Escríbenos.',
          action: {label: 'Contáctanos', to: '/contact-us'},
        },
      ],
    },
    cta: {
      title: 'Dale un budtender a cada cliente',
      text: `${capitalized(landingTrialLabel.es)}. Sin costos de configuración. Cancela cuando quieras.`,
      actions: [
        {label: 'Únete a la lista de espera', to: '/waitlist'},
        {label: 'Ver precios', to: '/pricing'},
        {label: 'Habla con ventas', to: '/contact-us'},
      ],
    },
  },
};
