import React from 'react';
import PartnerServicePage from '@site/src/components/Services/PartnerServicePage';
import {adNetwork} from '@site/src/data/services';

export default function AdNetworkPage() {
  return <PartnerServicePage page={adNetwork} />;
}
