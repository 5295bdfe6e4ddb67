import {ADA_WIDGET, AGENT_PRICING, BRAND, CLAIMS, CONFERENCE, PRICING, TITLE_SUFFIX, type Localized} from './constants';
import type {PageMeta, PageMetaTable} from '../lib/pageMeta';

/**
 * Head metadata of every route (docs-engineering/decisions.md#page-metadata), with /request-demo,
 * /demo and the three collection list pages, per language. Unknown
 * routes fall back to the home entry; blog posts, newsletter issues and case
 * studies set their own title and description from their front matter.
 * Paths and canonicals are each language's own paths (`/pricing`); the head
 * gives them the language's prefix. The Spanish table has no entry for the
 * English-only collection pages, which the Spanish site does not build.
 */

const t = (title: string) => `${title}${TITLE_SUFFIX}`;

const entry = (path: string, meta: Omit<PageMeta, 'canonical'> & {canonical?: string}): [string, PageMeta] => [
  path,
  {...meta, canonical: meta.canonical ?? path},
];

const ENGLISH: PageMetaTable = Object.fromEntries([
  entry('/', {
    title: t('AI Virtual Budtender for Cannabis Dispensaries'),
    description: `${BRAND} answers shoppers' questions, recommends products and recovers abandoned carts on your dispensary website, 24/7, from $${PRICING.planMonthly}/month.`,
    keywords: [
      'cannabis AI chatbot',
      'virtual budtender',
      'dispensary chatbot',
      'cannabis cart abandonment',
      'dispensary ecommerce',
    ],
  }),
  entry('/about', {
    title: t('About Us: Built for Cannabis Retail'),
    description: `Meet the team behind ${BRAND}: ${CLAIMS.years} years in cannabis retail technology and ${CLAIMS.dispensaries} dispensaries helped to sell more online.`,
    keywords: ['about BudBot', 'cannabis retail technology', 'dispensary software company', 'cannabis AI team'],
  }),
  entry('/how-it-works', {
    title: t('How It Works: Live in Five Steps'),
    description: `How ${BRAND} connects to your menu and POS, answers shoppers in under ${CLAIMS.replySeconds} seconds and hands conversations to staff, in five setup steps.`,
    keywords: ['how BudBot works', 'dispensary chatbot setup', 'cannabis menu integration', 'virtual budtender setup'],
  }),
  entry('/pricing', {
    title: t(`Pricing: AI Budtender from $${PRICING.annualPerMonth}/month`),
    description: `One plan: $${PRICING.pricingPageMonthly}/month, or $${PRICING.annualPerMonth}/month billed yearly. ${PRICING.trialDaysPricing}-day free trial, ${PRICING.guaranteeDays}-day money-back guarantee, no setup fees, cancel anytime.`,
    keywords: ['BudBot pricing', 'dispensary chatbot price', 'cannabis AI chatbot cost', 'virtual budtender pricing'],
  }),
  entry('/blog', {
    title: t('Blog: Cannabis Retail Insights'),
    description:
      'Practical articles for dispensary owners on retail analytics, AI product recommendations, chatbots and the KPIs that grow online sales.',
    keywords: ['cannabis retail blog', 'dispensary business intelligence', 'cannabis AI articles', 'dispensary KPIs'],
  }),
  entry('/content-hub', {
    title: t('Content Hub: Articles, Studies, Newsletters'),
    description: `Everything ${BRAND} publishes for cannabis retailers in one place: blog articles, customer success stories, weekly newsletter issues and social updates.`,
    keywords: [
      'cannabis retail resources',
      'dispensary content hub',
      'cannabis marketing insights',
      'BudBot resources',
    ],
  }),
  entry('/case-studies', {
    title: t('Case Studies: Dispensary Results'),
    description: `How dispensaries use ${BRAND} to cut cart abandonment, raise average order value and keep customers coming back, with before and after figures.`,
    keywords: [
      'dispensary case study',
      'cannabis chatbot results',
      'cart abandonment case study',
      'dispensary customer retention',
    ],
  }),
  entry('/newsletters', {
    title: t('Cannabis Retail Intelligence Weekly'),
    description: `The weekly newsletter for dispensary operators: ${CLAIMS.newsletterIssues} issues of sales data, shopper trends and playbooks, read by ${CLAIMS.newsletterWeeklySubscribers} subscribers.`,
    keywords: [
      'cannabis retail newsletter',
      'dispensary industry news',
      'cannabis market data',
      'dispensary trends weekly',
    ],
  }),
  entry('/social', {
    title: t('Social Media Hub'),
    description: `Follow ${BRAND} on LinkedIn, Instagram and YouTube for cannabis retail tips, product walkthroughs and short videos from dispensaries using AI.`,
    keywords: ['BudBot social media', 'cannabis retail LinkedIn', 'dispensary marketing videos', 'BudBot Instagram'],
  }),
  entry('/contact', {
    title: t('Support and Contact'),
    description: `Questions about ${BRAND}, billing or your integration? Contact our support team or book a call with a cannabis retail specialist.`,
    keywords: ['contact BudBot', 'BudBot support', 'dispensary chatbot help', 'cannabis AI support'],
  }),
  entry('/ask', {
    title: t('Ask the Help Center'),
    description: `Ask a question about ${BRAND} the way you would ask a colleague: the answer quotes the Help Center guides and links to the section that says so.`,
    keywords: ['BudBot help', 'BudBot Help Center question', 'dispensary chatbot how to', 'BudBot answers'],
  }),
  entry('/request-demo', {
    title: t('Request a Demo'),
    description: `See ${BRAND} answer real shopper questions on your own menu. Request a personalised demo and a specialist will contact you within one business day.`,
    keywords: ['BudBot demo', 'dispensary chatbot demo', 'virtual budtender demo', 'cannabis AI demo request'],
  }),
  entry('/demo', {
    title: t('Live Chat Demo: Sleep Aid Shopper'),
    description: `Try the scripted ${BRAND} demo: follow a shopper looking for a sleep aid and watch the virtual budtender recommend, cross-sell and build a cart.`,
    keywords: ['BudBot live demo', 'cannabis chatbot demo', 'virtual budtender example', 'dispensary AI demo'],
  }),
  entry('/ai-product-bot', {
    title: t('AI Product Bot for Dispensaries'),
    description: `The ${BRAND} product bot recommends from your live menu, cross-sells, recovers carts and remembers customers. ${PRICING.trialDaysLanding}-day free trial.`,
    keywords: ['cannabis product recommendation bot', 'dispensary AI chatbot', 'cannabis upsell bot', 'AI budtender'],
  }),
  entry('/ai-agents', {
    title: t('AI Agents Suite for Cannabis Retail'),
    description:
      'Five AI agents for dispensaries: upsell, loyalty, review management, knowledge base and an ADA accessibility widget, each switched on when you need it.',
    keywords: ['cannabis AI agents', 'dispensary automation', 'cannabis loyalty agent', 'dispensary review management'],
  }),
  entry('/agents/upsell-agent', {
    title: t('Upsell Agent: Raise Average Order Value'),
    description: `The upsell agent suggests the right add-on at the right moment: ${CLAIMS.aovLift} average order value for dispensaries, from $${AGENT_PRICING['upsell-agent'].monthly}/month.`,
    keywords: ['cannabis upsell', 'dispensary average order value', 'cross-sell cannabis products', 'AI upsell agent'],
  }),
  entry('/agents/loyalty-agent', {
    title: t('Loyalty Agent: Keep Customers Returning'),
    description: `Win back lapsed shoppers and reward regulars with personalised offers. The loyalty agent costs $${AGENT_PRICING['loyalty-agent'].monthly}/month with a ${AGENT_PRICING['loyalty-agent'].guaranteeDays}-day guarantee.`,
    keywords: [
      'dispensary loyalty program',
      'cannabis customer retention',
      'AI loyalty agent',
      'dispensary repeat customers',
    ],
  }),
  entry('/agents/ada-widget', {
    title: t('ADA Accessibility Widget for Dispensaries'),
    description: `${ADA_WIDGET.features} accessibility features for your dispensary website, ${ADA_WIDGET.standard} support and text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%, free with any ${BRAND} agent.`,
    keywords: ['dispensary ADA compliance', 'cannabis website accessibility', 'ADA widget', 'WCAG dispensary website'],
  }),
  entry('/agents/review-agent', {
    title: t('Review Agent: More Five-Star Reviews'),
    description: `Ask happy customers for reviews at the right time and answer every review fast. The review agent costs $${AGENT_PRICING['review-agent'].monthly}/month with a ${AGENT_PRICING['review-agent'].guaranteeDays}-day guarantee.`,
    keywords: ['dispensary reviews', 'cannabis review management', 'Google reviews dispensary', 'AI review agent'],
  }),
  entry('/agents/knowledge-agent', {
    title: t('Knowledge Agent: Answers for Staff'),
    description: `Give budtenders and shoppers quick answers about products, effects and store policies, drawn from your own approved content. The knowledge agent costs $${AGENT_PRICING['knowledge-agent'].monthly}/month.`,
    keywords: ['budtender training', 'cannabis knowledge base', 'dispensary staff assistant', 'AI knowledge agent'],
  }),
  entry('/services/digital-signage', {
    title: t('Digital Signage and Menu Boards'),
    description:
      'Digital menu boards and in-store screens for dispensaries that stay in sync with your live menu and show promotions that change through the day.',
    keywords: [
      'dispensary digital signage',
      'cannabis menu boards',
      'dispensary TV menu',
      'in-store cannabis displays',
    ],
  }),
  entry('/services/ad-network', {
    title: t('Cannabis Ad Network'),
    description:
      'Reach cannabis shoppers where advertising is allowed: compliant display and in-store placements for dispensaries and brands through our partner network.',
    keywords: ['cannabis advertising', 'dispensary ad network', 'cannabis marketing compliant', 'cannabis display ads'],
  }),
  entry('/services/consultancy', {
    title: t('Cannabis Retail Consultancy'),
    description:
      'Website building, SEO and AI implementation for dispensaries, from specialists who have launched online menus and chatbots for cannabis retailers.',
    keywords: [
      'cannabis consultancy',
      'dispensary website building',
      'cannabis SEO services',
      'dispensary AI implementation',
    ],
  }),
  entry('/integrations', {
    title: t('Integrations: POS and Menu Platforms'),
    description: `${BRAND} connects to Dutchie, Treez, Cova, Flowhub, Monarch, Dispense and AIQ, so answers and recommendations always match your live inventory.`,
    keywords: ['dispensary POS integration', 'Dutchie chatbot', 'Treez integration', 'cannabis menu integration'],
  }),
  entry('/waitlist', {
    title: t('Join the Waitlist'),
    description: `Join the ${BRAND} waitlist for early access to the AI budtender and get ${PRICING.earlyAccessFreeMonths} months of premium features free when your dispensary goes live.`,
    keywords: ['BudBot waitlist', 'cannabis chatbot early access', 'virtual budtender beta', 'dispensary AI waitlist'],
  }),
  entry('/privacy', {
    title: t('Privacy Policy'),
    description: `How ${BRAND} collects, uses and protects information from visitors and customers of this website, and the choices you have about your data.`,
    keywords: ['BudBot privacy policy', 'data protection', 'privacy', 'cookies'],
  }),
  entry('/privacy/delete', {
    title: t('Delete Your Data'),
    description: `Confirm the deletion of every form submission made with your email address on the ${BRAND} website. Opened from the link we emailed you.`,
    keywords: ['delete my data', 'BudBot privacy request', 'data deletion', 'CCPA request'],
  }),
  entry('/sitemap', {
    title: t('Sitemap'),
    description: `Every page of the ${BRAND} website in one list: product and agent pages, services, pricing, articles, case studies and newsletter issues.`,
    keywords: ['BudBot sitemap', 'site map', 'all pages', 'BudBot pages'],
  }),
  entry('/mj-unpacked', {
    title: t('MJ Unpacked Offer: Free AI Chatbot'),
    description: `Met us at MJ Unpacked? Claim a free AI chatbot for your dispensary: ${CONFERENCE.freeMonths} months free, only ${CONFERENCE.totalLicenses} licenses available.`,
    keywords: ['MJ Unpacked', 'free cannabis chatbot', 'cannabis conference offer', 'dispensary AI free trial'],
  }),
]);

const SPANISH: PageMetaTable = Object.fromEntries([
  entry('/', {
    title: t('Budtender virtual con IA para dispensarios de cannabis'),
    description: `${BRAND} responde a tus clientes, recomienda productos y recupera carritos abandonados en el sitio de tu dispensario, 24/7, desde $${PRICING.planMonthly}/mes.`,
    keywords: [
      'chatbot de IA para cannabis',
      'budtender virtual',
      'chatbot para dispensarios',
      'carritos abandonados cannabis',
      'tienda en línea de dispensario',
    ],
  }),
  entry('/about', {
    title: t('Quiénes somos: hechos para la venta de cannabis'),
    description: `Conoce al equipo de ${BRAND}: ${CLAIMS.years} años en tecnología para tiendas de cannabis y ${CLAIMS.dispensaries} dispensarios a los que ayudamos a vender más en línea.`,
    keywords: [
      'quiénes somos BudBot',
      'tecnología para tiendas de cannabis',
      'software para dispensarios',
      'IA para cannabis',
    ],
  }),
  entry('/how-it-works', {
    title: t('Cómo funciona: en marcha en cinco pasos'),
    description: `Cómo ${BRAND} se conecta a tu menú y POS, responde a tus clientes en menos de ${CLAIMS.replySeconds} segundos y pasa las conversaciones a tu equipo, en cinco pasos de configuración.`,
    keywords: [
      'cómo funciona BudBot',
      'configurar chatbot de dispensario',
      'integración de menú cannabis',
      'budtender virtual',
    ],
  }),
  entry('/pricing', {
    title: t(`Precios: budtender con IA desde $${PRICING.annualPerMonth}/mes`),
    description: `Un plan: $${PRICING.pricingPageMonthly}/mes o $${PRICING.annualPerMonth}/mes con pago anual. Prueba gratis de ${PRICING.trialDaysPricing} días, garantía de reembolso de ${PRICING.guaranteeDays} días, sin costos de configuración. Cancela cuando quieras.`,
    keywords: ['precios BudBot', 'precio chatbot dispensario', 'costo chatbot IA cannabis', 'precio budtender virtual'],
  }),
  entry('/content-hub', {
    title: t('Centro de contenido: artículos, casos y boletines'),
    description: `Todo lo que ${BRAND} publica para tiendas de cannabis en un solo lugar: artículos, casos de éxito, boletines semanales y novedades en redes.`,
    keywords: [
      'recursos para dispensarios',
      'centro de contenido cannabis',
      'marketing para dispensarios',
      'recursos BudBot',
    ],
  }),
  entry('/social', {
    title: t('BudBot en redes sociales'),
    description: `Sigue a ${BRAND} en LinkedIn, Instagram y YouTube: consejos para vender cannabis, recorridos del producto y videos cortos de dispensarios que usan IA.`,
    keywords: ['BudBot redes sociales', 'LinkedIn cannabis', 'videos para dispensarios', 'BudBot Instagram'],
  }),
  entry('/contact', {
    title: t('Soporte y contacto'),
    description: `¿Preguntas sobre ${BRAND}, tu facturación o tu integración? Escribe a nuestro equipo de soporte o agenda una llamada con un especialista en dispensarios.`,
    keywords: ['contacto BudBot', 'soporte BudBot', 'ayuda chatbot dispensario', 'soporte IA cannabis'],
  }),
  entry('/ask', {
    title: t('Pregúntale al Centro de ayuda'),
    description: `Pregunta sobre ${BRAND} como se lo preguntarías a un compañero: la respuesta cita las guías del Centro de ayuda y enlaza a la sección que lo dice.`,
    keywords: [
      'ayuda BudBot',
      'pregunta Centro de ayuda BudBot',
      'cómo usar chatbot de dispensario',
      'respuestas BudBot',
    ],
  }),
  entry('/request-demo', {
    title: t('Solicita una demostración'),
    description: `Mira cómo ${BRAND} responde preguntas reales de clientes con tu menú. Pide una demostración personalizada y un especialista te contactará en un día hábil.`,
    keywords: [
      'demostración BudBot',
      'demo chatbot dispensario',
      'demo budtender virtual',
      'solicitar demo IA cannabis',
    ],
  }),
  entry('/demo', {
    title: t('Demostración en vivo: un cliente busca dormir mejor'),
    description: `Prueba la demostración con guion de ${BRAND}: un cliente busca algo para dormir y el budtender virtual le recomienda, le sugiere extras y arma el carrito.`,
    keywords: ['demo en vivo BudBot', 'demo chatbot cannabis', 'ejemplo budtender virtual', 'demo IA dispensario'],
  }),
  entry('/ai-product-bot', {
    title: t('Bot de productos con IA para dispensarios'),
    description: `El bot de productos de ${BRAND} recomienda desde tu menú en vivo, sugiere extras, recupera carritos y recuerda a tus clientes. Prueba gratis de ${PRICING.trialDaysLanding} días.`,
    keywords: [
      'bot de recomendación de productos',
      'chatbot IA dispensario',
      'bot de ventas cannabis',
      'budtender con IA',
    ],
  }),
  entry('/ai-agents', {
    title: t('Agentes de IA para tiendas de cannabis'),
    description:
      'Cinco agentes de IA para dispensarios: ventas adicionales, lealtad, reseñas, base de conocimiento y el ADA widget de accesibilidad. Actívalos cuando quieras.',
    keywords: [
      'agentes de IA cannabis',
      'automatización para dispensarios',
      'agente de lealtad cannabis',
      'gestión de reseñas dispensario',
    ],
  }),
  entry('/agents/upsell-agent', {
    title: t('Upsell Agent: sube el valor promedio del pedido'),
    description: `El Upsell Agent sugiere el complemento justo en el momento justo: ${CLAIMS.aovLift} en el valor promedio del pedido, desde $${AGENT_PRICING['upsell-agent'].monthly}/mes.`,
    keywords: [
      'venta adicional cannabis',
      'valor promedio del pedido dispensario',
      'venta cruzada cannabis',
      'Upsell Agent',
    ],
  }),
  entry('/agents/loyalty-agent', {
    title: t('Loyalty Agent: clientes que vuelven'),
    description: `Recupera clientes inactivos y premia a los frecuentes con ofertas personalizadas. El Loyalty Agent cuesta $${AGENT_PRICING['loyalty-agent'].monthly}/mes, con garantía de ${AGENT_PRICING['loyalty-agent'].guaranteeDays} días.`,
    keywords: [
      'programa de lealtad dispensario',
      'retención de clientes cannabis',
      'Loyalty Agent',
      'clientes frecuentes dispensario',
    ],
  }),
  entry('/agents/ada-widget', {
    title: t('ADA widget de accesibilidad para dispensarios'),
    description: `${ADA_WIDGET.features} funciones de accesibilidad para el sitio de tu dispensario, soporte ${ADA_WIDGET.standard} y texto ampliable hasta ${ADA_WIDGET.textScalingMaxPercent}%, gratis con cualquier agente de ${BRAND}.`,
    keywords: [
      'cumplimiento ADA dispensario',
      'accesibilidad sitio web cannabis',
      'ADA widget',
      'WCAG sitio de dispensario',
    ],
  }),
  entry('/agents/review-agent', {
    title: t('Review Agent: más reseñas de cinco estrellas'),
    description: `Pide reseñas a tus clientes contentos en el momento justo y responde cada reseña rápido. El Review Agent cuesta $${AGENT_PRICING['review-agent'].monthly}/mes, con garantía de ${AGENT_PRICING['review-agent'].guaranteeDays} días.`,
    keywords: ['reseñas dispensario', 'gestión de reseñas cannabis', 'reseñas de Google dispensario', 'Review Agent'],
  }),
  entry('/agents/knowledge-agent', {
    title: t('Knowledge Agent: respuestas para tu equipo'),
    description: `Respuestas rápidas para budtenders y clientes sobre productos, efectos y políticas de la tienda, desde tu contenido aprobado. El Knowledge Agent cuesta $${AGENT_PRICING['knowledge-agent'].monthly}/mes.`,
    keywords: [
      'capacitación de budtenders',
      'base de conocimiento cannabis',
      'asistente para el personal',
      'Knowledge Agent',
    ],
  }),
  entry('/services/digital-signage', {
    title: t('Señalización digital y menús en pantalla'),
    description:
      'Menús digitales y pantallas en tienda para dispensarios, sincronizados con tu menú en vivo y con promociones que cambian a lo largo del día.',
    keywords: [
      'señalización digital dispensario',
      'menús digitales cannabis',
      'menú en TV dispensario',
      'pantallas en tienda cannabis',
    ],
  }),
  entry('/services/ad-network', {
    title: t('Red publicitaria de cannabis'),
    description:
      'Publicidad de cannabis donde está permitida: anuncios en línea y en tienda que cumplen las normas, para dispensarios y marcas, con nuestra red de socios.',
    keywords: [
      'publicidad de cannabis',
      'red publicitaria dispensario',
      'marketing cannabis que cumple',
      'anuncios display cannabis',
    ],
  }),
  entry('/services/consultancy', {
    title: t('Consultoría para tiendas de cannabis'),
    description:
      'Sitios web, SEO e implementación de IA para dispensarios, con especialistas que ya lanzaron menús en línea y chatbots para tiendas de cannabis.',
    keywords: [
      'consultoría cannabis',
      'sitio web para dispensario',
      'SEO para cannabis',
      'implementación de IA dispensario',
    ],
  }),
  entry('/integrations', {
    title: t('Integraciones: POS y plataformas de menú'),
    description: `${BRAND} se conecta con Dutchie, Treez, Cova, Flowhub, Monarch, Dispense y AIQ: sus respuestas y recomendaciones siempre coinciden con tu inventario en vivo.`,
    keywords: ['integración POS dispensario', 'chatbot Dutchie', 'integración Treez', 'integración de menú cannabis'],
  }),
  entry('/waitlist', {
    title: t('Únete a la lista de espera'),
    description: `Únete a la lista de espera de ${BRAND}: acceso anticipado al budtender con IA y ${PRICING.earlyAccessFreeMonths} meses de funciones premium gratis cuando lo actives en tu dispensario.`,
    keywords: [
      'lista de espera BudBot',
      'acceso anticipado chatbot cannabis',
      'beta budtender virtual',
      'lista de espera IA dispensario',
    ],
  }),
  entry('/privacy', {
    title: t('Política de privacidad'),
    description: `Cómo ${BRAND} recopila, usa y protege la información de los visitantes y clientes de este sitio web, y qué opciones tienes sobre tus datos.`,
    keywords: ['política de privacidad BudBot', 'protección de datos', 'privacidad', 'cookies'],
  }),
  entry('/privacy/delete', {
    title: t('Borra tus datos'),
    description: `Confirma que quieres borrar todos los formularios enviados con tu correo electrónico en el sitio de ${BRAND}. Llegaste aquí desde el enlace que te enviamos.`,
    keywords: ['borrar mis datos', 'solicitud de privacidad BudBot', 'eliminación de datos', 'solicitud CCPA'],
  }),
  entry('/sitemap', {
    title: t('Mapa del sitio'),
    description: `Todas las páginas del sitio de ${BRAND}: producto y agentes, servicios, precios, Centro de ayuda, y los artículos, casos de éxito y boletines (en inglés).`,
    keywords: ['mapa del sitio BudBot', 'mapa del sitio', 'todas las páginas', 'páginas de BudBot'],
  }),
  entry('/mj-unpacked', {
    title: t('Oferta MJ Unpacked: chatbot con IA gratis'),
    description: `¿Nos conociste en MJ Unpacked? Pide un chatbot con IA gratis para tu dispensario: ${CONFERENCE.freeMonths} meses gratis, solo ${CONFERENCE.totalLicenses} licencias disponibles.`,
    keywords: [
      'MJ Unpacked',
      'chatbot de cannabis gratis',
      'oferta conferencia cannabis',
      'prueba gratis IA dispensario',
    ],
  }),
]);

export const PAGE_META: Localized<PageMetaTable> = {en: ENGLISH, es: SPANISH};
