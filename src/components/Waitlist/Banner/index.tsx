import React from 'react';
import {TIMING} from '@site/src/data/constants';
import {waitlistBanner} from '@site/src/data/waitlist';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/**
 * A slowly scrolling strip of reasons to join. The messages are a real list
 * once; a second, hidden copy makes the loop seamless. It pauses while
 * hovered or focused and stands still (wrapping) under reduced motion.
 */
export default function WaitlistBanner() {
  const copy = useLocalized(waitlistBanner);
  return (
    <section className={styles.banner} aria-label={copy.label} tabIndex={0}>
      <div className={styles.track} style={{animationDuration: `${TIMING.bannerLoopS}s`}}>
        <ul className={styles.list}>
          {copy.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <ul className={styles.list} aria-hidden="true">
          {copy.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
