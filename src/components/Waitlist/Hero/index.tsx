import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import TypingText from '@site/src/components/TypingText';
import ProgressBar from '@site/src/components/ProgressBar';
import LiveFigure from '@site/src/components/shared/LiveFigure';
import {useWaitlistStats} from '@site/src/components/forms/stats';
import {LAUNCH_WAITLIST_STATS} from '@site/src/lib/forms/stats';
import {WAITLIST} from '@site/src/data/constants';
import {waitlistHero} from '@site/src/data/waitlist';
import styles from './styles.module.css';

/**
 * Launch hero: typing line, live waitlist count and launch-readiness bar. It reads the stats store
 * itself, so the server's numbers re-render the hero alone, not the whole page mid-load.
 */
export default function WaitlistHero() {
  const stats = useWaitlistStats();
  const progress = stats?.progress ?? null;
  return (
    <PageHero
      tone="brand"
      align="left"
      eyebrow={waitlistHero.eyebrow}
      eyebrowStyle="pill"
      title={waitlistHero.title}
      afterTitle={<TypingText phrases={waitlistHero.typingPhrases} className={styles.typing} />}
      subtitle={waitlistHero.subtitle}
      actions={[
        {label: waitlistHero.primaryAction, to: '#waitlist-form', variant: 'ghost'},
        {label: waitlistHero.secondaryAction, to: '/demo', variant: 'secondary'},
      ]}
      aside={
        <>
          <p className={styles.count} aria-live="polite">
            <span className={styles.countValue}>
              <LiveFigure value={stats?.count ?? null} sizeLike={LAUNCH_WAITLIST_STATS.count} testId="waitlist-count" />
            </span>{' '}
            <span>{waitlistHero.countLabel}</span>
          </p>
          <div className={styles.progressHead}>
            <span>{waitlistHero.progressLabel}</span>
            <LiveFigure
              value={progress === null ? null : `${progress}%`}
              sizeLike={`${LAUNCH_WAITLIST_STATS.progress}%`}
              testId="waitlist-progress"
            />
          </div>
          <ProgressBar
            value={progress}
            max={WAITLIST.progressMax}
            label={waitlistHero.progressLabel}
            valueText={progress === null ? undefined : `${progress}% ready`}
            tone="accent"
          />
        </>
      }
    />
  );
}
