import React from 'react';
import Layout from '@theme/Layout';
import WaitlistHero from '@site/src/components/Waitlist/Hero';
import ChatPreview from '@site/src/components/Waitlist/ChatPreview';
import WaitlistFeatures from '@site/src/components/Waitlist/Features';
import WaitlistCounters from '@site/src/components/Waitlist/Counters';
import WaitlistFormSection from '@site/src/components/Waitlist/FormSection';
import WaitlistBanner from '@site/src/components/Waitlist/Banner';
import WaitlistClosing from '@site/src/components/Waitlist/Closing';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function WaitlistPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <WaitlistHero />
          <WaitlistBanner />
          <ChatPreview />
          <WaitlistFeatures />
          <WaitlistCounters />
          <WaitlistFormSection />
          <WaitlistClosing />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
