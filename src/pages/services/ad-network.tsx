import React from 'react';
import PartnerServicePage from '@site/src/components/Services/PartnerServicePage';
import {adNetwork} from '@site/src/data/services';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

export default function AdNetworkPage() {
  return <PartnerServicePage page={useLocalized(adNetwork)} />;
}
