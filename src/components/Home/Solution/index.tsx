import React, {type CSSProperties} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** The solution card: the whole card links to the product page. */
export default function Solution() {
  const {eyebrow, title, card, linkLabel} = useLocalized(HOME).solution;
  const colors = {'--card-bg': card.bgColor, '--card-bg-hover': card.hoverBgColor} as CSSProperties;
  return (
    <Section aria-labelledby="home-solution-title">
      <SectionHeading id="home-solution-title" eyebrow={eyebrow} title={title} />
      <Link to={card.link} className={styles.card} style={colors}>
        <div>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.subtitle}>{card.subtitle}</p>
        </div>
        <ul className={styles.features}>
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <span className={styles.more}>
          {linkLabel} <span aria-hidden="true">→</span>
        </span>
      </Link>
    </Section>
  );
}
