import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import {contactHelp as contactHelpTable} from '@site/src/data/contact';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

/** Common support topics, each with the page that answers most questions about it. */
export default function ContactHelp() {
  const contactHelp = useLocalized(contactHelpTable);
  return (
    <Section id="help">
      <SectionHeading title={contactHelp.title} />
      <CardGrid min={220}>
        {contactHelp.items.map((item) => (
          <Card key={item.title} title={item.title} footer={<Link to={item.link.to}>{item.link.label}</Link>}>
            <p>{item.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
