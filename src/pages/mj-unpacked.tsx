import React from 'react';
import Layout from '@theme/Layout';
import {useConferenceStats} from '@site/src/components/forms/stats';
import ConferenceHero from '@site/src/components/Conference/Hero';
import ConferenceIncluded from '@site/src/components/Conference/Included';
import ConferenceRegister from '@site/src/components/Conference/Register';

export default function MjUnpackedPage() {
  // Licences are the server's numbers; a successful claim answers with the new ones.
  const stats = useConferenceStats();
  return (
    <Layout>
      <main>
        <ConferenceHero claimed={stats.claimed} total={stats.total} />
        <ConferenceIncluded />
        <ConferenceRegister claimed={stats.claimed} total={stats.total} onClaimed={stats.set} />
      </main>
    </Layout>
  );
}
