import React, {type MouseEvent} from 'react';
import ActionLink from '@site/src/components/shared/ActionLink';
import {scrollToBand} from '@site/src/lib/bandLayout';

type Props = {label: string; targetId: string; variant?: 'primary' | 'secondary' | 'ghost'; className?: string};

/**
 * A button-styled in-page link (e.g. to the loss calculator). Without
 * JavaScript it is a plain #anchor; with it, the scroll is smooth unless the
 * visitor prefers reduced motion, and focus moves to the target's heading.
 */
export default function ScrollButton({label, targetId, variant = 'secondary', className}: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    scrollToBand(target);
    window.history.replaceState(null, '', `#${targetId}`);
    const heading = target.querySelector<HTMLElement>('h2, h3') ?? target;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({preventScroll: true});
  };
  return <ActionLink label={label} to={`#${targetId}`} variant={variant} className={className} onClick={onClick} />;
}
