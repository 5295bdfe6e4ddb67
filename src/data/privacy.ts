/**
 * /privacy (spec 2 "Privacy and sitemap"): nine sections, last updated
 * April 2, 2025. It describes what this site actually does: the four forms
 * post to our own functions, leads are stored in our Postgres database and
 * e-mailed to our sales team, and the site loads no third-party trackers or
 * fonts (decisions.md "Cannabis and claims").
 */
import {BRAND, LINKS, PRIVACY_REQUESTS, STORAGE_KEYS, TIMING} from './constants';

type PrivacyItem = {term: string; description: string};
export type PrivacySection = {id: string; title: string; paragraphs: readonly string[]; items?: readonly PrivacyItem[]};
export type PrivacyPage = {
  title: string;
  updatedLabel: string;
  lastUpdated: string;
  lastUpdatedIso: string;
  tocLabel: string;
  intro: string;
};

/** Everything this module exports, as its test checks it against `privacySchema`. */
export type PrivacyContent = {page: PrivacyPage; sections: readonly PrivacySection[]};

export const privacyPage = {
  title: 'Privacy Policy',
  updatedLabel: 'Last updated',
  lastUpdated: 'April 2, 2025',
  /** Machine-readable form of lastUpdated, for the <time> element. */
  lastUpdatedIso: '2025-04-02',
  tocLabel: 'Policy contents',
  intro: `This policy explains what ${BRAND} collects when you use this website, why, where it is kept and what you can ask us to do with it. We have written it in plain language and kept it specific to this site.`,
} as const satisfies PrivacyPage;

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are',
    paragraphs: [
      `${BRAND} makes AI chatbot software for cannabis dispensaries. This website markets that software to dispensary owners, managers and operators. ${BRAND} is responsible for the personal information collected through it.`,
      'This policy covers this website only. The chatbots we run on our customers’ own websites are covered by our customer agreements and by each dispensary’s own privacy policy.',
    ],
  },
  {
    id: 'what-we-collect',
    title: '2. What we collect through our forms',
    paragraphs: [
      'We only collect what you type into one of our four forms. Fields marked optional on a form can be left empty.',
    ],
    items: [
      {
        term: 'Demo request',
        description: 'Your name, email, phone, company and message, from the Request a Demo page or the demo pop-up.',
      },
      {term: 'Waitlist', description: 'Your name, email and company name, from the waitlist page.'},
      {
        term: 'Conference signup',
        description: 'Your name, email, company name and phone number, from the MJ Unpacked offer page.',
      },
      {term: 'Newsletter', description: 'Your email address, from any newsletter subscribe box.'},
    ],
  },
  {
    id: 'how-we-use-it',
    title: '3. Why we collect it and how we use it',
    paragraphs: ['We use each submission for the purpose of the form you filled in, and nothing else:'],
    items: [
      {term: 'Demo request', description: 'to contact you, arrange a demo and answer the questions in your message.'},
      {
        term: 'Waitlist',
        description: 'to tell you when BudBot is ready for your dispensary and honor the early-access offer.',
      },
      {
        term: 'Conference signup',
        description:
          'to confirm your free chatbot license, call you to plan setup and keep the license count accurate.',
      },
      {term: 'Newsletter', description: 'to send you our weekly newsletter until you unsubscribe.'},
      {
        term: 'All forms',
        description:
          'to recognize a repeated submission of the same email so you are not contacted twice, and to protect the forms from abuse.',
      },
    ],
  },
  {
    id: 'where-it-is-stored',
    title: '4. Where your information is stored',
    paragraphs: [
      'Submissions go straight from your browser to our own server on this website’s address, never to a third-party form service. Each one is saved in our own Postgres database before we confirm it to you, together with the form it came from and the time it was sent.',
      'To stop one sender flooding the forms, our server counts recent submissions per network address in memory for about a minute. Those addresses are not written to the database.',
    ],
  },
  {
    id: 'who-receives-it',
    title: '5. Who receives your information',
    paragraphs: [
      'When a form is submitted, our server e-mails its contents to our sales team so that a person can follow up. Only members of our team who handle sales and support can read or export leads.',
      'The companies that host our server, database and e-mail process this information only on our behalf. We do not sell, rent or share your information with advertisers or data brokers.',
    ],
  },
  {
    id: 'cookies-and-trackers',
    title: '6. Cookies, trackers and fonts',
    paragraphs: [
      'This site loads no third-party trackers, analytics scripts, advertising pixels or fonts from other hosts, and it sets no cookies. That is why you will not see a cookie banner here.',
      `Your browser keeps three small values in its local storage, which never leave your device: the color theme you chose, the time you closed the demo pop-up (key ${STORAGE_KEYS.popupDismissed}) so we do not show it again for ${TIMING.popupSuppressionHours} hours, and the Help Center pages you answered "Was this page helpful?" on (key ${STORAGE_KEYS.docsFeedback}) so we do not ask again. Your answer itself, and any comment you add, is sent to us without your name or address.`,
      'Links to our social profiles, partner sites and booking page open those sites in a new tab; what they collect is governed by their own privacy policies.',
    ],
  },
  {
    id: 'how-long-we-keep-it',
    title: '7. How long we keep it',
    paragraphs: [
      'We keep demo, waitlist and conference leads for as long as we are in contact with you about them, and delete them no later than 24 months after our last exchange. Newsletter addresses are kept until you unsubscribe. E-mails to our sales team follow the same schedule.',
    ],
  },
  {
    id: 'your-rights',
    title: '8. Your rights and choices',
    paragraphs: [
      'You can ask us at any time to show you the information we hold about you, to correct it, to delete it, or to stop contacting you. Every newsletter has an unsubscribe link. We never charge for a request.',
      `To delete your data yourself, enter your email address in the "Delete my data" form below. We email that address a confirmation link, valid for ${PRIVACY_REQUESTS.linkValidHours} hours; when you open it and press the button, every form submission made with that address, our emails about them and any feedback comment that names it are deleted at once. We keep only a note that a deletion took place, with the address scrambled beyond reading, and its date.`,
      `Any other request, and a deletion you ask for by email, is answered within ${PRIVACY_REQUESTS.answerWithinDays} days, the time the California Consumer Privacy Act allows.`,
      'Depending on where you live, laws such as the California Consumer Privacy Act or the GDPR give you these rights and the right to complain to a data protection authority. We honor them for every visitor, wherever you are.',
      'This website is intended for businesses and for adults. We do not knowingly collect information from anyone under 21.',
    ],
  },
  {
    id: 'contact-us',
    title: '9. Contact us and changes to this policy',
    paragraphs: [
      `For any privacy question or request, email ${LINKS.contactEmail}. If we change how this site handles personal information, we will update this page and the date at the top.`,
    ],
  },
];

/** The "Delete my data" form under the policy, its confirmation page and the server's answers (issue 30). */
export const privacyDeletion = {
  form: {
    title: 'Delete my data',
    label: 'Delete my data',
    intro: `Enter the email address you used on our forms. We will email it a link to confirm the deletion, valid for ${PRIVACY_REQUESTS.linkValidHours} hours.`,
    emailLabel: 'Email address',
    submit: 'Email me the confirmation link',
    sent: {
      title: 'Check your inbox',
      description: 'If that address can receive email, a confirmation link is on its way.',
    },
    failure: {title: 'Something went wrong', description: "We couldn't send the link. Please try again, or email us."},
  },
  confirm: {
    title: 'Delete your data',
    intro:
      'Pressing the button deletes every form submission made with your email address, our emails about them and any feedback comment that names it. This cannot be undone.',
    button: 'Delete my data',
    busy: 'Deleting...',
    doneTitle: 'Your data has been deleted',
    done: 'Every form submission made with your email address is gone from our database, with our emails about them. We keep only a note that a deletion took place, with the address scrambled beyond reading, and its date.',
    missingToken: 'This page needs the link from our email. Ask for a new one on the privacy page.',
    failure: 'The deletion could not be carried out. Please try again later, or email us.',
    backLink: 'Back to the privacy policy',
  },
  /** The server's answers to a confirmation link that cannot delete. */
  messages: {
    invalid: 'This link is not valid. Please ask for a new one on the privacy page.',
    expired: `This link has expired (links are valid for ${PRIVACY_REQUESTS.linkValidHours} hours). Please ask for a new one on the privacy page.`,
    used: 'This link was already used: the data of this address has been deleted.',
  },
} as const;
