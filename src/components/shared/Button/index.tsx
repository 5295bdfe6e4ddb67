import React, {type ComponentProps} from 'react';
import {useHydrated} from '@site/src/lib/useHydrated';

type Props = ComponentProps<'button'>;

/**
 * The site's <button>: disabled in the pre-rendered page and until it has hydrated, then as its
 * props say. Pages paint before their bundles run (src/config/ssgTemplate.ts), so a button that
 * needs script is inert until it works: never pressed without effect, and a submit button never
 * submits the form natively (which would put the visitor's details in the address bar). Each
 * button turns on in a task of its own (src/lib/useHydrated.ts). Styles must not dim a button for
 * this (CONTRIBUTING.md "Rules for components"). `type` defaults to "button".
 */
export default function Button({type = 'button', disabled, ...props}: Props) {
  const hydrated = useHydrated();
  return <button type={type} {...props} disabled={!hydrated || disabled} />;
}
