import React from 'react';
import Layout from '@theme/Layout';
import ContactHero from '@site/src/components/Contact/Hero';
import ContactChannels from '@site/src/components/Contact/Channels';
import ContactProfiles from '@site/src/components/Contact/Profiles';
import ContactHelp from '@site/src/components/Contact/Help';
import ContactClosing from '@site/src/components/Contact/Closing';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

// Also shown at /contact-us (decisions.md).
export default function ContactPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <ContactHero />
          <ContactChannels />
          <ContactProfiles />
          <ContactHelp />
          <ContactClosing />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
