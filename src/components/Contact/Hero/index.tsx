import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import {contactHero} from '@site/src/data/contact';

export default function ContactHero() {
  return <PageHero {...contactHero} />;
}
