import * as z from 'zod';
import {ICON_NAMES} from '../components/shared/Icon/icons';

/** Schemas of the home page copy (src/data/home.ts); only tests import this at run time. */

const text = z.string().trim().min(2);
const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with /');
const route = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be an internal route');

export const actionSchema = z
  .object({label: text, to: route.optional(), href: z.url().optional(), variant: z.enum(['primary', 'secondary', 'ghost']).optional()})
  .strict()
  .refine((a) => Boolean(a.to) !== Boolean(a.href), {message: 'an action has either `to` or `href`'});

export const scrollActionSchema = z.object({label: text, targetId: z.string().regex(/^[a-z0-9-]+$/)}).strict();

export const statSchema = z.object({value: text.or(z.string().min(1)), label: text, description: text.optional()}).strict();

/** Spec 3 "Statistic". */
export const statisticSchema = z.object({number: z.string().min(1), label: text, description: text}).strict();

/** Spec 3 "Scenario card"; `lost` is the order value lost, in whole dollars. */
export const scenarioCardSchema = z.object({title: text, description: text, lost: z.number().int().positive()}).strict();

/** Spec 3 "Client logo". */
export const clientLogoSchema = z.object({id: z.string().regex(/^[a-z0-9-]+$/), alt: text, src: sitePath}).strict();

/** Spec 3 "Testimonial". */
export const testimonialSchema = z
  .object({id: z.string().regex(/^[a-z0-9-]+$/), quote: z.string().min(40), author: text, position: text, company: text, companyLogo: sitePath})
  .strict();

/** Spec 3 "Solution card". */
export const solutionCardSchema = z
  .object({
    id: z.string(),
    title: text,
    subtitle: text,
    bgColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    hoverBgColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    features: z.array(text).min(3),
    link: route,
  })
  .strict();

export const featureCardSchema = z.object({icon: z.enum(ICON_NAMES), title: text, text}).strict();

export const comparisonRowSchema = z.object({feature: text, noChat: text, basicChat: text, budbot: text}).strict();

export const homeSchema = z
  .object({
    meta: z.object({title: text, description: z.string().min(50).max(170)}).strict(),
    hero: z
      .object({
        eyebrow: text,
        title: text,
        subtitle: text,
        stats: z.array(statSchema).length(3),
        primary: actionSchema,
        secondary: scrollActionSchema,
        chatLabel: text,
      })
      .strict(),
    about: z
      .object({
        eyebrow: text,
        title: text,
        paragraphs: z.array(text).min(1),
        image: z.object({src: sitePath, alt: text, width: z.number(), height: z.number(), fallback: text}).strict(),
        benefitsTitle: text,
        benefits: z.array(text).min(3),
        actions: z.array(actionSchema).min(1),
      })
      .strict(),
    hiddenCost: z
      .object({
        eyebrow: text,
        title: text,
        subtitle: text,
        ticker: z
          .object({
            title: text,
            lostTodayLabel: text,
            shoppersLabel: text,
            conversionLabel: text,
            projectionsLabel: text,
            pauseLabel: text,
            resumeLabel: text,
          })
          .strict(),
        scenariosTitle: text,
        scenarios: z.array(scenarioCardSchema).length(4),
        action: scrollActionSchema,
      })
      .strict(),
    calculator: z
      .object({
        title: text,
        subtitle: text,
        sliders: z
          .object({visitors: z.object({label: text, unit: text}).strict(), orderValue: z.object({label: text, unit: text}).strict(), conversionRate: z.object({label: text, unit: text}).strict()})
          .strict(),
        scenarios: z
          .object({withoutBot: z.object({title: text, text}).strict(), basicChat: z.object({title: text, text}).strict(), withBot: z.object({title: text, text}).strict()})
          .strict(),
        swingLabel: text,
        swingText: text,
        boostLabel: text,
        boostText: text,
        action: actionSchema,
      })
      .strict(),
    logos: z.object({title: text, logos: z.array(clientLogoSchema).min(5), pauseLabel: text, resumeLabel: text}).strict(),
    stats: z.object({title: text, subtitle: text, stats: z.array(statisticSchema).length(4)}).strict(),
    testimonials: z.object({title: text, subtitle: text, items: z.array(testimonialSchema).min(3)}).strict(),
    cta: z.object({title: text, text, actions: z.array(actionSchema).length(2)}).strict(),
    solution: z.object({eyebrow: text, title: text, card: solutionCardSchema, linkLabel: text}).strict(),
    benefits: z.object({title: text, subtitle: text, cards: z.array(featureCardSchema).length(6), stats: z.array(statSchema).length(4)}).strict(),
    comparison: z
      .object({
        title: text,
        subtitle: text,
        caption: text,
        columns: z.object({feature: text, noChat: text, basicChat: text, budbot: text}).strict(),
        rows: z.array(comparisonRowSchema).length(7),
        impactLabel: text,
        scrollAction: scrollActionSchema,
        actions: z.array(actionSchema).length(2),
      })
      .strict(),
    specialized: z
      .object({title: text, subtitle: text, badge: text, cards: z.array(featureCardSchema).length(3), action: actionSchema})
      .strict(),
    blogTeaser: z
      .object({
        eyebrow: text,
        title: text,
        subtitle: text,
        viewAll: actionSchema,
        viewAllMobile: actionSchema,
        readMore: text,
        empty: text,
        links: z.array(actionSchema).length(2),
        chatTitle: text,
        chatText: text,
      })
      .strict(),
  })
  .strict();

export const demoCopySchema = z
  .object({
    chat: z
      .object({
        botName: text,
        storeName: text,
        online: text,
        inputLabel: text,
        inputPlaceholder: text,
        reset: text,
        typing: text,
        optionsLabel: text,
        summaryPreparing: text,
        summaryTitle: text,
        totalLabel: text,
        savingsLabel: text,
        couponText: text,
        promoExpires: text,
        pause: text,
        resume: text,
        next: text,
        complete: text,
      })
      .strict(),
    popup: z.object({title: text, text, logo: sitePath, close: text}).strict(),
    page: z
      .object({
        meta: z.object({title: text, description: z.string().min(50).max(170)}).strict(),
        back: actionSchema,
        eyebrow: text,
        title: text,
        subtitle: text,
        chatTitle: text,
        carouselTitle: text,
        carouselText: text,
        carouselLabel: text,
        previous: text,
        next: text,
        cta: z.object({title: text, text, action: actionSchema}).strict(),
      })
      .strict(),
  })
  .strict();
