import type {Locale, Localized} from './constants';
import {flashPromo} from '@site/src/lib/chat/summary';
import type {
  ChatOption,
  ChatScenario,
  GuidedScript,
  Promo,
  ScriptMessage,
  TeaserScript,
  UserReplies,
} from '@site/src/lib/chat/types';

/**
 * Scripts of the three chat demos: the home hero's looping
 * scenarios, the blog teaser's fixed reply order and the /demo sleep-aid
 * conversation. Products are referenced by id from demoProducts.ts.
 *
 * Each language has its own script, written as a shopper of that language talks, not translated
 * line by line; the ids, clock times, products, option values and routes are the same in every
 * language (chatScenarios.test.ts checks it), so the engines and the summary behave alike.
 */

type Extras = {options?: ChatOption[]; products?: string[]; contextRef?: string | null; promo?: Promo | null};

/** The message helpers of one language's scripts: a promo message carries that language's flash-sale card. */
function writer(locale: Locale) {
  const message = (
    type: ScriptMessage['type'],
    id: string,
    timestamp: string,
    text: string,
    extras: Extras = {},
  ): ScriptMessage => ({
    id,
    type,
    text,
    timestamp,
    isTyping: false,
    options: extras.options ?? [],
    products: extras.products ?? [],
    contextRef: extras.contextRef ?? null,
    promo: extras.promo ?? (type === 'promo' ? flashPromo(locale) : null),
  });
  return {
    bot: (id: string, time: string, text: string, extras?: Extras) => message('bot', id, time, text, extras),
    user: (id: string, time: string, text: string, contextRef: string | null = null) =>
      message('user', id, time, text, {contextRef}),
    promo: (id: string, time: string, text: string, extras?: Extras) => message('promo', id, time, text, extras),
  };
}

const en = writer('en');
const es = writer('es');

/** Home hero: three shoppers the bot serves while the store is busy or closed. */
export const HOME_SCENARIOS: Localized<readonly ChatScenario[]> = {
  en: [
    {
      id: 'first-timer',
      title: 'First-time shopper, 7:15 PM',
      messages: [
        en.bot(
          'ft-welcome',
          '7:15 PM',
          "Hi, welcome to Evergreen Wellness! I'm BudBot, the store's virtual budtender. Is this your first time shopping with us?",
          {
            options: [
              {text: 'Yes, first time', value: 'first-time'},
              {text: "I've shopped here before", value: 'returning'},
            ],
          },
        ),
        en.user(
          'ft-ask',
          '7:15 PM',
          'First time. I want something to unwind after work, nothing too strong.',
          'ft-welcome',
        ),
        en.bot(
          'ft-picks',
          '7:16 PM',
          'Good place to start. First-time customers usually pick a low dose they can measure. These two are popular for quiet evenings:',
          {
            products: ['chamomile-rest-tea', 'night-cap-tincture'],
            contextRef: 'ft-ask',
          },
        ),
        en.user('ft-deal', '7:16 PM', 'The tea sounds good. Any deals running tonight?', 'ft-picks'),
        en.promo('ft-promo', '7:16 PM', 'Good timing: tonight’s flash sale covers your whole order.', {
          contextRef: 'ft-deal',
        }),
        en.bot(
          'ft-close',
          '7:17 PM',
          'Both are saved to your cart with the sale applied. Start with one sachet and give it a full 90 minutes. Want it ready for pickup in 15 minutes?',
          {
            contextRef: 'ft-promo',
          },
        ),
      ],
    },
    {
      id: 'specific-seeker',
      title: 'Shopper with a strain in mind, 2:30 PM',
      messages: [
        en.bot('ss-welcome', '2:30 PM', 'Hi there! Looking for something specific today?', {
          options: [
            {text: 'A particular strain', value: 'strain'},
            {text: 'A vape cartridge', value: 'vape'},
          ],
        }),
        en.user('ss-ask', '2:30 PM', 'Do you have Granddaddy Purple in a half-gram cartridge?', 'ss-welcome'),
        en.bot(
          'ss-picks',
          '2:31 PM',
          'Yes, 14 in stock at the Main Street store. Since you like indica cartridges, the CBN Night Blend is on sale this week:',
          {
            products: ['granddaddy-purple-cart', 'cbn-night-vape'],
            contextRef: 'ss-ask',
          },
        ),
        en.user('ss-both', '2:31 PM', "Nice, I'll take both.", 'ss-picks'),
        en.bot(
          'ss-close',
          '2:32 PM',
          'Done: both are in your cart with the sale price applied. Your order will be ready at the Main Street counter in 15 minutes.',
          {
            contextRef: 'ss-both',
          },
        ),
      ],
    },
    {
      id: 'night-researcher',
      title: 'Late-night researcher, 11:48 PM',
      messages: [
        en.bot(
          'nr-welcome',
          '11:48 PM',
          "Still up? We're closed, but I can get tomorrow's order ready. What are you shopping for?",
          {
            options: [
              {text: 'Something for sleep', value: 'sleep'},
              {text: 'Relief after a long shift', value: 'relief'},
              {text: 'Something social', value: 'social'},
            ],
          },
        ),
        en.user(
          'nr-ask',
          '11:48 PM',
          "Something for sleep. I've tried edibles but they take too long to kick in.",
          'nr-welcome',
        ),
        en.bot(
          'nr-picks',
          '11:49 PM',
          'A tincture held under the tongue usually acts sooner than an edible. Customers pick these two for bedtime:',
          {
            products: ['night-cap-tincture', 'slow-release-sleep-capsules'],
            contextRef: 'nr-ask',
          },
        ),
        en.user('nr-reserve', '11:49 PM', "I'll reserve the tincture for pickup tomorrow.", 'nr-picks'),
        en.promo('nr-promo', '11:50 PM', 'Reserve tonight and the flash-sale price is locked in:', {
          contextRef: 'nr-reserve',
        }),
        en.bot(
          'nr-close',
          '11:50 PM',
          "Reserved! It's ready from 10 AM tomorrow. Bring a valid ID showing you're 21 or older.",
          {contextRef: 'nr-promo'},
        ),
      ],
    },
  ],
  es: [
    {
      id: 'first-timer',
      title: 'Primera compra, 7:15 PM',
      messages: [
        es.bot(
          'ft-welcome',
          '7:15 PM',
          '¡Hola! Te damos la bienvenida a Evergreen Wellness. Soy BudBot, el budtender virtual de la tienda. ¿Es tu primera vez comprando con nosotros?',
          {
            options: [
              {text: 'Sí, es mi primera vez', value: 'first-time'},
              {text: 'Ya he comprado aquí', value: 'returning'},
            ],
          },
        ),
        es.user(
          'ft-ask',
          '7:15 PM',
          'Sí, primera vez. Busco algo para relajarme después del trabajo, nada muy fuerte.',
          'ft-welcome',
        ),
        es.bot(
          'ft-picks',
          '7:16 PM',
          'Buen punto de partida. Quienes compran por primera vez suelen elegir una dosis baja que se pueda medir. Estos dos son muy populares para una noche tranquila:',
          {
            products: ['chamomile-rest-tea', 'night-cap-tincture'],
            contextRef: 'ft-ask',
          },
        ),
        es.user('ft-deal', '7:16 PM', 'El té suena bien. ¿Tienen alguna oferta esta noche?', 'ft-picks'),
        es.promo(
          'ft-promo',
          '7:16 PM',
          'Llegaste a tiempo: la oferta relámpago de esta noche se aplica a todo tu pedido.',
          {
            contextRef: 'ft-deal',
          },
        ),
        es.bot(
          'ft-close',
          '7:17 PM',
          'Los dos ya están en tu carrito con la oferta aplicada. Empieza con un sobre y dale 90 minutos completos para que haga efecto. ¿Te lo dejamos listo para recoger en 15 minutos?',
          {
            contextRef: 'ft-promo',
          },
        ),
      ],
    },
    {
      id: 'specific-seeker',
      title: 'Cliente con una cepa en mente, 2:30 PM',
      messages: [
        es.bot('ss-welcome', '2:30 PM', '¡Hola! ¿Buscas algo en particular hoy?', {
          options: [
            {text: 'Una cepa en particular', value: 'strain'},
            {text: 'Un cartucho de vape', value: 'vape'},
          ],
        }),
        es.user('ss-ask', '2:30 PM', '¿Tienen Granddaddy Purple en cartucho de medio gramo?', 'ss-welcome'),
        es.bot(
          'ss-picks',
          '2:31 PM',
          'Sí, hay 14 disponibles en la tienda de Main Street. Como te gustan los cartuchos de índica, te cuento que el CBN Night Blend está en oferta esta semana:',
          {
            products: ['granddaddy-purple-cart', 'cbn-night-vape'],
            contextRef: 'ss-ask',
          },
        ),
        es.user('ss-both', '2:31 PM', '¡Buenísimo! Me llevo los dos.', 'ss-picks'),
        es.bot(
          'ss-close',
          '2:32 PM',
          'Listo: los dos están en tu carrito con el precio de oferta. Tu pedido estará listo en el mostrador de Main Street en 15 minutos.',
          {
            contextRef: 'ss-both',
          },
        ),
      ],
    },
    {
      id: 'night-researcher',
      title: 'Consulta a medianoche, 11:48 PM',
      messages: [
        es.bot(
          'nr-welcome',
          '11:48 PM',
          '¿Todavía por aquí? Ya cerramos, pero puedo dejar listo tu pedido de mañana. ¿Qué estás buscando?',
          {
            options: [
              {text: 'Algo para dormir', value: 'sleep'},
              {text: 'Alivio después de un turno largo', value: 'relief'},
              {text: 'Algo para compartir', value: 'social'},
            ],
          },
        ),
        es.user(
          'nr-ask',
          '11:48 PM',
          'Algo para dormir. Ya probé comestibles, pero tardan mucho en hacer efecto.',
          'nr-welcome',
        ),
        es.bot(
          'nr-picks',
          '11:49 PM',
          'Una tintura debajo de la lengua suele actuar antes que un comestible. Estos dos son los que eligen los clientes para la hora de dormir:',
          {
            products: ['night-cap-tincture', 'slow-release-sleep-capsules'],
            contextRef: 'nr-ask',
          },
        ),
        es.user('nr-reserve', '11:49 PM', 'Quiero reservar la tintura para recogerla mañana.', 'nr-picks'),
        es.promo('nr-promo', '11:50 PM', 'Resérvala esta noche y te quedas con el precio de la oferta relámpago:', {
          contextRef: 'nr-reserve',
        }),
        es.bot(
          'nr-close',
          '11:50 PM',
          '¡Reservada! Estará lista mañana a partir de las 10 AM. Trae una identificación válida que muestre que tienes 21 años o más.',
          {contextRef: 'nr-promo'},
        ),
      ],
    },
  ],
};

/** What the visitor "says" when they click an option in the home demo. */
export const HOME_USER_REPLIES: Localized<UserReplies> = {
  en: {
    byValue: {
      'first-time': "Yes, it's my first time. Where should I start?",
      'returning': "I've shopped with you before. What's new this week?",
      'strain': "I'm after a particular strain.",
      'vape': "I'm looking for a vape cartridge.",
      'sleep': 'Something to help me wind down before bed.',
      'relief': 'Something for after a long shift on my feet.',
      'social': 'Something to share at a get-together this weekend.',
    },
    fallback: 'Tell me more about that.',
  },
  es: {
    byValue: {
      'first-time': 'Sí, es mi primera vez. ¿Por dónde empiezo?',
      'returning': 'Ya he comprado con ustedes. ¿Qué hay de nuevo esta semana?',
      'strain': 'Busco una cepa en particular.',
      'vape': 'Ando buscando un cartucho de vape.',
      'sleep': 'Algo que me ayude a relajarme antes de dormir.',
      'relief': 'Algo para después de un turno largo de pie.',
      'social': 'Algo para compartir en una reunión este fin de semana.',
    },
    fallback: 'Cuéntame más sobre eso.',
  },
};

/** Blog teaser: the replies come in this order whatever the visitor picks. */
export const TEASER_SCRIPT: Localized<TeaserScript> = {
  en: {
    greeting: en.bot('teaser-greeting', '6:05 PM', "Hi! I'm BudBot. What brings you in today?", {
      options: [
        {text: 'Sleep aid', value: 'sleep-aid'},
        {text: 'Pain relief', value: 'pain-relief'},
        {text: 'Recreational', value: 'recreational'},
      ],
    }),
    replies: [
      en.bot('sleep-type', '6:05 PM', 'For sleep, is it falling asleep or staying asleep that is harder for you?', {
        options: [
          {text: 'Falling asleep', value: 'falling-asleep'},
          {text: 'Staying asleep', value: 'staying-asleep'},
        ],
      }),
      en.bot('edibles', '6:06 PM', 'Edibles last the longest, which suits a full night. Two low-dose picks:', {
        products: ['slow-release-sleep-capsules', 'chamomile-rest-tea'],
        options: [
          {text: 'Anything faster?', value: 'faster'},
          {text: 'These look good', value: 'looks-good'},
        ],
      }),
      en.bot('vapes', '6:06 PM', 'If you want something that works within minutes, a vape acts fastest:', {
        products: ['cbn-night-vape'],
        options: [
          {text: 'What about pain relief?', value: 'pain-relief'},
          {text: 'Good to know', value: 'noted'},
        ],
      }),
      en.bot('pain-type', '6:07 PM', 'For relief, is it sore muscles, stiff joints or general tension?', {
        options: [
          {text: 'Sore muscles', value: 'muscles'},
          {text: 'Stiff joints', value: 'joints'},
          {text: 'General tension', value: 'tension'},
        ],
      }),
      en.bot('topical', '6:07 PM', "A topical works where you apply it and won't make you feel high:", {
        products: ['arnica-relief-balm', 'warming-body-lotion'],
        options: [
          {text: 'And something recreational?', value: 'recreational'},
          {text: 'Noted, thanks', value: 'thanks'},
        ],
      }),
      en.bot(
        'recreational-type',
        '6:08 PM',
        'For recreational use, are you after something upbeat and social, or mellow?',
        {
          options: [
            {text: 'Upbeat and social', value: 'social'},
            {text: 'Mellow', value: 'mellow'},
          ],
        },
      ),
      en.bot('social', '6:08 PM', 'For a get-together, shareable pre-rolls and low-dose drinks are easy to pace:', {
        products: ['blue-dream-preroll-pack', 'citrus-sparkling-tonic'],
        options: [
          {text: 'Add both', value: 'add-both'},
          {text: 'Just the drinks', value: 'drinks'},
        ],
      }),
      en.bot('timing', '6:09 PM', 'When would you like to pick up? Orders are ready in about 15 minutes.', {
        options: [
          {text: 'Today', value: 'today'},
          {text: 'This weekend', value: 'weekend'},
        ],
      }),
      en.promo('flash-sale', '6:09 PM', 'Before you check out: a flash sale just started.', {
        options: [
          {text: 'Apply the code', value: 'apply-code'},
          {text: 'Keep browsing', value: 'keep-browsing'},
        ],
      }),
      en.bot(
        'final-upsell',
        '6:10 PM',
        'Customers who buy a tincture often add a fast-acting vape for nights when they need it sooner. I have saved your picks, so you can pay at the counter.',
        {
          products: ['night-cap-tincture'],
        },
      ),
    ],
  },
  es: {
    greeting: es.bot('teaser-greeting', '6:05 PM', '¡Hola! Soy BudBot. ¿Qué te trae por aquí hoy?', {
      options: [
        {text: 'Algo para dormir', value: 'sleep-aid'},
        {text: 'Alivio del dolor', value: 'pain-relief'},
        {text: 'Uso recreativo', value: 'recreational'},
      ],
    }),
    replies: [
      es.bot(
        'sleep-type',
        '6:05 PM',
        'Para dormir, ¿qué se te hace más difícil: conciliar el sueño o dormir toda la noche sin despertarte?',
        {
          options: [
            {text: 'Conciliar el sueño', value: 'falling-asleep'},
            {text: 'Dormir toda la noche', value: 'staying-asleep'},
          ],
        },
      ),
      es.bot(
        'edibles',
        '6:06 PM',
        'Los comestibles son los que más duran, ideales para toda la noche. Dos opciones de dosis baja:',
        {
          products: ['slow-release-sleep-capsules', 'chamomile-rest-tea'],
          options: [
            {text: '¿Hay algo más rápido?', value: 'faster'},
            {text: 'Se ven bien', value: 'looks-good'},
          ],
        },
      ),
      es.bot('vapes', '6:06 PM', 'Si quieres algo que funcione en minutos, un vape es lo más rápido:', {
        products: ['cbn-night-vape'],
        options: [
          {text: '¿Y para el dolor?', value: 'pain-relief'},
          {text: 'Qué bueno saberlo', value: 'noted'},
        ],
      }),
      es.bot(
        'pain-type',
        '6:07 PM',
        'Si buscas alivio, ¿es por músculos adoloridos, articulaciones rígidas o tensión en general?',
        {
          options: [
            {text: 'Músculos adoloridos', value: 'muscles'},
            {text: 'Articulaciones rígidas', value: 'joints'},
            {text: 'Tensión en general', value: 'tension'},
          ],
        },
      ),
      es.bot('topical', '6:07 PM', 'Un tópico actúa justo donde lo aplicas y no tiene efecto psicoactivo:', {
        products: ['arnica-relief-balm', 'warming-body-lotion'],
        options: [
          {text: '¿Y algo recreativo?', value: 'recreational'},
          {text: 'Anotado, gracias', value: 'thanks'},
        ],
      }),
      es.bot(
        'recreational-type',
        '6:08 PM',
        'Para uso recreativo, ¿buscas algo animado y social, o algo más tranquilo?',
        {
          options: [
            {text: 'Animado y social', value: 'social'},
            {text: 'Tranquilo', value: 'mellow'},
          ],
        },
      ),
      es.bot(
        'social',
        '6:08 PM',
        'Para una reunión, los prerrolados para compartir y las bebidas de dosis baja te dejan ir a tu ritmo:',
        {
          products: ['blue-dream-preroll-pack', 'citrus-sparkling-tonic'],
          options: [
            {text: 'Agregar los dos', value: 'add-both'},
            {text: 'Solo las bebidas', value: 'drinks'},
          ],
        },
      ),
      es.bot('timing', '6:09 PM', '¿Cuándo quieres recoger tu pedido? Los pedidos están listos en unos 15 minutos.', {
        options: [
          {text: 'Hoy', value: 'today'},
          {text: 'Este fin de semana', value: 'weekend'},
        ],
      }),
      es.promo('flash-sale', '6:09 PM', 'Antes de pagar: acaba de empezar una oferta relámpago.', {
        options: [
          {text: 'Aplicar el código', value: 'apply-code'},
          {text: 'Seguir viendo', value: 'keep-browsing'},
        ],
      }),
      es.bot(
        'final-upsell',
        '6:10 PM',
        'Quienes compran una tintura muchas veces agregan un vape de acción rápida para las noches en que necesitan que haga efecto antes. Guardé tus productos, así que puedes pagar en el mostrador.',
        {
          products: ['night-cap-tincture'],
        },
      ),
    ],
  },
};

const FORMAT_OPTIONS: Localized<ChatOption[]> = {
  en: [
    {text: 'Edibles', value: 'format-edible'},
    {text: 'A tincture', value: 'format-tincture'},
    {text: 'A vape', value: 'format-vape'},
  ],
  es: [
    {text: 'Comestibles', value: 'format-edible'},
    {text: 'Una tintura', value: 'format-tincture'},
    {text: 'Un vape', value: 'format-vape'},
  ],
};

/** /demo: where each option of the sleep-aid conversation leads, in every language. */
const SLEEP_AID_ROUTES: GuidedScript['routes'] = {
  'falling-asleep': ['falling-asleep'],
  'staying-asleep': ['staying-asleep'],
  'racing-mind': ['racing-mind'],
  'format-edible': ['edible-picks'],
  'format-tincture': ['tincture-picks'],
  'format-vape': ['vape-picks'],
  'choose:slow-release-sleep-capsules': ['added'],
  'choose:chamomile-rest-tea': ['added'],
  'choose:night-cap-tincture': ['added'],
  'choose:cbn-night-vape': ['added'],
  'choose:granddaddy-purple-cart': ['added'],
  'pairing': ['pairing-picks'],
  'choose:arnica-relief-balm': ['added-pairing', 'flash-promo', 'goodbye'],
  'all-set': ['flash-promo', 'goodbye'],
};

/** /demo: the sleep-aid conversation. Option values route to the next messages. */
export const SLEEP_AID_SCRIPT: Localized<GuidedScript> = {
  en: {
    greeting: ['greeting'],
    messages: [
      en.bot(
        'greeting',
        '9:30 PM',
        "Hi, I'm BudBot, the virtual budtender for Evergreen Wellness. Let's find something for a better night. What gets in the way most nights?",
        {
          options: [
            {text: 'Falling asleep', value: 'falling-asleep'},
            {text: 'Waking up at 3 AM', value: 'staying-asleep'},
            {text: 'A racing mind', value: 'racing-mind'},
          ],
        },
      ),
      en.bot(
        'falling-asleep',
        '9:30 PM',
        'That is the one I hear most. Formats that act sooner help here. How do you like to consume?',
        {
          options: FORMAT_OPTIONS.en,
          contextRef: 'falling-asleep',
        },
      ),
      en.bot(
        'staying-asleep',
        '9:30 PM',
        'For staying asleep, longer-lasting formats and products with CBN are what customers come back for. How do you like to consume?',
        {
          options: FORMAT_OPTIONS.en,
          contextRef: 'staying-asleep',
        },
      ),
      en.bot(
        'racing-mind',
        '9:30 PM',
        'Many customers build a short wind-down routine: a calm product about an hour before bed. How do you like to consume?',
        {
          options: FORMAT_OPTIONS.en,
          contextRef: 'racing-mind',
        },
      ),
      en.bot(
        'edible-picks',
        '9:31 PM',
        'These two take 60 to 90 minutes and last through the night. Start low and wait before taking more:',
        {
          products: ['slow-release-sleep-capsules', 'chamomile-rest-tea'],
          options: [
            {text: 'Choose the capsules', value: 'choose:slow-release-sleep-capsules'},
            {text: 'Choose the tea', value: 'choose:chamomile-rest-tea'},
            {text: 'Show me a tincture instead', value: 'format-tincture'},
          ],
          contextRef: 'format-edible',
        },
      ),
      en.bot(
        'tincture-picks',
        '9:31 PM',
        'A few drops under the tongue usually act within 30 minutes, and the dropper makes the dose easy to adjust:',
        {
          products: ['night-cap-tincture'],
          options: [
            {text: 'Choose the tincture', value: 'choose:night-cap-tincture'},
            {text: 'Show me edibles instead', value: 'format-edible'},
          ],
          contextRef: 'format-tincture',
        },
      ),
      en.bot(
        'vape-picks',
        '9:31 PM',
        'Vapes act within minutes, handy if you wake up and want to get back to sleep. Two indica options:',
        {
          products: ['cbn-night-vape', 'granddaddy-purple-cart'],
          options: [
            {text: 'Choose the CBN Night Blend', value: 'choose:cbn-night-vape'},
            {text: 'Choose the Granddaddy Purple', value: 'choose:granddaddy-purple-cart'},
            {text: 'Show me a tincture instead', value: 'format-tincture'},
          ],
          contextRef: 'format-vape',
        },
      ),
      en.bot(
        'added',
        '9:32 PM',
        'Added to your order. Many customers pair a bedtime product with a soothing topical for the evening routine. Want to see it?',
        {
          options: [
            {text: 'Show me the pairing', value: 'pairing'},
            {text: "I'm all set", value: 'all-set'},
          ],
          contextRef: 'choose',
        },
      ),
      en.bot(
        'pairing-picks',
        '9:32 PM',
        'The Arnica Relief Balm is non-intoxicating and a favorite for a slow evening stretch:',
        {
          products: ['arnica-relief-balm'],
          options: [
            {text: 'Add the balm', value: 'choose:arnica-relief-balm'},
            {text: "I'm all set", value: 'all-set'},
          ],
          contextRef: 'pairing',
        },
      ),
      en.bot('added-pairing', '9:33 PM', 'Added. That makes a complete evening routine.', {
        contextRef: 'choose:arnica-relief-balm',
      }),
      en.promo('flash-promo', '9:33 PM', 'Your order qualifies for tonight’s flash sale:', {contextRef: 'all-set'}),
      en.bot(
        'goodbye',
        '9:33 PM',
        "Your order is saved for pickup tomorrow. Bring a valid ID showing you're 21 or older. Sleep well!",
        {contextRef: 'all-set'},
      ),
    ],
    routes: SLEEP_AID_ROUTES,
  },
  es: {
    greeting: ['greeting'],
    messages: [
      es.bot(
        'greeting',
        '9:30 PM',
        'Hola, soy BudBot, el budtender virtual de Evergreen Wellness. Vamos a encontrar algo para que descanses mejor. ¿Qué es lo que más te cuesta casi todas las noches?',
        {
          options: [
            {text: 'Conciliar el sueño', value: 'falling-asleep'},
            {text: 'Me despierto a las 3 AM', value: 'staying-asleep'},
            {text: 'No puedo apagar la mente', value: 'racing-mind'},
          ],
        },
      ),
      es.bot(
        'falling-asleep',
        '9:30 PM',
        'Es lo que más me cuentan. Aquí ayudan los formatos que actúan más rápido. ¿Cómo prefieres consumir?',
        {
          options: FORMAT_OPTIONS.es,
          contextRef: 'falling-asleep',
        },
      ),
      es.bot(
        'staying-asleep',
        '9:30 PM',
        'Para no despertarte en la noche, los clientes vuelven por los formatos de efecto prolongado y los productos con CBN. ¿Cómo prefieres consumir?',
        {
          options: FORMAT_OPTIONS.es,
          contextRef: 'staying-asleep',
        },
      ),
      es.bot(
        'racing-mind',
        '9:30 PM',
        'Muchos clientes se arman una pequeña rutina para desconectarse: un producto relajante más o menos una hora antes de dormir. ¿Cómo prefieres consumir?',
        {
          options: FORMAT_OPTIONS.es,
          contextRef: 'racing-mind',
        },
      ),
      es.bot(
        'edible-picks',
        '9:31 PM',
        'Estos dos tardan de 60 a 90 minutos en hacer efecto y duran toda la noche. Empieza con poco y espera antes de tomar más:',
        {
          products: ['slow-release-sleep-capsules', 'chamomile-rest-tea'],
          options: [
            {text: 'Elijo las cápsulas', value: 'choose:slow-release-sleep-capsules'},
            {text: 'Elijo el té', value: 'choose:chamomile-rest-tea'},
            {text: 'Mejor muéstrame una tintura', value: 'format-tincture'},
          ],
          contextRef: 'format-edible',
        },
      ),
      es.bot(
        'tincture-picks',
        '9:31 PM',
        'Unas gotas debajo de la lengua suelen actuar en menos de 30 minutos, y con el gotero es fácil ajustar la dosis:',
        {
          products: ['night-cap-tincture'],
          options: [
            {text: 'Elijo la tintura', value: 'choose:night-cap-tincture'},
            {text: 'Mejor muéstrame comestibles', value: 'format-edible'},
          ],
          contextRef: 'format-tincture',
        },
      ),
      es.bot(
        'vape-picks',
        '9:31 PM',
        'Los vapes actúan en minutos, algo útil si te despiertas y quieres volver a dormir. Dos opciones de índica:',
        {
          products: ['cbn-night-vape', 'granddaddy-purple-cart'],
          options: [
            {text: 'Elijo el CBN Night Blend', value: 'choose:cbn-night-vape'},
            {text: 'Elijo el Granddaddy Purple', value: 'choose:granddaddy-purple-cart'},
            {text: 'Mejor muéstrame una tintura', value: 'format-tincture'},
          ],
          contextRef: 'format-vape',
        },
      ),
      es.bot(
        'added',
        '9:32 PM',
        'Listo, está en tu pedido. Muchos clientes combinan un producto para dormir con un tópico relajante en su rutina de la noche. ¿Quieres verlo?',
        {
          options: [
            {text: 'Muéstrame la combinación', value: 'pairing'},
            {text: 'Es todo, gracias', value: 'all-set'},
          ],
          contextRef: 'choose',
        },
      ),
      es.bot(
        'pairing-picks',
        '9:32 PM',
        'El Arnica Relief Balm no tiene efecto psicoactivo y es de los favoritos para estirarse con calma por la noche:',
        {
          products: ['arnica-relief-balm'],
          options: [
            {text: 'Agrega el bálsamo', value: 'choose:arnica-relief-balm'},
            {text: 'Es todo, gracias', value: 'all-set'},
          ],
          contextRef: 'pairing',
        },
      ),
      es.bot('added-pairing', '9:33 PM', 'Agregado. Con eso tienes una rutina de noche completa.', {
        contextRef: 'choose:arnica-relief-balm',
      }),
      es.promo('flash-promo', '9:33 PM', 'Tu pedido entra en la oferta relámpago de esta noche:', {
        contextRef: 'all-set',
      }),
      es.bot(
        'goodbye',
        '9:33 PM',
        'Tu pedido queda guardado para recogerlo mañana. Trae una identificación válida que muestre que tienes 21 años o más. ¡Que descanses!',
        {contextRef: 'all-set'},
      ),
    ],
    routes: SLEEP_AID_ROUTES,
  },
};

/** Whether the /demo chat shows the order summary once a product is chosen (it does). */
export const SLEEP_AID_SHOW_SUMMARY = true;
