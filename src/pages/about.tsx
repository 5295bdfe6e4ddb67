import React from 'react';
import Layout from '@theme/Layout';
import AboutHero from '@site/src/components/About/Hero';
import Mission from '@site/src/components/About/Mission';
import Timeline from '@site/src/components/About/Timeline';
import IconCards from '@site/src/components/shared/IconCards';
import Testimonials from '@site/src/components/shared/Testimonials';
import CtaSection from '@site/src/components/shared/CtaSection';
import {about} from '@site/src/data/about';
import HydrateInPieces from '@site/src/components/shared/HydrateInPieces';

export default function AboutPage() {
  return (
    <Layout>
      <main>
        <HydrateInPieces>
          <AboutHero hero={about.hero} />
          <Mission mission={about.mission} />
          <Timeline timeline={about.timeline} />
          <IconCards id="features" title={about.features.title} subtitle={about.features.subtitle} cards={about.features.cards} />
          <Testimonials id="testimonials" tone="alt" title={about.testimonials.title} items={about.testimonials.items} />
          <CtaSection {...about.cta} />
        </HydrateInPieces>
      </main>
    </Layout>
  );
}
