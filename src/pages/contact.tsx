import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import ContactHero from '@site/src/components/Contact/Hero';
import ContactChannels from '@site/src/components/Contact/Channels';
import ContactProfiles from '@site/src/components/Contact/Profiles';
import ContactHelp from '@site/src/components/Contact/Help';
import ContactClosing from '@site/src/components/Contact/Closing';

// Also shown at /contact-us (docs-engineering/decisions.md#aliases).
export default function ContactPage() {
  return (
    <PageLayout>
      <ContactHero />
      <ContactChannels />
      <ContactProfiles />
      <ContactHelp />
      <ContactClosing />
    </PageLayout>
  );
}
