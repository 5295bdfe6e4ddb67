import React from 'react';

// Scaffold with the final signature; the lead-capture work replaces the body.
export default function NewsletterSubscribe(_props: {source?: string}) {
  return <form aria-label="Subscribe to the newsletter" />;
}
