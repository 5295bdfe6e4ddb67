/**
 * /waitlist: launch hero with a typing line and progress
 * bar, a chat preview, three feature cards, three animated counters, the
 * form, a scrolling banner and a link to /how-it-works. Live numbers (count,
 * progress) come from the server; the figures here are headline claims.
 * Each section's copy is one table with an entry per language.
 */
import {ADA_WIDGET, CLAIMS, PRICING, type Localized} from './constants';
import type {IconName} from './schemas';

type ChatLine = {from: 'shopper' | 'bot'; text: string};
type WaitlistFeature = {icon: IconName; title: string; text: string};
type WaitlistCounter = {figure: string; label: string; description: string};

export type WaitlistHeroCopy = {
  eyebrow: string;
  title: string;
  /** Typed one after another; screen readers and no-JS visitors get all of them at once. */
  typingPhrases: readonly string[];
  subtitle: string;
  progressLabel: string;
  /** The readiness bar's value, read out: "72% ready". */
  progressValue: (percent: number) => string;
  countLabel: string;
  primaryAction: string;
  secondaryAction: string;
};

export type ChatPreviewCopy = {
  title: string;
  subtitle: string;
  storeName: string;
  /** Read before each message by screen readers, since the bubbles differ only visually. */
  speakers: Record<ChatLine['from'], string>;
  status: string;
  lines: readonly ChatLine[];
  demoLink: string;
};

export type WaitlistFeaturesCopy = {title: string; cards: readonly WaitlistFeature[]};
export type WaitlistCountersCopy = {title: string; items: readonly WaitlistCounter[]};
export type WaitlistFormSectionCopy = {
  title: string;
  text: string;
  perks: readonly string[];
  joinedTitle: string;
  joinedText: string;
};
export type WaitlistBannerCopy = {label: string; messages: readonly string[]};
export type WaitlistClosingCopy = {title: string; text: string; howItWorks: string; demo: string};

export const waitlistHero: Localized<WaitlistHeroCopy> = {
  en: {
    eyebrow: 'Early access',
    title: 'The BudBot AI Chatbot Is Almost Ready',
    typingPhrases: [
      `Answers every shopper in under ${CLAIMS.replySeconds} seconds.`,
      'Recommends only what is in stock today.',
      'Wins back carts before shoppers leave.',
      'Hands tricky questions to your staff.',
    ],
    subtitle: `Join the waitlist for early access. Dispensaries on the list get ${PRICING.earlyAccessFreeMonths} months of premium features free when we launch.`,
    progressLabel: 'Launch readiness',
    progressValue: (percent) => `${percent}% ready`,
    countLabel: 'dispensaries on the waitlist',
    primaryAction: 'Join the waitlist',
    secondaryAction: 'Try the live demo',
  },
  es: {
    eyebrow: 'Acceso anticipado',
    title: 'El chatbot con IA de BudBot ya casi está listo',
    typingPhrases: [
      `Responde a cada cliente en menos de ${CLAIMS.replySeconds} segundos.`,
      'Recomienda solo lo que hay disponible hoy.',
      'Recupera carritos antes de que el cliente se vaya.',
      'Pasa las preguntas difíciles a tu personal.',
    ],
    subtitle: `Únete a la lista de espera para tener acceso anticipado. Los dispensarios de la lista reciben ${PRICING.earlyAccessFreeMonths} meses de funciones premium gratis cuando lancemos.`,
    progressLabel: 'Preparación para el lanzamiento',
    progressValue: (percent) => `${percent}% listo`,
    countLabel: 'dispensarios en la lista de espera',
    primaryAction: 'Únete a la lista de espera',
    secondaryAction: 'Prueba la demostración en vivo',
  },
};

export const chatPreview: Localized<ChatPreviewCopy> = {
  en: {
    title: 'See a conversation before you sign up',
    subtitle: 'A real exchange from our scripted demo: a first-time shopper, a clear answer and an easy next step.',
    storeName: 'Evergreen Dispensary',
    speakers: {bot: 'BudBot', shopper: 'Shopper'},
    status: 'Online',
    lines: [
      {
        from: 'shopper',
        text: 'Hi! First time buying. I want something to help me unwind at night without feeling foggy in the morning.',
      },
      {
        from: 'bot',
        text: 'Welcome! For a gentle evening wind-down, many first-time shoppers start low: a 1:1 CBD:THC tincture lets you take a small measured dose and adjust slowly.',
      },
      {from: 'shopper', text: 'Do you have one in stock, and what does it cost?'},
      {
        from: 'bot',
        text: 'Yes, the Calm Drops 1:1 tincture is in stock today at $32, and it is part of this week’s wellness bundle. Want me to add it to your pickup order?',
      },
    ],
    demoLink: 'Open the full demo',
  },
  es: {
    title: 'Mira una conversación antes de registrarte',
    subtitle:
      'Un intercambio real de nuestra demostración guiada: un cliente que compra por primera vez, una respuesta clara y un siguiente paso sencillo.',
    storeName: 'Evergreen Dispensary',
    speakers: {bot: 'BudBot', shopper: 'Cliente'},
    status: 'En línea',
    lines: [
      {
        from: 'shopper',
        text: '¡Hola! Es mi primera vez comprando. Quiero algo que me ayude a relajarme en la noche sin levantarme con la cabeza pesada.',
      },
      {
        from: 'bot',
        text: '¡Te damos la bienvenida! Para relajarse con calma en la noche, muchos clientes que compran por primera vez empiezan con poco: una tintura 1:1 de CBD:THC te permite tomar una dosis pequeña y medida, y ajustarla poco a poco.',
      },
      {from: 'shopper', text: '¿Tienen una disponible? ¿Cuánto cuesta?'},
      {
        from: 'bot',
        text: 'Sí, la tintura Calm Drops 1:1 está disponible hoy a $32 y forma parte del paquete de bienestar de esta semana. ¿Quieres que la agregue a tu pedido para recoger?',
      },
    ],
    demoLink: 'Abre la demostración completa',
  },
};

export const waitlistFeatures: Localized<WaitlistFeaturesCopy> = {
  en: {
    title: 'What you get at launch',
    cards: [
      {
        icon: 'compass',
        title: 'A budtender on every page',
        text: 'Guides shoppers by effect, format and budget, and recommends from your live menu, day and night.',
      },
      {
        icon: 'shopping-cart',
        title: 'Cart recovery built in',
        text: 'Spots hesitation and offers the right nudge, a bundle or a small discount, before the shopper closes the tab.',
      },
      {
        icon: 'accessibility',
        title: 'Accessibility included',
        text: `The ADA widget comes free with any agent: ${ADA_WIDGET.features} features, ${ADA_WIDGET.standard}, text scaling up to ${ADA_WIDGET.textScalingMaxPercent}%.`,
      },
    ],
  },
  es: {
    title: 'Lo que recibes en el lanzamiento',
    cards: [
      {
        icon: 'compass',
        title: 'Un budtender en cada página',
        text: 'Guía a los clientes por efecto, formato y presupuesto, y recomienda desde tu menú en vivo, de día y de noche.',
      },
      {
        icon: 'shopping-cart',
        title: 'Recuperación de carritos incluida',
        text: 'Detecta cuando un cliente duda y le da el empujón adecuado, un paquete o un pequeño descuento, antes de que cierre la pestaña.',
      },
      {
        icon: 'accessibility',
        title: 'Accesibilidad incluida',
        text: `El ADA widget viene gratis con cualquier agente: ${ADA_WIDGET.features} funciones, ${ADA_WIDGET.standard} y texto ampliable hasta ${ADA_WIDGET.textScalingMaxPercent}%.`,
      },
    ],
  },
};

export const waitlistCounters: Localized<WaitlistCountersCopy> = {
  en: {
    title: 'Results dispensaries already see',
    items: [
      {figure: CLAIMS.dispensaries, label: 'dispensaries', description: 'already use BudBot agents on their menus'},
      {
        figure: CLAIMS.cartRecovery,
        label: 'carts recovered',
        description: 'of abandoned carts won back by timely offers',
      },
      {
        figure: CLAIMS.aovLift,
        label: 'average order value',
        description: 'from recommendations that add the right extra',
      },
    ],
  },
  es: {
    title: 'Resultados que los dispensarios ya ven',
    items: [
      {figure: CLAIMS.dispensaries, label: 'dispensarios', description: 'ya usan agentes de BudBot en sus menús'},
      {
        figure: CLAIMS.cartRecovery,
        label: 'carritos recuperados',
        description: 'de los carritos abandonados se recuperan con ofertas oportunas',
      },
      {
        figure: CLAIMS.aovLift,
        label: 'valor promedio del pedido',
        description: 'gracias a recomendaciones que suman el complemento indicado',
      },
    ],
  },
};

export const waitlistFormSection: Localized<WaitlistFormSectionCopy> = {
  en: {
    title: 'Join the waitlist',
    text: 'Tell us where to reach you. We will email you when BudBot is ready for your store, and only about that.',
    perks: [
      `${PRICING.earlyAccessFreeMonths} months of premium features free`,
      'Priority onboarding with a setup specialist',
      'Help connecting your POS or menu platform',
    ],
    joinedTitle: 'You’re on the list',
    joinedText: 'Thank you! We’ve added your dispensary and will be in touch before launch.',
  },
  es: {
    title: 'Únete a la lista de espera',
    text: 'Dinos dónde contactarte. Te escribiremos por correo electrónico cuando BudBot esté listo para tu tienda, y solo para eso.',
    perks: [
      `${PRICING.earlyAccessFreeMonths} meses de funciones premium gratis`,
      'Incorporación prioritaria con un especialista en configuración',
      'Ayuda para conectar tu punto de venta (POS) o tu plataforma de menú',
    ],
    joinedTitle: 'Ya estás en la lista',
    joinedText: '¡Gracias! Agregamos tu dispensario y nos pondremos en contacto antes del lanzamiento.',
  },
};

/** The scrolling banner; under reduced motion its messages stand still as a list. */
export const waitlistBanner: Localized<WaitlistBannerCopy> = {
  en: {
    label: 'Why dispensaries join',
    messages: [
      `${PRICING.earlyAccessFreeMonths} months of premium features free for early access`,
      `Replies in under ${CLAIMS.replySeconds} seconds`,
      `Set up in ${CLAIMS.setupMinutes} minutes`,
      'Works with Dutchie, Treez, Cova, Flowhub and more',
      'Free ADA widget with any agent',
      `${CLAIMS.availability} answers, even after closing`,
    ],
  },
  es: {
    label: 'Por qué se unen los dispensarios',
    messages: [
      `${PRICING.earlyAccessFreeMonths} meses de funciones premium gratis con el acceso anticipado`,
      `Respuestas en menos de ${CLAIMS.replySeconds} segundos`,
      `Se configura en ${CLAIMS.setupMinutes} minutos`,
      'Funciona con Dutchie, Treez, Cova, Flowhub y más',
      'ADA widget gratis con cualquier agente',
      `Respuestas ${CLAIMS.availability}, incluso después del cierre`,
    ],
  },
};

export const waitlistClosing: Localized<WaitlistClosingCopy> = {
  en: {
    title: 'Want to see how it works first?',
    text: 'Walk through setup, a typical conversation and the integrations, step by step.',
    howItWorks: 'See how it works',
    demo: 'Try the live demo',
  },
  es: {
    title: '¿Quieres ver primero cómo funciona?',
    text: 'Recorre paso a paso la configuración, una conversación típica y las integraciones.',
    howItWorks: 'Mira cómo funciona',
    demo: 'Prueba la demostración en vivo',
  },
};
