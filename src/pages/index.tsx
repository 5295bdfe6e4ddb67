import React from 'react';
import Head from '@docusaurus/Head';
import PageLayout from '@site/src/components/shared/PageLayout';
import {APP_VERSION_MARKER} from '@site/src/data/constants';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import Hero from '@site/src/components/Home/Hero';
import About from '@site/src/components/Home/About';
import HiddenCost from '@site/src/components/Home/HiddenCost';
import LossCalculator from '@site/src/components/Home/LossCalculator';
import LogoStrip from '@site/src/components/Home/LogoStrip';
import Stats from '@site/src/components/Home/Stats';
import Testimonials from '@site/src/components/Home/Testimonials';
import CallToAction from '@site/src/components/Home/CallToAction';
import Solution from '@site/src/components/Home/Solution';
import Benefits from '@site/src/components/Home/Benefits';
import Comparison from '@site/src/components/Home/Comparison';
import SpecializedSolutions from '@site/src/components/Home/SpecializedSolutions';
import BlogTeaser from '@site/src/components/Home/BlogTeaser';
import DemoPopup from '@site/src/components/DemoPopup';

export default function Home() {
  const {meta} = useLocalized(HOME);
  return (
    <PageLayout
      title={meta.title}
      description={meta.description}
      head={
        <Head>
          <meta name="app-version" content={APP_VERSION_MARKER} />
        </Head>
      }
      after={<DemoPopup />}>
      <Hero />
      <About />
      <HiddenCost />
      <LossCalculator />
      <LogoStrip />
      <Stats />
      <Testimonials />
      <CallToAction />
      <Solution />
      <Benefits />
      <Comparison />
      <SpecializedSolutions />
      <BlogTeaser />
    </PageLayout>
  );
}
