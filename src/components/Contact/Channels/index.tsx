import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import ActionLink from '@site/src/components/shared/ActionLink';
import {contactChannels as contactChannelsTable} from '@site/src/data/contact';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** E-mail, booking page and demo request: the three ways to reach a person. */
export default function ContactChannels() {
  const contactChannels = useLocalized(contactChannelsTable);
  return (
    <Section id="reach-us">
      <SectionHeading title={contactChannels.title} />
      <CardGrid>
        {contactChannels.items.map((channel) => {
          // mailto: stays in the same tab; web addresses open a new one (ActionLink).
          const isMail = channel.action.href?.startsWith('mailto:');
          return (
            <Card
              key={channel.title}
              title={channel.title}
              icon={channel.icon}
              footer={
                isMail ? (
                  <a className={styles.mail} href={channel.action.href}>
                    {channel.action.label}
                  </a>
                ) : (
                  <ActionLink
                    label={channel.action.label}
                    href={channel.action.href}
                    to={channel.action.to}
                    variant="secondary"
                  />
                )
              }>
              <p>{channel.text}</p>
              {channel.detail && <p className={styles.detail}>{channel.detail}</p>}
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}
