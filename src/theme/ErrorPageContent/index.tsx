import React from 'react';
import type {Props} from '@theme/Error';
import ErrorMessage from '../Error/ErrorMessage';

/** A page that fails inside the layout: navbar and footer stay, the content shows the error screen. */
export default function ErrorPageContent({error}: Props) {
  return <ErrorMessage error={error} />;
}
