import React from 'react';

// Scaffold with the final signature; the lead-capture work replaces the body.
export default function DemoRequestForm() {
  return <form aria-label="Request a demo" />;
}
