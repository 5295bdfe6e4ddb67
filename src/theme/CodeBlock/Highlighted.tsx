import React, {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain string children become one string, so the block can be highlighted and copied (as the theme does). */
function stringified(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock without its remount after hydration (`key={String(useIsBrowser())}`). The
 * remount re-highlighted every block, and reading useIsBrowser made the flip of that context, right
 * after hydration, hydrate every section of a guide at once in one long task on a phone. The remount
 * existed because the Prism colours were inline styles that differ between light and dark; ours are
 * CSS variables (src/config/prismThemes.ts), the same in both modes, so the server's HTML is right
 * in either.
 * Patch "code-block-no-remount" (plugins/lean-client/patches/code-block-no-remount.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
export default function Highlighted({children, ...props}: Props): ReactNode {
  const code = stringified(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
