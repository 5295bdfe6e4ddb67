import {DEMO, type Localized} from './constants';

/** Copy of the chat demos, the demo popup and the /demo page. */
const en = {
  chat: {
    botName: 'BudBot',
    storeName: 'Evergreen Wellness',
    online: 'Online',
    inputLabel: 'Message (this demo is answered with the options above)',
    inputPlaceholder: 'Pick an option above',
    reset: 'Reset',
    typing: 'BudBot is typing',
    optionsLabel: 'Reply options',
    summaryPreparing: 'Putting your order together',
    summaryTitle: 'Your order summary',
    totalLabel: 'Total',
    savingsLabel: 'You save',
    couponText: `Use code {code} for ${DEMO.summaryCoupon.percentOff}% off your next order.`,
    promoExpires: 'Expires in {minutes} minutes',
    pause: 'Pause demo',
    resume: 'Play demo',
    next: 'Next conversation',
    complete: 'That is the whole conversation. Reset to try other answers.',
    /** Read before each bubble by screen readers, since the two speakers differ only visually. */
    shopper: 'Shopper',
    productsLabel: 'Suggested products',
    sendLabel: 'Send message',
    /** The message log's name: "<chat name>: messages". */
    messagesLabel: 'messages',
    /** Read before a struck-through list price. */
    was: 'was',
    /** The home demo's line under the bot's name: "1 of 3: First-time shopper, 7:15 PM". */
    scenario: (position: number, count: number, title: string) => `${position} of ${count}: ${title}`,
  },
  popup: {
    title: 'See BudBot Sell on Your Menu',
    text: "Leave your details and we'll set up a short walkthrough using your own products.",
    logo: '/img/logo.svg',
    close: 'Close demo request',
  },
  page: {
    meta: {
      title: 'Live Demo: AI Budtender Sleep-Aid Conversation',
      description:
        'Click through a scripted BudBot conversation: a shopper looking for better sleep gets product picks, a flash-sale offer and an order summary.',
    },
    back: {label: 'Back to the waitlist', to: '/waitlist'},
    eyebrow: 'Interactive demo',
    title: 'Watch BudBot Help a Shopper Sleep Better',
    subtitle:
      'Play the shopper: pick an answer and see how BudBot narrows the choice, suggests a pairing and builds the order.',
    chatTitle: 'Sleep-aid conversation',
    carouselTitle: 'Products BudBot recommends in this demo',
    carouselText: 'Use the buttons or the left and right arrow keys to browse.',
    carouselLabel: 'Demo product carousel',
    /** What screen readers call the carousel and each of its slides. */
    roles: {carousel: 'carousel', slide: 'slide'},
    previous: 'Previous product',
    next: 'Next product',
    /** A slide's name among the carousel's: "2 of 10". */
    slide: (position: number, count: number) => `${position} of ${count}`,
    /** Announced as the carousel moves: "Night Cap CBN Tincture: product 1 of 10". */
    position: (name: string, position: number, count: number) => `${name}: product ${position} of ${count}`,
    card: {newBadge: 'New', potency: 'Potency', flavor: 'Flavor', effects: 'Effects'},
    cta: {
      title: 'Want this on your menu?',
      text: 'Join the waitlist and we will set BudBot up with your own products.',
      action: {label: 'Join the Waitlist', to: '/waitlist#waitlist-form'},
    },
  },
};

export type DemoCopy = typeof en;

const es: DemoCopy = {
  chat: {
    botName: 'BudBot',
    storeName: 'Evergreen Wellness',
    online: 'En línea',
    inputLabel: 'Mensaje (en esta demostración se responde con las opciones de arriba)',
    inputPlaceholder: 'Elige una opción de arriba',
    reset: 'Reiniciar',
    typing: 'BudBot está escribiendo',
    optionsLabel: 'Opciones de respuesta',
    summaryPreparing: 'Preparando tu pedido',
    summaryTitle: 'Resumen de tu pedido',
    totalLabel: 'Total',
    savingsLabel: 'Ahorras',
    couponText: `Usa el código {code} y obtén ${DEMO.summaryCoupon.percentOff}% de descuento en tu próximo pedido.`,
    promoExpires: 'Vence en {minutes} minutos',
    pause: 'Pausar',
    resume: 'Reanudar',
    next: 'Otra conversación',
    complete: 'Esa es toda la conversación. Reinicia para probar otras respuestas.',
    shopper: 'Cliente',
    productsLabel: 'Productos sugeridos',
    sendLabel: 'Enviar mensaje',
    messagesLabel: 'mensajes',
    was: 'antes',
    scenario: (position, count, title) => `${position} de ${count}: ${title}`,
  },
  popup: {
    title: 'Mira cómo BudBot vende en tu menú',
    text: 'Déjanos tus datos y te preparamos un recorrido breve con tus propios productos.',
    logo: '/img/logo.svg',
    close: 'Cerrar la solicitud de demostración',
  },
  page: {
    meta: {
      title: 'Demostración en vivo: conversación del budtender con IA sobre el sueño',
      description:
        'Recorre una conversación guiada de BudBot: un cliente que quiere dormir mejor recibe sugerencias de productos, una oferta relámpago y el resumen de su pedido.',
    },
    back: {label: 'Volver a la lista de espera', to: '/waitlist'},
    eyebrow: 'Demostración interactiva',
    title: 'Mira cómo BudBot ayuda a un cliente a dormir mejor',
    subtitle:
      'Ponte en el lugar del cliente: elige una respuesta y mira cómo BudBot acota las opciones, sugiere una combinación y arma el pedido.',
    chatTitle: 'Conversación para dormir mejor',
    carouselTitle: 'Productos que BudBot recomienda en esta demostración',
    carouselText: 'Usa los botones o las flechas izquierda y derecha del teclado para recorrerlos.',
    carouselLabel: 'Carrusel de productos de la demostración',
    roles: {carousel: 'carrusel', slide: 'diapositiva'},
    previous: 'Producto anterior',
    next: 'Producto siguiente',
    slide: (position, count) => `${position} de ${count}`,
    position: (name, position, count) => `${name}: producto ${position} de ${count}`,
    card: {newBadge: 'Nuevo', potency: 'Potencia', flavor: 'Sabor', effects: 'Efectos'},
    cta: {
      title: '¿Quieres esto en tu menú?',
      text: 'Únete a la lista de espera y configuraremos BudBot con tus propios productos.',
      action: {label: 'Únete a la lista de espera', to: '/waitlist#waitlist-form'},
    },
  },
};

export const DEMO_COPY: Localized<DemoCopy> = {en, es};
