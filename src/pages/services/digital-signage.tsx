import React from 'react';
import PartnerServicePage from '@site/src/components/Services/PartnerServicePage';
import {digitalSignage} from '@site/src/data/services';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function DigitalSignagePage() {
  return <PartnerServicePage page={useLocalized(digitalSignage)} />;
}
