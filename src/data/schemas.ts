import * as z from 'zod';
import {ICON_NAMES, type IconName} from './iconNames';
import {AGENT_IDS} from './agents';
import {PARTNER_SITES, SOCIAL_PROFILES} from './constants';
import {HELP_SECTION_ICONS} from './helpCenter';
import {SYNC_KINDS} from './integrations';
import type {AboutContent} from './about';
import type {AgentCard, AgentLabels, AgentOffer, AgentPageContent} from './agents';
import type {ContentHubCopy} from './contentHub';
import type {CopyPageCopy} from './copyPage';
import type {DocsFeedbackCopy} from './docsFeedback';
import type {ChangelogCopy, HelpCenterCopy, HelpSection} from './helpCenter';
import type {AdaFeature, RolePermission} from './helpCenterFacts';
import type {HowItWorksContent} from './howItWorks';
import type {IntegrationPartner, IntegrationsPage, PartnerId, SyncSupport} from './integrations';
import type {LlmsTxtCopy} from './llmsTxt';
import type {PricingContent} from './pricing';
import type {PrivacyContent} from './privacy';
import type {ProductBotContent} from './productBot';
import type {ConsultancyPage, PartnerService} from './services';
import type {SocialContent} from './social';

/**
 * The shapes of the data modules in src/data: the zod schemas their tests check them against, and the
 * small types they share (inferred from those schemas). Data files import only types from here
 * (`import type`), so zod never reaches the browser; tests import the schemas.
 * Each page's content type is written next to its data; its schema is declared as `z.ZodType<thatType>`,
 * so the two cannot drift apart.
 */

export type {IconName};

/** Visible copy: never empty or blank. */
const text = z.string().trim().min(1);
/** Copy of at least two characters (the home page, /demo and the Help Center's own rules). */
const phrase = z.string().trim().min(2);
/** Copy of at least three characters (/services, /privacy, /content-hub, /integrations). */
const words = z.string().trim().min(3);

/** A name of the site's icon set (the Icon component). */
const iconSchema = z.enum(ICON_NAMES);
const icon = iconSchema;

/** A button-styled link (ActionLink): an internal route (`to`) or an external address (`href`), never both. */
const actionSchema = z
  .strictObject({
    label: text,
    to: text.optional(),
    href: z.url().optional(),
    variant: z.enum(['primary', 'secondary', 'ghost']).optional(),
  })
  .refine((a) => Boolean(a.to) !== Boolean(a.href), 'an action has exactly one of to / href');
export type Action = z.infer<typeof actionSchema>;

/** A headline figure (StatRow). */
const statSchema = z.strictObject({value: text, label: text, description: text.optional()});
export type Stat = z.infer<typeof statSchema>;

/** A card with an icon, a title and a sentence (IconCards). */
const iconCardSchema = z.strictObject({icon, title: text, text});
export type IconCard = z.infer<typeof iconCardSchema>;

/** One question of an FAQ accordion. */
export const faqItemSchema = z.strictObject({question: text, answer: text});
export type FaqItem = z.infer<typeof faqItemSchema>;

const testimonialSchema = z.strictObject({quote: text, author: text, position: text, company: text});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A numbered step (Setup, StepList). */
export const stepSchema = z.strictObject({title: text, text});
export type Step = z.infer<typeof stepSchema>;

/** An SVG illustration under /img/<folder>/, with its intrinsic size. */
const illustrationSchema = (src: RegExp) =>
  z.strictObject({
    src: z.string().regex(src),
    alt: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  });
export type Illustration = z.infer<ReturnType<typeof illustrationSchema>>;

/** For copy that reaches plain-text outputs (the clipboard, llms.txt), where markup would show as is. */
const noHtml = (s: string) => !/[<>]/.test(s);

/* /about */

export const aboutSchema: z.ZodType<AboutContent> = z.strictObject({
  hero: z.strictObject({eyebrow: text, title: text, subtitle: text, stats: z.array(statSchema).length(3)}),
  mission: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(2),
    image: illustrationSchema(/^\/img\/about\/.+\.svg$/),
    imageFallback: text,
  }),
  timeline: z.strictObject({
    title: text,
    subtitle: text,
    entries: z.array(z.strictObject({year: text, title: text, text})).length(3),
  }),
  features: z.strictObject({title: text, subtitle: text, cards: z.array(iconCardSchema).min(3)}),
  testimonials: z.strictObject({title: text, items: z.array(testimonialSchema).length(2)}),
  cta: z.strictObject({title: text, text, actions: z.array(actionSchema).min(2)}),
});

/* /ai-agents and the agent pages */

const agentId = z.enum(AGENT_IDS);
const roiLine = z.strictObject({label: text, value: text});

export const agentCardSchema: z.ZodType<AgentCard> = z.strictObject({
  id: agentId,
  name: text,
  icon,
  tagline: text,
  features: z.array(text).min(3),
  path: z.string().regex(/^\/agents\/[a-z-]+$/),
});

export const agentPageSchema: z.ZodType<AgentPageContent> = z.strictObject({
  id: agentId,
  name: text,
  icon,
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    // The English illustration, or a translated one under its language's folder.
    image: illustrationSchema(/^\/img\/agents\/([a-z]{2}\/)?[a-z-]+\.svg$/),
  }),
  whatItDoes: text,
  scenarios: z.strictObject({
    title: text,
    subtitle: text,
    items: z.array(z.strictObject({title: text, situation: text, response: text, outcome: text})).min(3),
  }),
  features: z.strictObject({
    title: text,
    subtitle: text,
    cards: z.array(iconCardSchema).min(4),
    checklist: z.strictObject({title: text, items: z.array(text)}).optional(),
  }),
  results: z.strictObject({title: text, subtitle: text, stats: z.array(statSchema).min(3)}),
  roi: z.strictObject({title: text, subtitle: text, lines: z.array(roiLine).min(3), total: roiLine, note: text}),
  steps: z.strictObject({title: text, items: z.array(stepSchema).min(3)}),
  faq: z.array(faqItemSchema).min(4),
  cta: z.strictObject({title: text, text}),
});

export const agentOfferSchema: z.ZodType<AgentOffer> = z.strictObject({
  price: text,
  guarantee: text.nullable(),
  trial: text,
  trialAction: actionSchema,
  demoAction: actionSchema,
});

export const agentsSuiteSchema = z.strictObject({
  hero: z.object({title: text}),
  cards: z.object({title: text}),
  bundle: z.object({text, link: z.strictObject({label: text, to: z.literal('/agents/ada-widget')})}),
  cta: z.object({actions: z.array(actionSchema).length(2)}),
});

/** Labels the agent cards and pages share. */
export const agentLabelsSchema: z.ZodType<AgentLabels> = z.strictObject({
  typicalResult: text,
  /** Every agent's, and nothing else (a record keyed by an enum is exhaustive). */
  results: z.record(agentId, text),
  explore: text,
  whatItDoes: text,
  offer: z.custom<(agentName: string) => string>(
    (value) => typeof value === 'function',
    'must be a function of the agent name',
  ),
  faqTitle: text,
  scenario: z.strictObject({situation: text, response: text, outcome: text}),
});

/* /how-it-works */

export const howItWorksSchema: z.ZodType<HowItWorksContent> = z.strictObject({
  hero: z.strictObject({eyebrow: text, title: text, subtitle: text, actions: z.array(actionSchema).min(2)}),
  steps: z.strictObject({title: text, subtitle: text}),
  conversation: z.strictObject({
    title: text,
    subtitle: text,
    stages: z.array(stepSchema).min(3),
    sample: z.strictObject({
      caption: text,
      shopperLabel: text,
      notice: text,
      lines: z.array(z.strictObject({from: z.enum(['shopper', 'bot']), text})).min(2),
    }),
  }),
  integrations: z.strictObject({
    title: text,
    text,
    partnersLabel: text,
    partners: z.array(text).length(7),
    cards: z.array(iconCardSchema).min(2),
    action: actionSchema,
  }),
  cta: z.strictObject({title: text, text, actions: z.array(actionSchema).min(2)}),
});

/* /pricing */

const planSchema = z.strictObject({
  id: z.enum(['monthly', 'annual']),
  name: text,
  price: z.string().regex(/^\$\d[\d,]*$/),
  period: text,
  billing: text,
  badge: text.optional(),
  highlights: z.array(text).min(3),
  action: actionSchema,
});
const competitorRowSchema = z.strictObject({
  name: text,
  price: text,
  responseTime: text,
  cartRecovery: text,
  usageLimits: text,
  bestFor: text,
  ours: z.boolean().optional(),
});

export const pricingSchema: z.ZodType<PricingContent> = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    badges: z.array(text).min(4),
    badgesLabel: text,
    actions: z.array(actionSchema).min(1),
  }),
  cartProblem: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    stats: z.array(statSchema).min(3),
    points: z.array(text).min(2),
  }),
  plans: z.strictObject({
    title: text,
    subtitle: text,
    items: z.array(planSchema).length(2),
    earlyAccess: z.strictObject({title: text, text, action: actionSchema}),
  }),
  features: z.strictObject({title: text, subtitle: text, cards: z.array(iconCardSchema).min(3)}),
  results: z.strictObject({title: text, subtitle: text, stats: z.array(statSchema).min(3)}),
  comparison: z.strictObject({
    title: text,
    subtitle: text,
    note: text,
    caption: text,
    columns: z.strictObject({
      name: text,
      price: text,
      responseTime: text,
      cartRecovery: text,
      usageLimits: text,
      bestFor: text,
    }),
    rows: z.array(competitorRowSchema).min(3),
  }),
  faqTitle: text,
  cta: z.strictObject({title: text, text, actions: z.array(actionSchema).min(2)}),
});

/** The Offer of the /pricing structured data (schema.org SoftwareApplication). */
export const pricingOfferSchema = z.strictObject({description: z.string().min(40).max(200)});

/* /ai-product-bot */

const productImage = illustrationSchema(/^\/img\/product\/.+\.svg$/);
const iconCards = z.strictObject({title: text, subtitle: text, cards: z.array(iconCardSchema).min(3)});

export const productBotSchema: z.ZodType<ProductBotContent> = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    stats: z.array(statSchema).min(3),
    actions: z.array(actionSchema).min(2),
    image: productImage,
  }),
  problems: iconCards,
  features: iconCards,
  adminTools: z.strictObject({
    title: text,
    subtitle: text,
    tools: z.array(iconCardSchema).length(6),
    image: productImage,
  }),
  tech: z.strictObject({
    title: text,
    subtitle: text,
    points: z.array(iconCardSchema).min(3),
    actions: z.array(actionSchema).min(1),
  }),
  compliance: iconCards,
  results: z.strictObject({title: text, subtitle: text, stats: z.array(statSchema).min(3)}),
  pricing: z.strictObject({
    title: text,
    subtitle: text,
    price: text,
    period: text,
    includes: z.array(text).min(3),
    actions: z.array(actionSchema).min(1),
  }),
  testimonials: z.strictObject({title: text, items: z.array(testimonialSchema).min(2)}),
  setup: z.strictObject({title: text, subtitle: text}),
  faq: z.strictObject({title: text, items: z.array(faqItemSchema).length(13)}),
  demo: z.strictObject({
    title: text,
    subtitle: text,
    options: z.array(iconCardSchema.extend({action: actionSchema})).min(2),
  }),
  cta: z.strictObject({title: text, text, actions: z.array(actionSchema).min(2)}),
});

/* /services/* (their own, looser rules: three-letter minimum, extra keys allowed) */

const serviceCard = z.object({icon, title: words, text: words});
const serviceStep = z.object({title: words, text: words});
const serviceHero = z.object({eyebrow: words, title: words, subtitle: words, points: z.array(words).min(2)});

export const partnerServiceSchema: z.ZodType<PartnerService> = z.object({
  hero: serviceHero,
  provider: z.object({href: z.url({protocol: /^https$/}), label: words, title: words, text: words}),
  features: z.object({title: words, subtitle: words, cards: z.array(serviceCard).min(3)}),
  steps: z.object({
    id: z.string().regex(/^[a-z-]+$/),
    title: words,
    subtitle: words,
    items: z.array(serviceStep).min(3),
  }),
  pairing: z.object({title: words, text: words, points: z.array(words).min(2)}),
  faq: z.object({title: words, items: z.array(z.object({question: words, answer: words})).min(2)}),
  cta: z.object({title: words, text: words}),
});

export const consultancySchema: z.ZodType<ConsultancyPage> = z.object({
  hero: serviceHero,
  services: z.object({title: words, subtitle: words, cards: z.array(serviceCard).min(3)}),
  stats: z.object({
    title: words,
    subtitle: words,
    items: z.array(z.object({value: z.string().min(1), label: words, description: words})).min(3),
  }),
  process: z.object({title: words, subtitle: words, items: z.array(serviceStep).min(3)}),
  cta: z.object({title: words, text: words}),
});

export const serviceActionsSchema = z.record(z.string(), words);

/* /sitemap (the page's own copy; its groups are checked by plugins/sitemap-page's options schema) */

export const sitemapPageSchema = z.strictObject({
  title: text,
  description: z.string().min(50).max(170),
  eyebrow: text,
  subtitle: text,
});

/* The home page and /demo: their own, stricter rules (two-letter minimum, internal routes only). */

const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /');
const route = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be an internal route');

const routeActionSchema = z
  .object({
    label: phrase,
    to: route.optional(),
    href: z.url().optional(),
    variant: z.enum(['primary', 'secondary', 'ghost']).optional(),
  })
  .strict()
  .refine((a) => Boolean(a.to) !== Boolean(a.href), {message: 'an action has either `to` or `href`'});

const scrollActionSchema = z.object({label: phrase, targetId: z.string().regex(/^[a-z0-9-]+$/)}).strict();

const homeStatSchema = z
  .object({value: phrase.or(z.string().min(1)), label: phrase, description: phrase.optional()})
  .strict();

/** A statistic: number, label, description. */
const statisticSchema = z.object({number: z.string().min(1), label: phrase, description: phrase}).strict();

/** A scenario card; `lost` is the order value lost, in whole dollars. */
const scenarioCardSchema = z.object({title: phrase, description: phrase, lost: z.number().int().positive()}).strict();

/** A client logo. */
const clientLogoSchema = z.object({id: z.string().regex(/^[a-z0-9-]+$/), alt: phrase, src: sitePath}).strict();

/** A testimonial. */
const clientTestimonialSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    quote: z.string().min(40),
    author: phrase,
    position: phrase,
    company: phrase,
    companyLogo: sitePath,
  })
  .strict();

/** A solution card. */
const solutionCardSchema = z
  .object({
    id: z.string(),
    title: phrase,
    subtitle: phrase,
    bgColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    hoverBgColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    features: z.array(phrase).min(3),
    link: route,
  })
  .strict();

const featureCardSchema = z.object({icon, title: phrase, text: phrase}).strict();

const comparisonRowSchema = z.object({feature: phrase, noChat: phrase, basicChat: phrase, budbot: phrase}).strict();

const sliderCopy = z.object({label: phrase, unit: phrase}).strict();
const scenarioCopy = z.object({title: phrase, text: phrase}).strict();

/** What screen readers call a carousel and each of its slides (aria-roledescription). */
const carouselRolesSchema = z.object({carousel: phrase, slide: phrase}).strict();

/** Copy that composes a label from positions and names ("2 of 4"); the tests check its output. */
const countedLabel = <F extends (...args: never[]) => string>() =>
  z.custom<F>((value) => typeof value === 'function', 'must be a function composing the label');

export const homeSchema = z
  .object({
    meta: z.object({title: phrase, description: z.string().min(50).max(170)}).strict(),
    hero: z
      .object({
        eyebrow: phrase,
        title: phrase,
        subtitle: phrase,
        stats: z.array(homeStatSchema).length(3),
        primary: routeActionSchema,
        secondary: scrollActionSchema,
        chatLabel: phrase,
      })
      .strict(),
    about: z
      .object({
        eyebrow: phrase,
        title: phrase,
        paragraphs: z.array(phrase).min(1),
        image: z.object({src: sitePath, alt: phrase, width: z.number(), height: z.number(), fallback: phrase}).strict(),
        benefitsTitle: phrase,
        benefits: z.array(phrase).min(3),
        actions: z.array(routeActionSchema).min(1),
      })
      .strict(),
    hiddenCost: z
      .object({
        eyebrow: phrase,
        title: phrase,
        subtitle: phrase,
        ticker: z
          .object({
            title: phrase,
            lostTodayLabel: phrase,
            shoppersLabel: phrase,
            conversionLabel: phrase,
            projectionsLabel: phrase,
            perWeek: phrase,
            perMonth: phrase,
            perYear: phrase,
            pauseLabel: phrase,
            resumeLabel: phrase,
          })
          .strict(),
        scenariosTitle: phrase,
        scenarios: z.array(scenarioCardSchema).length(4),
        lostLabel: phrase,
        action: scrollActionSchema,
      })
      .strict(),
    calculator: z
      .object({
        title: phrase,
        subtitle: phrase,
        formLabel: phrase,
        sliders: z.object({visitors: sliderCopy, orderValue: sliderCopy, conversionRate: sliderCopy}).strict(),
        scenarios: z.object({withoutBot: scenarioCopy, basicChat: scenarioCopy, withBot: scenarioCopy}).strict(),
        lostPerMonth: phrase,
        gainPerMonth: phrase,
        gainedPerMonth: phrase,
        perYearLabel: phrase,
        conversionLabel: phrase,
        swingLabel: phrase,
        swingText: phrase,
        boostLabel: phrase,
        boostText: phrase,
        action: routeActionSchema,
      })
      .strict(),
    logos: z
      .object({
        title: phrase,
        logos: z.array(clientLogoSchema).min(5),
        pauseLabel: phrase,
        resumeLabel: phrase,
        loadingLabel: phrase,
      })
      .strict(),
    stats: z.object({title: phrase, subtitle: phrase, stats: z.array(statisticSchema).length(4)}).strict(),
    testimonials: z
      .object({
        title: phrase,
        subtitle: phrase,
        items: z.array(clientTestimonialSchema).min(3),
        carouselLabel: phrase,
        roles: carouselRolesSchema,
        pauseLabel: phrase,
        playLabel: phrase,
        previousLabel: phrase,
        nextLabel: phrase,
        dotLabel: countedLabel<(position: number, count: number, author: string) => string>(),
        slideLabel: countedLabel<(position: number, count: number) => string>(),
      })
      .strict(),
    cta: z.object({title: phrase, text: phrase, actions: z.array(routeActionSchema).length(2)}).strict(),
    solution: z.object({eyebrow: phrase, title: phrase, card: solutionCardSchema, linkLabel: phrase}).strict(),
    benefits: z
      .object({
        title: phrase,
        subtitle: phrase,
        cards: z.array(featureCardSchema).length(6),
        stats: z.array(homeStatSchema).length(4),
      })
      .strict(),
    comparison: z
      .object({
        title: phrase,
        subtitle: phrase,
        caption: phrase,
        columns: z.object({feature: phrase, noChat: phrase, basicChat: phrase, budbot: phrase}).strict(),
        rows: z.array(comparisonRowSchema).length(7),
        impactLabel: phrase,
        scrollAction: scrollActionSchema,
        actions: z.array(routeActionSchema).length(2),
      })
      .strict(),
    specialized: z
      .object({
        title: phrase,
        subtitle: phrase,
        badge: phrase,
        cards: z.array(featureCardSchema).length(3),
        action: routeActionSchema,
      })
      .strict(),
    blogTeaser: z
      .object({
        eyebrow: phrase,
        title: phrase,
        subtitle: phrase,
        viewAll: routeActionSchema,
        viewAllMobile: routeActionSchema,
        readMore: phrase,
        empty: phrase,
        links: z.array(routeActionSchema).length(2),
        chatTitle: phrase,
        chatText: phrase,
      })
      .strict(),
  })
  .strict();

export const demoCopySchema = z
  .object({
    chat: z
      .object({
        botName: phrase,
        storeName: phrase,
        online: phrase,
        inputLabel: phrase,
        inputPlaceholder: phrase,
        reset: phrase,
        typing: phrase,
        optionsLabel: phrase,
        summaryPreparing: phrase,
        summaryTitle: phrase,
        totalLabel: phrase,
        savingsLabel: phrase,
        couponText: phrase,
        promoExpires: phrase,
        pause: phrase,
        resume: phrase,
        next: phrase,
        complete: phrase,
        shopper: phrase,
        productsLabel: phrase,
        sendLabel: phrase,
        messagesLabel: phrase,
        was: phrase,
        scenario: countedLabel<(position: number, count: number, title: string) => string>(),
      })
      .strict(),
    popup: z.object({title: phrase, text: phrase, logo: sitePath, close: phrase}).strict(),
    page: z
      .object({
        meta: z.object({title: phrase, description: z.string().min(50).max(170)}).strict(),
        back: routeActionSchema,
        eyebrow: phrase,
        title: phrase,
        subtitle: phrase,
        chatTitle: phrase,
        carouselTitle: phrase,
        carouselText: phrase,
        carouselLabel: phrase,
        roles: carouselRolesSchema,
        previous: phrase,
        next: phrase,
        slide: countedLabel<(position: number, count: number) => string>(),
        position: countedLabel<(name: string, position: number, count: number) => string>(),
        card: z.object({newBadge: phrase, potency: phrase, flavor: phrase, effects: phrase}).strict(),
        cta: z.object({title: phrase, text: phrase, action: routeActionSchema}).strict(),
      })
      .strict(),
  })
  .strict();

/* /content-hub */

export const contentHubSchema: z.ZodType<ContentHubCopy> = z.object({
  hero: z.object({eyebrow: words, title: words, subtitle: words}),
  sections: z.array(
    z.object({
      key: z.enum(['blog', 'caseStudies', 'newsletters', 'social']),
      id: z.string().regex(/^[a-z-]+$/),
      title: words,
      text: words,
      countLabel: words,
      to: z.enum(['/blog', '/case-studies', '/newsletters', '/social']),
      action: words,
    }),
  ),
  subscribe: z.object({title: words, text: words}),
  empty: words,
});

/* /social; that the images exist under static/ is checked by the test */

const count = z.number().int().nonnegative();
const profileUrl = z
  .string()
  .refine((url) => SOCIAL_PROFILES.some((p) => p.href === url), 'must be a social profile address');
const socialImage = z.string().regex(/^\/img\/social\/[a-z0-9-]+\.svg$/);

export const socialSchema: z.ZodType<SocialContent> = z.object({
  linkedinPosts: z.array(
    z.object({
      id: phrase,
      content: phrase,
      date: phrase,
      engagement: z.object({likes: count, comments: count, shares: count}),
      url: profileUrl,
      featured: z.boolean(),
    }),
  ),
  photoPosts: z.array(
    z.object({
      id: phrase,
      caption: phrase,
      image: socialImage,
      alt: phrase,
      date: phrase,
      engagement: z.object({likes: count, comments: count}),
      url: profileUrl,
    }),
  ),
  videos: z.array(
    z.object({
      id: phrase,
      title: phrase,
      duration: z.string().regex(/^\d+:\d{2}$/),
      views: count,
      description: phrase,
      thumbnail: socialImage,
      url: profileUrl,
    }),
  ),
  hero: z.object({
    eyebrow: phrase,
    title: phrase,
    subtitle: phrase,
    followersLabel: phrase,
    followersNote: phrase,
    viewsLabel: phrase,
    viewsNote: phrase,
    updatesLabel: phrase,
    updatesNote: phrase,
  }),
  columns: z.record(z.string(), z.object({title: phrase, follow: phrase, href: profileUrl})),
  featuredPost: z.object({title: phrase, author: phrase, authorRole: phrase, action: phrase}),
  labels: z.object({
    latestTitle: phrase,
    viewPost: phrase,
    viewPhoto: phrase,
    views: phrase,
    duration: phrase,
    followPrefix: phrase,
    engagement: z.record(z.string(), phrase),
  }),
});

/* /integrations and the partner guides; that the logos and guides exist is checked by the test */

const partnerId = z.enum(Object.keys(PARTNER_SITES) as [PartnerId, ...PartnerId[]]);

/** A partial capability always says what is and is not covered. */
const syncSupportSchema: z.ZodType<SyncSupport> = z.discriminatedUnion('level', [
  z.object({level: z.enum(['yes', 'no']), note: words.optional()}),
  z.object({level: z.literal('partial'), note: words}),
]);

export const integrationPartnerSchema: z.ZodType<IntegrationPartner> = z.object({
  id: partnerId,
  name: z.string().min(2),
  logo: z.string().regex(/^\/img\/integrations\/[a-z]+\.svg$/),
  url: z.url({protocol: /^https$/}),
  category: words,
  description: words,
  guide: z.templateLiteral(['/docs/integrations/', partnerId]),
  syncs: z.record(z.enum(SYNC_KINDS), syncSupportSchema),
  syncInterval: words,
  auth: words,
  partnerAdmin: words,
  lastVerified: z.iso.date(),
});

/** Screen-reader words after a link's label that name the partner: " for Dutchie". */
const nameSuffix = z.custom<(name: string) => string>(
  (value) => typeof value === 'function' && / Dutchie\b/.test(String(value('Dutchie'))),
  'must be a function of the partner name that names it, after a space',
);

export const integrationsPageSchema: z.ZodType<IntegrationsPage> = z.object({
  hero: z.object({eyebrow: words, title: words, partnersAction: words, subtitle: words}),
  partners: z.object({
    title: words,
    subtitle: words,
    linkLabel: words,
    guideLabel: words,
    guideOf: nameSuffix,
    siteOf: nameSuffix,
  }),
  howItWorks: z.object({title: words, items: z.array(z.object({icon, title: words, text: words})).min(3)}),
  custom: z.object({title: words, text: words, actionLabel: words, contactLabel: words}),
});

/* /privacy */

export const privacySchema: z.ZodType<PrivacyContent> = z.object({
  page: z.object({
    title: words,
    updatedLabel: words,
    /** The date as written in the page's language (the test holds it to lastUpdatedIso). */
    lastUpdated: words,
    lastUpdatedIso: z.iso.date(),
    tocLabel: words,
    intro: words,
  }),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/),
        title: words,
        paragraphs: z.array(words).min(1),
        items: z.array(z.object({term: words, description: words})).optional(),
      }),
    )
    .length(9),
});

/* The blog, newsletter and case-study pages: only the parts with rules of their own (the rest is plain copy) */

const collectionText = z.string().min(2);
const collectionLink = z.union([
  z.object({label: collectionText, to: z.string().regex(/^\/[a-z0-9/-]*$/)}).strict(),
  z.object({label: collectionText, href: z.url()}).strict(),
]);
const collectionStat = z.object({value: collectionText, label: collectionText}).strict();

export const collectionPagesSchema = z.object({
  blog: z
    .object({
      error: z.object({title: collectionText, text: collectionText, back: collectionText}).strict(),
      stat: collectionStat,
      defaultDescription: z.string().min(20),
    })
    .loose(),
  newsletter: z
    .object({
      stats: z.array(collectionStat).length(3),
      trustReasons: z.array(z.object({icon, title: collectionText, text: z.string().min(40)}).strict()).length(3),
      subscribe: z.object({title: collectionText, text: collectionText, note: collectionText}).strict(),
    })
    .loose(),
  caseStudy: z
    .object({
      cta: z
        .object({title: collectionText, text: collectionText, actions: z.array(collectionLink).min(1).max(3)})
        .strict(),
    })
    .loose(),
  related: z
    .object({
      title: collectionText,
      product: z.object({title: collectionText, description: collectionText, to: z.string()}).strict(),
    })
    .loose(),
  share: z.object({copied: collectionText, copiedText: collectionText, failed: collectionText}).strict(),
});

/* The Help Center: its landing, release notes, feedback and copy-page controls, llms.txt and stated facts */

/** A Help Center summary: one full sentence that fits on a card. */
const helpSentence = z.string().min(60).max(200).regex(/\.$/, 'must be a full sentence');

export const helpSectionSchema: z.ZodType<HelpSection> = z.strictObject({
  slug: z.string().regex(/^[a-z-]+$/),
  icon: z.enum(HELP_SECTION_ICONS),
  summary: helpSentence,
});

export const helpCenterCopySchema: z.ZodType<HelpCenterCopy> = z.object({
  intro: helpSentence,
  searchLabel: text,
  searchHint: text,
  sectionsTitle: text,
  guides: z.custom<(count: number) => string>(
    (value) => typeof value === 'function',
    'must be a function of the count',
  ),
  releaseNotes: z.object({title: text, summary: helpSentence, to: route}),
});

export const changelogCopySchema: z.ZodType<ChangelogCopy> = z.object({
  eyebrow: text,
  title: text,
  subtitle: z.string().min(10),
  feedsLabel: text,
  listTitle: text,
  readMore: text,
  guideLink: text,
  backLink: text,
});

/** The page feedback's copy in any language: every field a phrase, the question a question. */
export const docsFeedbackCopySchema: z.ZodType<DocsFeedbackCopy> = z.strictObject({
  question: phrase.refine((question) => question.endsWith('?'), 'must be a question'),
  yes: phrase,
  no: phrase,
  commentLabel: phrase,
  charactersLeft: phrase,
  send: phrase,
  sending: phrase,
  thanks: phrase,
  thanksDetail: phrase,
  remembered: phrase,
  failure: z.object({title: phrase, description: phrase}),
});

/** The English wording, which the product's tests hold. */
export const docsFeedbackSchema: z.ZodType<DocsFeedbackCopy> = z.strictObject({
  question: z.literal('Was this page helpful?'),
  yes: z.literal('Yes'),
  no: z.literal('No'),
  commentLabel: phrase,
  charactersLeft: phrase,
  send: phrase,
  sending: z.literal('Sending...'),
  thanks: phrase,
  thanksDetail: phrase,
  remembered: z.string().startsWith('Thanks for your feedback'),
  failure: z.object({title: z.literal('Something went wrong'), description: phrase}),
});

/** Short plain labels of the "Copy page" control. */
const copyLabel = z.string().min(3).max(40).refine(noHtml, 'no HTML');

export const copyPageSchema: z.ZodType<CopyPageCopy> = z.strictObject({
  button: copyLabel,
  copied: copyLabel,
  copying: copyLabel,
  toastCopied: copyLabel,
  toastCopiedText: z.string().min(10),
  toastFailed: copyLabel,
  toastFailedText: z.string().min(10),
  viewMarkdown: copyLabel,
  toolbarLabel: copyLabel,
});

/** What /llms.txt says before its links; that each optional page exists in src/pages is checked by the test. */
export const llmsTxtSchema: z.ZodType<LlmsTxtCopy> = z.object({
  docsTitle: z.string().min(3),
  summary: z
    .string()
    .min(40)
    .refine((s) => !s.includes('\n'), 'one line'),
  details: z.array(z.string().min(20).refine(noHtml, 'no HTML')).min(1),
  optionalPages: z.array(z.string().regex(/^\/[a-z0-9-]+$/)).min(1),
});

export const adaFeatureSchema: z.ZodType<AdaFeature> = z.strictObject({
  name: text,
  group: z.enum([
    'Text and spacing',
    'Color and contrast',
    'Reading aids',
    'Motion and media',
    'Navigation',
    'Settings',
  ]),
  explanation: z.string().trim().min(20).regex(/\.$/, 'an explanation is a sentence'),
});

const roleAccess = z.string().trim().min(2).max(16);

export const rolePermissionSchema: z.ZodType<RolePermission> = z.strictObject({
  permission: text,
  access: z.strictObject({Owner: roleAccess, Manager: roleAccess, Budtender: roleAccess}),
});
