import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import TypingText from '@site/src/components/TypingText';
import ProgressBar from '@site/src/components/ProgressBar';
import LiveFigure from '@site/src/components/shared/LiveFigure';
import {useWaitlistStats} from '@site/src/components/forms/stats';
import {LAUNCH_WAITLIST_STATS} from '@site/src/lib/forms/stats';
import {WAITLIST} from '@site/src/data/constants';
import {waitlistHero} from '@site/src/data/waitlist';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/**
 * Launch hero: typing line, live waitlist count and launch-readiness bar. It reads the stats store
 * itself, so the server's numbers re-render the hero alone, not the whole page mid-load.
 */
export default function WaitlistHero() {
  const copy = useLocalized(waitlistHero);
  const stats = useWaitlistStats();
  const progress = stats?.progress ?? null;
  return (
    <PageHero
      tone="brand"
      align="left"
      eyebrow={copy.eyebrow}
      eyebrowStyle="pill"
      title={copy.title}
      afterTitle={<TypingText phrases={copy.typingPhrases} className={styles.typing} />}
      subtitle={copy.subtitle}
      actions={[
        {label: copy.primaryAction, to: '#waitlist-form', variant: 'ghost'},
        {label: copy.secondaryAction, to: '/demo', variant: 'secondary'},
      ]}
      aside={
        <>
          <p className={styles.count} aria-live="polite">
            <span className={styles.countValue}>
              <LiveFigure value={stats?.count ?? null} sizeLike={LAUNCH_WAITLIST_STATS.count} testId="waitlist-count" />
            </span>{' '}
            <span>{copy.countLabel}</span>
          </p>
          <div className={styles.progressHead}>
            <span>{copy.progressLabel}</span>
            <LiveFigure
              value={progress === null ? null : `${progress}%`}
              sizeLike={`${LAUNCH_WAITLIST_STATS.progress}%`}
              testId="waitlist-progress"
            />
          </div>
          <ProgressBar
            value={progress}
            max={WAITLIST.progressMax}
            label={copy.progressLabel}
            valueText={progress === null ? undefined : copy.progressValue(progress)}
            tone="accent"
          />
        </>
      }
    />
  );
}
