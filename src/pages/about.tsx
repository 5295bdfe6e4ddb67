import React from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import AboutHero from '@site/src/components/About/Hero';
import Mission from '@site/src/components/About/Mission';
import Timeline from '@site/src/components/About/Timeline';
import IconCards from '@site/src/components/shared/IconCards';
import Testimonials from '@site/src/components/shared/Testimonials';
import CtaSection from '@site/src/components/shared/CtaSection';
import {about as aboutTable} from '@site/src/data/about';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function AboutPage() {
  const about = useLocalized(aboutTable);
  return (
    <PageLayout>
      <AboutHero hero={about.hero} />
      <Mission mission={about.mission} />
      <Timeline timeline={about.timeline} />
      <IconCards
        id="features"
        title={about.features.title}
        subtitle={about.features.subtitle}
        cards={about.features.cards}
      />
      <Testimonials id="testimonials" tone="alt" title={about.testimonials.title} items={about.testimonials.items} />
      <CtaSection {...about.cta} />
    </PageLayout>
  );
}
