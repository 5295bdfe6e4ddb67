import React from 'react';

export type WaitlistStats = {count: number; progress: number};

// Scaffold with the final signature; the lead-capture work replaces the body.
export default function WaitlistForm(_props: {id?: string; onJoined?: (stats: WaitlistStats) => void}) {
  return <form aria-label="Join the waitlist" />;
}
