import React, {useEffect, useRef, useState, type CSSProperties} from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import {TIMING} from '@site/src/data/constants';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {CLIENT_LOGOS, HOME} from '@site/src/data/home';
import {useImagesReady} from '@site/src/lib/useImagesReady';
import {useReducedMotion} from '@site/src/lib/useReducedMotion';
import SafeImage from '@site/src/components/shared/SafeImage';
import {PauseToggle} from '@site/src/components/shared/CarouselControls';
import styles from './styles.module.css';

const {pxPerFrame, gapPx, slotPx, skeletons} = TIMING.logoStrip;
const logoSources = CLIENT_LOGOS.map((logo) => logo.src);
const layout = {'--slot': `${slotPx}px`, '--gap': `${gapPx}px`} as CSSProperties;

/** `copy` marks the second pass of the loop, hidden from screen readers so each name is heard once. */
function Logo({logo, copy = false}: {logo: (typeof CLIENT_LOGOS)[number]; copy?: boolean}) {
  return (
    <li className={styles.slot} aria-hidden={copy || undefined}>
      <SafeImage
        className={styles.logo}
        src={logo.src}
        alt={copy ? '' : logo.alt}
        width={slotPx}
        height={60}
        loading="lazy"
        decoding="async"
        fallback={<span className={styles.fallback}>{logo.alt}</span>}
      />
    </li>
  );
}

/**
 * The logo strip: 0.25 px per frame sideways, pausing on hover, focus or
 * the pause button; standing still as a wrapped row under reduced motion.
 */
export default function LogoStrip() {
  const {title, logos, pauseLabel, resumeLabel, loadingLabel} = useLocalized(HOME).logos;
  // The strip never starts half empty.
  const ready = useImagesReady(logoSources);
  const reduced = useReducedMotion();
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const moving = ready && !reduced;

  // The frames only run while the strip is on screen: off screen they would
  // cost the main thread work every frame for motion nobody sees.
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = track.current;
    if (!moving || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [moving]);

  useEffect(() => {
    const element = track.current;
    if (!moving || !onScreen || held || paused || !element) return undefined;
    const loopWidth = CLIENT_LOGOS.length * (slotPx + gapPx);
    let offset = Number(element.dataset.offset ?? 0);
    let frame = requestAnimationFrame(function step() {
      offset = (offset + pxPerFrame) % loopWidth;
      element.dataset.offset = String(offset);
      element.style.transform = `translate3d(${-offset}px, 0, 0)`;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [moving, onScreen, held, paused]);

  return (
    <Section aria-labelledby="home-logos-title" className={styles.section}>
      <h2 id="home-logos-title" className={styles.title}>
        {title}
      </h2>
      {!ready && (
        <>
          <ul className={styles.skeletons} aria-busy="true" aria-label={loadingLabel} style={layout}>
            {Array.from({length: skeletons}, (_, index) => (
              <li key={index} className={styles.skeleton} />
            ))}
          </ul>
          <noscript>
            <ul className={clsx(styles.track, styles.still)} style={layout}>
              {logos.map((logo) => (
                <Logo key={logo.id} logo={logo} />
              ))}
            </ul>
          </noscript>
        </>
      )}
      {ready && (
        <div
          className={styles.viewport}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}>
          <div className={clsx(moving && styles.mask)}>
            <ul
              ref={track}
              className={clsx(styles.track, !moving && styles.still)}
              style={layout}
              data-testid="logo-track">
              {logos.map((logo) => (
                <Logo key={logo.id} logo={logo} />
              ))}
              {/* A second copy makes the loop seamless. */}
              {moving && logos.map((logo) => <Logo key={`${logo.id}-copy`} logo={logo} copy />)}
            </ul>
          </div>
          {moving && (
            <PauseToggle
              paused={paused}
              onToggle={() => setPaused(!paused)}
              pauseLabel={pauseLabel}
              playLabel={resumeLabel}
            />
          )}
        </div>
      )}
    </Section>
  );
}
