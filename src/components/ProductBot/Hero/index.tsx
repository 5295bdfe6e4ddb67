import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import StatRow from '@site/src/components/shared/StatRow';
import ActionLink from '@site/src/components/shared/ActionLink';
import type {ProductBotContent} from '@site/src/data/productBot';
import styles from './styles.module.css';

export default function ProductBotHero({hero}: {hero: ProductBotContent['hero']}) {
  const imageSrc = useBaseUrl(hero.image.src);
  return (
    <Section id="hero" tone="alt" className={styles.hero}>
      <div className={styles.grid}>
        <div>
          <SectionHeading as="h1" align="left" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
          <div className={styles.actions}>
            {hero.actions.map((action) => (
              <ActionLink key={action.label} {...action} />
            ))}
          </div>
          <StatRow stats={hero.stats} className={styles.stats} />
        </div>
        <img className={styles.image} src={imageSrc} alt={hero.image.alt} width={hero.image.width} height={hero.image.height} decoding="async" />
      </div>
    </Section>
  );
}
