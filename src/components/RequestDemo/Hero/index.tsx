import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import {requestDemoPage} from '@site/src/data/contact';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function RequestDemoHero() {
  const {hero} = useLocalized(requestDemoPage);
  // The data's eyebrow repeats the title word for word, so this hero shows only the title and subtitle.
  return <PageHero title={hero.title} subtitle={hero.subtitle} />;
}
