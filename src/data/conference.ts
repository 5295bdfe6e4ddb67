/**
 * /mj-unpacked: the conference offer. The license
 * counts come from the server (useConferenceStats); the offer terms from
 * constants.
 */
import {CONFERENCE, PRICING} from './constants';

export const conferenceHero = {
  eyebrow: 'MJ Unpacked attendee offer',
  title: 'Claim Your Free AI Chatbot',
  subtitle: `Met us at MJ Unpacked? Your dispensary can run the BudBot AI chatbot free for ${CONFERENCE.freeMonths} months, fully set up by our team.`,
  freeLabel: `${CONFERENCE.freeMonths} months free`,
  action: 'Register Now',
} as const;

export const conferenceAvailability = {
  title: 'Limited availability',
  text: `We set aside ${CONFERENCE.totalLicenses} free licenses for attendees, so every store gets hands-on onboarding.`,
  barLabel: 'Free licenses claimed',
  of: 'of',
  claimed: 'claimed',
  remaining: 'remaining',
  left: 'free licenses left',
  soldOut: 'All free licenses have been claimed. Register anyway and we will offer you the next best deal.',
} as const;

export const conferenceIncluded = {
  title: 'What is included',
  cards: [
    {
      icon: 'message-circle',
      title: 'The full AI chatbot',
      text: 'Product recommendations, cart recovery and staff hand-over on your website, with no feature held back.',
    },
    {
      icon: 'plug',
      title: 'Setup done for you',
      text: 'We connect your POS or menu platform and tune the bot’s tone to your brand before it goes live.',
    },
    {
      icon: 'accessibility',
      title: 'ADA widget included',
      text: 'The accessibility widget comes free with the chatbot, for as long as you use it.',
    },
    {
      icon: 'trending-up',
      title: 'Monthly results review',
      text: 'A short call each month on conversations, recovered carts and what to change next.',
    },
  ],
} as const;

export const conferenceSteps = {
  title: 'How to claim it',
  items: [
    {title: 'Register', text: 'Fill in the form below with your name, email, dispensary name and phone number.'},
    {title: 'Kick-off call', text: 'We call you within two business days to confirm your license and plan setup.'},
    {title: 'Go live', text: `Your chatbot goes live and your ${CONFERENCE.freeMonths} free months start that day.`},
  ],
} as const;

export const conferenceForm = {
  title: 'Register Now',
  text: 'One license per dispensary. We will only use your details to set up your free chatbot and follow up about this offer.',
  terms: [
    `Free for ${CONFERENCE.freeMonths} months from go-live, no card required.`,
    `After that, keep it for $${PRICING.planMonthly}/month or cancel with no charge.`,
    'No setup fees.',
  ],
} as const;
