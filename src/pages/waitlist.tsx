import React from 'react';
import Layout from '@theme/Layout';
import {useWaitlistStats} from '@site/src/components/forms/stats';
import WaitlistHero from '@site/src/components/Waitlist/Hero';
import ChatPreview from '@site/src/components/Waitlist/ChatPreview';
import WaitlistFeatures from '@site/src/components/Waitlist/Features';
import WaitlistCounters from '@site/src/components/Waitlist/Counters';
import WaitlistFormSection from '@site/src/components/Waitlist/FormSection';
import WaitlistBanner from '@site/src/components/Waitlist/Banner';
import WaitlistClosing from '@site/src/components/Waitlist/Closing';

export default function WaitlistPage() {
  // The server's numbers; a successful signup answers with the new ones.
  const stats = useWaitlistStats();
  return (
    <Layout>
      <main>
        <WaitlistHero count={stats.count} progress={stats.progress} />
        <WaitlistBanner />
        <ChatPreview />
        <WaitlistFeatures />
        <WaitlistCounters />
        <WaitlistFormSection onJoined={stats.set} />
        <WaitlistClosing />
      </main>
    </Layout>
  );
}
