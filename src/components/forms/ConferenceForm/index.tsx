import React from 'react';

export type ConferenceStats = {claimed: number; total: number};

// Scaffold with the final signature; the lead-capture work replaces the body.
export default function ConferenceForm(_props: {onClaimed?: (stats: ConferenceStats) => void}) {
  return <form aria-label="Register for the conference offer" />;
}
