import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import ActionLink from '@site/src/components/shared/ActionLink';
import {ADULTS_NOTICE} from '@site/src/data/constants';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import type {ProductBotContent} from '@site/src/data/productBot';
import styles from './styles.module.css';

/** The #demo target of the hero button: three ways to see the bot. */
export default function DemoOptions({demo}: {demo: ProductBotContent['demo']}) {
  const notice = useLocalized(ADULTS_NOTICE);
  return (
    <Section id="demo" aria-labelledby="demo-title">
      <SectionHeading id="demo-title" title={demo.title} subtitle={demo.subtitle} />
      <CardGrid>
        {demo.options.map((option) => (
          <Card
            key={option.title}
            icon={option.icon}
            title={option.title}
            footer={<ActionLink {...option.action} variant="secondary" />}>
            <p>{option.text}</p>
          </Card>
        ))}
      </CardGrid>
      <p className={styles.notice}>{notice}</p>
    </Section>
  );
}
