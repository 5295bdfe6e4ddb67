import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import PageHero from '@site/src/components/shared/PageHero';
import AskPanel from '@site/src/components/Ask/Panel';
import {ASK_COPY} from '@site/src/data/ask';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

// An answer is a link: /ask?q=how+do+i+hook+up+dutchie (src/components/Ask/Panel).
export default function AskPage() {
  const {hero} = useLocalized(ASK_COPY);
  return (
    <PageLayout>
      <PageHero {...hero} align="left" narrow />
      <AskPanel />
    </PageLayout>
  );
}
