import React from 'react';
import {HeroActions, HeroHeading} from '@site/src/components/shared/PageHero';
import StatRow from '@site/src/components/shared/StatRow';
import HomeChatDemo from '@site/src/components/ChatDemo/HomeChatDemo';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import ScrollButton from '../ScrollButton';
import styles from './styles.module.css';

/** The home hero keeps its own band and layout for the live chat demo; its copy is PageHero's heading and actions. */
export default function Hero() {
  const {eyebrow, title, subtitle, stats, primary, secondary, chatLabel} = useLocalized(HOME).hero;
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <HeroHeading eyebrow={eyebrow} title={title} titleId="home-hero-title" subtitle={subtitle} />
          <HeroActions actions={[primary]}>
            <ScrollButton {...secondary} />
          </HeroActions>
          <div className={styles.stats}>
            <StatRow stats={stats} />
          </div>
        </div>
        <div className={styles.demo}>
          <HomeChatDemo label={chatLabel} />
        </div>
      </div>
    </section>
  );
}
