/** Menu, popup, toast, counter and animation timings (docs-engineering/decisions.md#product-figures). */

/** Timing and layout. */
export const TIMING = {
  menuDebounceMs: 400,
  menuCloseDelayMs: 200,
  routeChangeCloseMs: 600,
  mobileLinkCloseMs: 100,
  scrollOffsetPx: 80,
  pricingScrollFromOtherPageMs: 300,
  pricingScrollSamePageMs: 100,
  /**
   * How long a section link from another page waits for that page to render the section: on a slow phone the
   * route's code may still be loading when the 300 ms are up.
   */
  sectionWaitMs: 5000,
  /** For how long after a section link's scroll a page still moving under it (bands, images) is followed. */
  sectionSettleMs: 3000,
  popupDelayMs: 60000,
  popupSuppressionHours: 24,
  demoRedirectMs: 2000,
  waitlistSimulatedDelayMs: 1000,
  toastDurationMs: 5000,
  toastLimit: 1,
  counterTickMs: 16,
  counterDurationMs: 2000,
  counterCap: 100000,
  typingCharMs: 70,
  typingDeleteCharMs: 50,
  /** How long a fully typed phrase stays before it is deleted (our choice: long enough to read it). */
  typingHoldMs: 1800,
  /** One pass of the /waitlist scrolling banner. */
  bannerLoopS: 40,
  logoStrip: {pxPerFrame: 0.25, gapPx: 40, slotPx: 180, skeletons: 5},
  statStaggerMs: 200,
  statViewThreshold: 0.1,
  /** Home testimonials auto-advance (our choice: time to read one). */
  testimonialAdvanceMs: 7000,
} as const;
