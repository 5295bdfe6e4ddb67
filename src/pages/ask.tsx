import React from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/shared/PageHero';
import AskPanel from '@site/src/components/Ask/Panel';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';
import {ASK_COPY} from '@site/src/data/ask';

// An answer is a link: /ask?q=how+do+i+hook+up+dutchie (src/components/Ask/Panel).
export default function AskPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <PageHero {...ASK_COPY.hero} align="left" narrow />
          <AskPanel />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
