import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {TIMING} from '@site/src/data/constants';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {HOME} from '@site/src/data/home';
import {useReducedMotion} from '@site/src/lib/useReducedMotion';
import SafeImage from '@site/src/components/shared/SafeImage';
import {handleArrowKeys, useCarousel} from '@site/src/components/shared/useCarousel';
import {CarouselArrow, CarouselDots, PauseToggle} from '@site/src/components/shared/CarouselControls';
import styles from './styles.module.css';

/**
 * The testimonials carousel: previous and next wrap, one labelled dot per
 * testimonial. It advances by itself only without reduced motion, and holds
 * still while hovered, focused or paused.
 */
export default function Testimonials() {
  const copy = useLocalized(HOME).testimonials;
  const {title, subtitle, items} = copy;
  const dotLabels = items.map((item, dot) => copy.dotLabel(dot + 1, items.length, item.author));
  const {index, previous, next, goTo} = useCarousel(items.length);
  const reduced = useReducedMotion();
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotating = !reduced && !paused;

  useEffect(() => {
    if (!rotating || held) return undefined;
    const timer = window.setInterval(next, TIMING.testimonialAdvanceMs);
    return () => window.clearInterval(timer);
  }, [rotating, held, next]);

  return (
    <Section tone="alt" aria-labelledby="home-testimonials-title">
      <SectionHeading id="home-testimonials-title" title={title} subtitle={subtitle} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the WAI carousel pattern: the focusable region moves its slides with the arrow keys */}
      <div
        className={styles.carousel}
        role="region"
        aria-roledescription={copy.roles.carousel}
        aria-label={copy.carouselLabel}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        onKeyDown={(event) => handleArrowKeys(event.key, {previous, next}) && event.preventDefault()}>
        <div className={styles.controls}>
          {!reduced && (
            <PauseToggle
              paused={paused}
              onToggle={() => setPaused(!paused)}
              pauseLabel={copy.pauseLabel}
              playLabel={copy.playLabel}
            />
          )}
        </div>
        {/* Every slide sits in the same grid cell, so the tallest one sets the height and nothing below moves. */}
        <div className={styles.stack} aria-live={rotating ? 'off' : 'polite'}>
          {items.map((item, position) => (
            <div
              key={item.id}
              className={clsx(styles.slide, position !== index && styles.inactive)}
              role="group"
              aria-roledescription={copy.roles.slide}
              aria-label={copy.slideLabel(position + 1, items.length)}
              aria-hidden={position !== index}
              data-testid={position === index ? 'testimonial' : undefined}>
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <SafeImage
                    className={styles.logo}
                    src={item.companyLogo}
                    alt=""
                    width={150}
                    height={50}
                    loading="lazy"
                    decoding="async"
                    fallback={null}
                  />
                  <span>
                    <strong>{item.author}</strong>
                    <span className={styles.position}>
                      {item.position}, {item.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        <div className={styles.nav}>
          <CarouselArrow direction="previous" label={copy.previousLabel} onClick={previous} />
          <CarouselDots labels={dotLabels} index={index} onSelect={goTo} />
          <CarouselArrow direction="next" label={copy.nextLabel} onClick={next} />
        </div>
      </div>
    </Section>
  );
}
