import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import SafeImage from '@site/src/components/shared/SafeImage';
import styles from './styles.module.css';

export default function About() {
  const {eyebrow, title, paragraphs, image, benefitsTitle, benefits, actions} = useLocalized(HOME).about;
  return (
    <Section id="about" aria-labelledby="home-about-title">
      <div className={styles.grid}>
        <div className={styles.media}>
          <SafeImage
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            fallback={
              <div className={styles.fallback} role="img" aria-label={image.fallback}>
                {image.fallback}
              </div>
            }
          />
        </div>
        <div>
          <SectionHeading id="home-about-title" eyebrow={eyebrow} title={title} align="left" />
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <h3 className={styles.benefitsTitle}>{benefitsTitle}</h3>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            {actions.map((action) => (
              <ActionLink key={action.label} {...action} />
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
