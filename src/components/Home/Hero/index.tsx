import React from 'react';
import ActionLink from '@site/src/components/shared/ActionLink';
import StatRow from '@site/src/components/shared/StatRow';
import HomeChatDemo from '@site/src/components/ChatDemo/HomeChatDemo';
import {HOME} from '@site/src/data/home';
import ScrollButton from '../ScrollButton';
import styles from './styles.module.css';

export default function Hero() {
  const {eyebrow, title, subtitle, stats, primary, secondary, chatLabel} = HOME.hero;
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
          <div className={styles.actions}>
            <ActionLink {...primary} />
            <ScrollButton {...secondary} />
          </div>
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
