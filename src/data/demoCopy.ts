import {DEMO} from './constants';

/** Copy of the chat demos, the demo popup and the /demo page. */
export const DEMO_COPY = {
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
  },
  popup: {
    title: 'See BudBot Sell on Your Menu',
    text: "Leave your details and we'll set up a short walkthrough using your own products.",
    logo: '/img/logo.svg',
    close: 'Close',
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
    previous: 'Previous product',
    next: 'Next product',
    cta: {
      title: 'Want this on your menu?',
      text: 'Join the waitlist and we will set BudBot up with your own products.',
      action: {label: 'Join the Waitlist', to: '/waitlist#waitlist-form'},
    },
  },
};
