import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Split from '@site/src/components/shared/Split';
import FramedImage from '@site/src/components/shared/FramedImage';
import type {AboutContent} from '@site/src/data/about';
import styles from './styles.module.css';

export default function Mission({mission}: {mission: AboutContent['mission']}) {
  return (
    <Section id="mission" aria-labelledby="mission-title">
      <Split>
        <div>
          <SectionHeading id="mission-title" title={mission.title} align="left" />
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <FramedImage image={mission.image} fallback={mission.imageFallback} />
      </Split>
    </Section>
  );
}
