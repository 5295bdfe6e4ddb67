import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import WaitlistHero from '@site/src/components/Waitlist/Hero';
import ChatPreview from '@site/src/components/Waitlist/ChatPreview';
import WaitlistFeatures from '@site/src/components/Waitlist/Features';
import WaitlistCounters from '@site/src/components/Waitlist/Counters';
import WaitlistFormSection from '@site/src/components/Waitlist/FormSection';
import WaitlistBanner from '@site/src/components/Waitlist/Banner';
import WaitlistClosing from '@site/src/components/Waitlist/Closing';

export default function WaitlistPage() {
  return (
    <PageLayout>
      <WaitlistHero />
      <WaitlistBanner />
      <ChatPreview />
      <WaitlistFeatures />
      <WaitlistCounters />
      <WaitlistFormSection />
      <WaitlistClosing />
    </PageLayout>
  );
}
