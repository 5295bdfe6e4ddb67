import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import {contactHero} from '@site/src/data/contact';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function ContactHero() {
  return <PageHero {...useLocalized(contactHero)} />;
}
