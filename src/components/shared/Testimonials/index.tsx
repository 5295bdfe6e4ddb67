import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import type {Testimonial} from '@site/src/data/about';
import styles from './styles.module.css';

type Props = {id: string; title: string; items: readonly Testimonial[]; tone?: 'default' | 'alt'};

/** Customer quotes as cards (used on /ai-product-bot and /about). */
export default function Testimonials({id, title, items, tone}: Props) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} />
      <CardGrid min={300}>
        {items.map((item) => (
          <Card key={item.author} className={styles.card}>
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.author}>{item.author}</span>
                <span>
                  {item.position}, {item.company}
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
