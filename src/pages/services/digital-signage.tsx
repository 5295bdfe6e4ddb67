import React from 'react';
import PartnerServicePage from '@site/src/components/Services/PartnerServicePage';
import {digitalSignage} from '@site/src/data/services';

export default function DigitalSignagePage() {
  return <PartnerServicePage page={digitalSignage} />;
}
