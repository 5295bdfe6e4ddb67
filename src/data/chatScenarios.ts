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
 */

type Extras = {options?: ChatOption[]; products?: string[]; contextRef?: string | null; promo?: Promo | null};

function message(
  type: ScriptMessage['type'],
  id: string,
  timestamp: string,
  text: string,
  extras: Extras = {},
): ScriptMessage {
  return {
    id,
    type,
    text,
    timestamp,
    isTyping: false,
    options: extras.options ?? [],
    products: extras.products ?? [],
    contextRef: extras.contextRef ?? null,
    promo: extras.promo ?? (type === 'promo' ? flashPromo() : null),
  };
}

const bot = (id: string, time: string, text: string, extras?: Extras) => message('bot', id, time, text, extras);
const user = (id: string, time: string, text: string, contextRef: string | null = null) =>
  message('user', id, time, text, {contextRef});
const promo = (id: string, time: string, text: string, extras?: Extras) => message('promo', id, time, text, extras);

/** Home hero: three shoppers the bot serves while the store is busy or closed. */
export const HOME_SCENARIOS: readonly ChatScenario[] = [
  {
    id: 'first-timer',
    title: 'First-time shopper, 7:15 PM',
    messages: [
      bot(
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
      user('ft-ask', '7:15 PM', 'First time. I want something to unwind after work, nothing too strong.', 'ft-welcome'),
      bot(
        'ft-picks',
        '7:16 PM',
        'Good place to start. First-time customers usually pick a low dose they can measure. These two are popular for quiet evenings:',
        {
          products: ['chamomile-rest-tea', 'night-cap-tincture'],
          contextRef: 'ft-ask',
        },
      ),
      user('ft-deal', '7:16 PM', 'The tea sounds good. Any deals running tonight?', 'ft-picks'),
      promo('ft-promo', '7:16 PM', 'Good timing: tonight’s flash sale covers your whole order.', {
        contextRef: 'ft-deal',
      }),
      bot(
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
      bot('ss-welcome', '2:30 PM', 'Hi there! Looking for something specific today?', {
        options: [
          {text: 'A particular strain', value: 'strain'},
          {text: 'A vape cartridge', value: 'vape'},
        ],
      }),
      user('ss-ask', '2:30 PM', 'Do you have Granddaddy Purple in a half-gram cartridge?', 'ss-welcome'),
      bot(
        'ss-picks',
        '2:31 PM',
        'Yes, 14 in stock at the Main Street store. Since you like indica cartridges, the CBN Night Blend is on sale this week:',
        {
          products: ['granddaddy-purple-cart', 'cbn-night-vape'],
          contextRef: 'ss-ask',
        },
      ),
      user('ss-both', '2:31 PM', "Nice, I'll take both.", 'ss-picks'),
      bot(
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
      bot(
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
      user(
        'nr-ask',
        '11:48 PM',
        "Something for sleep. I've tried edibles but they take too long to kick in.",
        'nr-welcome',
      ),
      bot(
        'nr-picks',
        '11:49 PM',
        'A tincture held under the tongue usually acts sooner than an edible. Customers pick these two for bedtime:',
        {
          products: ['night-cap-tincture', 'slow-release-sleep-capsules'],
          contextRef: 'nr-ask',
        },
      ),
      user('nr-reserve', '11:49 PM', "I'll reserve the tincture for pickup tomorrow.", 'nr-picks'),
      promo('nr-promo', '11:50 PM', 'Reserve tonight and the flash-sale price is locked in:', {
        contextRef: 'nr-reserve',
      }),
      bot(
        'nr-close',
        '11:50 PM',
        "Reserved! It's ready from 10 AM tomorrow. Bring a valid ID showing you're 21 or older.",
        {contextRef: 'nr-promo'},
      ),
    ],
  },
];

/** What the visitor "says" when they click an option in the home demo. */
export const HOME_USER_REPLIES: UserReplies = {
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
};

/** Blog teaser: the replies come in this order whatever the visitor picks. */
export const TEASER_SCRIPT: TeaserScript = {
  greeting: bot('teaser-greeting', '6:05 PM', "Hi! I'm BudBot. What brings you in today?", {
    options: [
      {text: 'Sleep aid', value: 'sleep-aid'},
      {text: 'Pain relief', value: 'pain-relief'},
      {text: 'Recreational', value: 'recreational'},
    ],
  }),
  replies: [
    bot('sleep-type', '6:05 PM', 'For sleep, is it falling asleep or staying asleep that is harder for you?', {
      options: [
        {text: 'Falling asleep', value: 'falling-asleep'},
        {text: 'Staying asleep', value: 'staying-asleep'},
      ],
    }),
    bot('edibles', '6:06 PM', 'Edibles last the longest, which suits a full night. Two low-dose picks:', {
      products: ['slow-release-sleep-capsules', 'chamomile-rest-tea'],
      options: [
        {text: 'Anything faster?', value: 'faster'},
        {text: 'These look good', value: 'looks-good'},
      ],
    }),
    bot('vapes', '6:06 PM', 'If you want something that works within minutes, a vape acts fastest:', {
      products: ['cbn-night-vape'],
      options: [
        {text: 'What about pain relief?', value: 'pain-relief'},
        {text: 'Good to know', value: 'noted'},
      ],
    }),
    bot('pain-type', '6:07 PM', 'For relief, is it sore muscles, stiff joints or general tension?', {
      options: [
        {text: 'Sore muscles', value: 'muscles'},
        {text: 'Stiff joints', value: 'joints'},
        {text: 'General tension', value: 'tension'},
      ],
    }),
    bot('topical', '6:07 PM', "A topical works where you apply it and won't make you feel high:", {
      products: ['arnica-relief-balm', 'warming-body-lotion'],
      options: [
        {text: 'And something recreational?', value: 'recreational'},
        {text: 'Noted, thanks', value: 'thanks'},
      ],
    }),
    bot('recreational-type', '6:08 PM', 'For recreational use, are you after something upbeat and social, or mellow?', {
      options: [
        {text: 'Upbeat and social', value: 'social'},
        {text: 'Mellow', value: 'mellow'},
      ],
    }),
    bot('social', '6:08 PM', 'For a get-together, shareable pre-rolls and low-dose drinks are easy to pace:', {
      products: ['blue-dream-preroll-pack', 'citrus-sparkling-tonic'],
      options: [
        {text: 'Add both', value: 'add-both'},
        {text: 'Just the drinks', value: 'drinks'},
      ],
    }),
    bot('timing', '6:09 PM', 'When would you like to pick up? Orders are ready in about 15 minutes.', {
      options: [
        {text: 'Today', value: 'today'},
        {text: 'This weekend', value: 'weekend'},
      ],
    }),
    promo('flash-sale', '6:09 PM', 'Before you check out: a flash sale just started.', {
      options: [
        {text: 'Apply the code', value: 'apply-code'},
        {text: 'Keep browsing', value: 'keep-browsing'},
      ],
    }),
    bot(
      'final-upsell',
      '6:10 PM',
      'Customers who buy a tincture often add a fast-acting vape for nights when they need it sooner. I have saved your picks, so you can pay at the counter.',
      {
        products: ['night-cap-tincture'],
      },
    ),
  ],
};

const FORMAT_OPTIONS: ChatOption[] = [
  {text: 'Edibles', value: 'format-edible'},
  {text: 'A tincture', value: 'format-tincture'},
  {text: 'A vape', value: 'format-vape'},
];

/** /demo: the sleep-aid conversation. Option values route to the next messages. */
export const SLEEP_AID_SCRIPT: GuidedScript = {
  greeting: ['greeting'],
  messages: [
    bot(
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
    bot(
      'falling-asleep',
      '9:30 PM',
      'That is the one I hear most. Formats that act sooner help here. How do you like to consume?',
      {
        options: FORMAT_OPTIONS,
        contextRef: 'falling-asleep',
      },
    ),
    bot(
      'staying-asleep',
      '9:30 PM',
      'For staying asleep, longer-lasting formats and products with CBN are what customers come back for. How do you like to consume?',
      {
        options: FORMAT_OPTIONS,
        contextRef: 'staying-asleep',
      },
    ),
    bot(
      'racing-mind',
      '9:30 PM',
      'Many customers build a short wind-down routine: a calm product about an hour before bed. How do you like to consume?',
      {
        options: FORMAT_OPTIONS,
        contextRef: 'racing-mind',
      },
    ),
    bot(
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
    bot(
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
    bot(
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
    bot(
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
    bot(
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
    bot('added-pairing', '9:33 PM', 'Added. That makes a complete evening routine.', {
      contextRef: 'choose:arnica-relief-balm',
    }),
    promo('flash-promo', '9:33 PM', 'Your order qualifies for tonight’s flash sale:', {contextRef: 'all-set'}),
    bot(
      'goodbye',
      '9:33 PM',
      "Your order is saved for pickup tomorrow. Bring a valid ID showing you're 21 or older. Sleep well!",
      {contextRef: 'all-set'},
    ),
  ],
  routes: {
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
  },
};

/** Whether the /demo chat shows the order summary once a product is chosen (it does). */
export const SLEEP_AID_SHOW_SUMMARY = true;
