import React from 'react';
import AgentPage from '@site/src/components/AgentPage';

export default function AdaWidgetPage() {
  return <AgentPage id="ada-widget" />;
}
