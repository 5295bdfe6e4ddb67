import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import PageHero from '@site/src/components/shared/PageHero';
import AskPanel from '@site/src/components/Ask/Panel';
import {ASK_COPY} from '@site/src/data/ask';

// An answer is a link: /ask?q=how+do+i+hook+up+dutchie (src/components/Ask/Panel).
export default function AskPage() {
  return (
    <PageLayout>
      <PageHero {...ASK_COPY.hero} align="left" narrow />
      <AskPanel />
    </PageLayout>
  );
}
