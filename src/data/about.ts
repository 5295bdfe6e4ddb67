import {BRAND, CLAIMS, LINKS, type Localized} from './constants';
import type {Action, IconCard, Illustration, Stat, Testimonial} from './schemas';

/** Copy of /about, in every language. Figures come from constants. */

// Shared shapes, re-exported for the components that render them.
export type {IconCard, Illustration, Testimonial};
type TimelineEntry = {year: string; title: string; text: string};

export type AboutContent = {
  hero: {eyebrow: string; title: string; subtitle: string; stats: readonly Stat[]};
  mission: {
    title: string;
    paragraphs: readonly string[];
    image: Illustration;
    /** Shown in a gray box when the image cannot load. */
    imageFallback: string;
  };
  timeline: {title: string; subtitle: string; entries: readonly TimelineEntry[]};
  features: {title: string; subtitle: string; cards: readonly IconCard[]};
  testimonials: {title: string; items: readonly Testimonial[]};
  cta: {title: string; text: string; actions: readonly Action[]};
};

export const about: Localized<AboutContent> = {
  en: {
    hero: {
      eyebrow: `About ${BRAND}`,
      title: 'We build the budtender that never clocks out',
      subtitle:
        'BudBot started behind a dispensary counter, watching good shoppers leave online menus without the help they would have had in store. Today it answers, recommends and recovers carts for cannabis retailers across the country.',
      stats: [
        {value: CLAIMS.dispensaries, label: 'Dispensaries served'},
        {value: CLAIMS.years, label: 'Years in cannabis retail tech'},
        {value: CLAIMS.availability, label: 'Budtending on every menu'},
      ],
    },
    mission: {
      title: 'Our mission: every online shopper gets a great budtender',
      paragraphs: [
        'In a store, a good budtender asks what the customer wants to feel, steers a first-timer toward a gentle dose and remembers what a regular liked last time. Online, that same customer gets a grid of products and a checkout button. Most of them leave.',
        'BudBot puts that conversation on your menu. It knows your live inventory, speaks in your brand voice, suggests the pairing your staff would suggest and hands the chat to a person when a question needs one. Your team keeps the relationships; BudBot covers the hours and the volume they cannot.',
        'We build only for licensed cannabis retail, so compliance, age-gated audiences and menu data from your point of sale are the starting point, not an afterthought.',
      ],
      image: {
        src: '/img/about/budbot-chat-counter.svg',
        alt: 'A BudBot chat window on a dispensary menu, recommending a product and a pairing to a shopper',
        width: 560,
        height: 420,
      },
      imageFallback: 'Cannabis Chatbot Technology',
    },
    timeline: {
      title: 'How we got here',
      subtitle: `${CLAIMS.years} years of building for the people who run dispensaries.`,
      entries: [
        {
          year: '2020',
          title: 'Started at the counter',
          text: 'Our founders ran e-commerce for a multi-store dispensary group when online ordering exploded. Carts filled up and emptied out, and nobody was there to answer "what will help me sleep?" at 11 pm. We started writing the assistant we wished we had.',
        },
        {
          year: '2022',
          title: 'The virtual budtender goes live',
          text: 'BudBot launched with live menu sync from the major point-of-sale and menu platforms, product recommendations by effect and format, and the first version of cart recovery. Early partner stores shaped every screen of the admin.',
        },
        {
          year: 'Now',
          title: `${CLAIMS.dispensaries} dispensaries and a full agent suite`,
          text: `BudBot now serves ${CLAIMS.dispensaries} dispensaries with a family of agents for upselling, loyalty, reviews, staff knowledge and accessibility, all answering ${CLAIMS.availability}.`,
        },
      ],
    },
    features: {
      title: 'What sets BudBot apart',
      subtitle: 'Built for cannabis retail, from the product data up.',
      cards: [
        {
          icon: 'leaf',
          title: 'Cannabis-native recommendations',
          text: 'Recommends by desired effect, format, potency and price from your live menu, and steers new consumers toward low-dose options first.',
        },
        {
          icon: 'shopping-cart',
          title: 'Cart recovery that feels like service',
          text: `When a shopper goes quiet for ${CLAIMS.cartRecoveryAfterMinutes} minutes, BudBot checks in with help or an offer you approved, instead of letting the cart go cold.`,
        },
        {
          icon: 'receipt',
          title: 'Compliance first',
          text: 'Works behind your age gate, avoids medical claims and keeps a log of every conversation for your compliance team.',
        },
        {
          icon: 'handshake',
          title: 'A hand-off to your staff',
          text: 'When a question needs a person, such as a medical patient with a complex need, BudBot passes the chat and its context to your team.',
        },
        {
          icon: 'zap',
          title: 'Fast answers, any hour',
          text: `Replies in under ${CLAIMS.replySeconds} seconds, ${CLAIMS.availability}, with ${CLAIMS.uptime} uptime, so late-night shoppers get the same help as the lunch rush.`,
        },
        {
          icon: 'trending-up',
          title: 'Numbers you can act on',
          text: 'See which questions shoppers ask, which products the bot sells and which promotions move carts, and export it all as CSV.',
        },
      ],
    },
    testimonials: {
      title: 'What dispensary teams tell us',
      items: [
        {
          quote:
            'Our budtenders were answering the same ten questions on the phone all day. BudBot took those over on the menu, and our team finally has time for the customers standing in front of them.',
          author: 'Maria Delgado',
          position: 'General Manager',
          company: 'Single-location dispensary, Sacramento, CA',
        },
        {
          quote:
            'The pairing suggestions are what surprised me. It recommends the same add-ons my best staff would, and our online baskets got noticeably bigger within the first month.',
          author: 'Kevin Park',
          position: 'E-commerce Director',
          company: 'Four-store chain, Portland, OR',
        },
      ],
    },
    cta: {
      title: 'Talk to the team behind BudBot',
      text: 'Questions about your menu, your point of sale or your state rules? We will walk you through how BudBot would work in your store.',
      actions: [
        {label: 'Contact Us', to: '/contact'},
        {label: 'Book a Demo', href: LINKS.scheduling},
      ],
    },
  },
  es: {
    hero: {
      eyebrow: `Sobre ${BRAND}`,
      title: 'Creamos el budtender que nunca termina su turno',
      subtitle:
        'BudBot nació detrás del mostrador de un dispensario, viendo cómo buenos clientes abandonaban los menús en línea sin la ayuda que habrían tenido en la tienda. Hoy responde, recomienda y recupera carritos para comercios de cannabis de todo el país.',
      stats: [
        {value: CLAIMS.dispensaries, label: 'Dispensarios atendidos'},
        {value: CLAIMS.years, label: 'Años en tecnología para el comercio de cannabis'},
        {value: CLAIMS.availability, label: 'Atención de budtender en cada menú'},
      ],
    },
    mission: {
      title: 'Nuestra misión: que cada cliente en línea tenga un gran budtender',
      paragraphs: [
        'En la tienda, un buen budtender pregunta qué quiere sentir el cliente, orienta a quien viene por primera vez hacia una dosis suave y recuerda lo que le gustó a un cliente habitual la última vez. En línea, ese mismo cliente se encuentra con una cuadrícula de productos y un botón de pago. La mayoría se va.',
        'BudBot lleva esa conversación a tu menú. Conoce tu inventario en vivo, habla con la voz de tu marca, sugiere la combinación que sugeriría tu personal y pasa el chat a una persona cuando una pregunta lo necesita. Tu equipo conserva las relaciones; BudBot cubre las horas y el volumen que ellos no alcanzan.',
        'Solo trabajamos para el comercio de cannabis con licencia, así que el cumplimiento normativo, un público verificado por edad y los datos del menú de tu punto de venta son el punto de partida, no algo que se agrega después.',
      ],
      image: {
        src: '/img/about/budbot-chat-counter.es.svg',
        alt: 'Una ventana de chat de BudBot en el menú de un dispensario, recomendando un producto y una combinación a un cliente',
        width: 560,
        height: 420,
      },
      imageFallback: 'Tecnología de chatbots para cannabis',
    },
    timeline: {
      title: 'Cómo llegamos hasta aquí',
      subtitle: `${CLAIMS.years} años creando herramientas para quienes dirigen dispensarios.`,
      entries: [
        {
          year: '2020',
          title: 'Empezamos en el mostrador',
          text: 'Nuestros fundadores manejaban el comercio electrónico de un grupo de dispensarios con varias tiendas cuando los pedidos en línea se dispararon. Los carritos se llenaban y se vaciaban, y no había nadie para responder “¿qué me ayuda a dormir?” a las 11 de la noche. Empezamos a crear el asistente que nos hubiera gustado tener.',
        },
        {
          year: '2022',
          title: 'El budtender virtual se pone en marcha',
          text: 'BudBot se lanzó con el menú sincronizado en vivo desde las principales plataformas de punto de venta y de menú, recomendaciones de productos por efecto y formato, y la primera versión de la recuperación de carritos. Las primeras tiendas asociadas le dieron forma a cada pantalla del panel de administración.',
        },
        {
          year: 'Hoy',
          title: `${CLAIMS.dispensaries} dispensarios y un conjunto completo de agentes`,
          text: `Hoy BudBot atiende a ${CLAIMS.dispensaries} dispensarios con una familia de agentes para ventas adicionales, lealtad, reseñas, conocimiento del personal y accesibilidad, todos respondiendo ${CLAIMS.availability}.`,
        },
      ],
    },
    features: {
      title: 'Lo que distingue a BudBot',
      subtitle: 'Hecho para el comercio de cannabis, empezando por los datos de cada producto.',
      cards: [
        {
          icon: 'leaf',
          title: 'Recomendaciones pensadas para el cannabis',
          text: 'Recomienda por efecto deseado, formato, potencia y precio a partir de tu menú en vivo, y orienta primero a los consumidores nuevos hacia opciones de dosis baja.',
        },
        {
          icon: 'shopping-cart',
          title: 'Recuperación de carritos que se siente como buen servicio',
          text: `Cuando un cliente deja de responder durante ${CLAIMS.cartRecoveryAfterMinutes} minutos, BudBot se acerca con ayuda o con una oferta que aprobaste, en lugar de dejar que el carrito se enfríe.`,
        },
        {
          icon: 'receipt',
          title: 'El cumplimiento normativo primero',
          text: 'Funciona detrás de tu verificación de edad, evita las afirmaciones médicas y guarda un registro de cada conversación para tu equipo de cumplimiento.',
        },
        {
          icon: 'handshake',
          title: 'Un traspaso a tu personal',
          text: 'Cuando una pregunta necesita a una persona, como un paciente de cannabis medicinal con una necesidad compleja, BudBot pasa el chat y su contexto a tu equipo.',
        },
        {
          icon: 'zap',
          title: 'Respuestas rápidas a cualquier hora',
          text: `Responde en menos de ${CLAIMS.replySeconds} segundos, ${CLAIMS.availability}, con ${CLAIMS.uptime} de disponibilidad, para que quien compra de madrugada reciba la misma ayuda que en la hora pico del mediodía.`,
        },
        {
          icon: 'trending-up',
          title: 'Cifras para tomar decisiones',
          text: 'Mira qué preguntan los clientes, qué productos vende el bot y qué promociones mueven los carritos, y exporta todo a CSV.',
        },
      ],
    },
    testimonials: {
      title: 'Lo que nos cuentan los equipos de los dispensarios',
      items: [
        {
          quote:
            'Nuestros budtenders se pasaban el día contestando por teléfono las mismas diez preguntas. BudBot se encargó de ellas en el menú, y por fin nuestro equipo tiene tiempo para los clientes que tiene enfrente.',
          author: 'Maria Delgado',
          position: 'Gerente general',
          company: 'Dispensario con una sola sucursal, Sacramento, CA',
        },
        {
          quote:
            'Lo que más me sorprendió fueron las combinaciones que sugiere. Recomienda los mismos complementos que recomendarían mis mejores empleados, y nuestros carritos en línea se hicieron notablemente más grandes en el primer mes.',
          author: 'Kevin Park',
          position: 'Director de comercio electrónico',
          company: 'Cadena de cuatro tiendas, Portland, OR',
        },
      ],
    },
    cta: {
      title: 'Habla con el equipo detrás de BudBot',
      text: '¿Tienes preguntas sobre tu menú, tu punto de venta o las reglas de tu estado? Te mostramos cómo funcionaría BudBot en tu tienda.',
      actions: [
        {label: 'Contáctanos', to: '/contact'},
        {label: 'Reserva una demostración', href: LINKS.scheduling},
      ],
    },
  },
};
