import React from 'react';
import clsx from 'clsx';
import type ButtonType from '@theme/CodeBlock/Buttons/Button';
import type {WrapperProps} from '@docusaurus/types';
import Button from '@site/src/components/shared/Button';

type Props = WrapperProps<typeof ButtonType>;

/**
 * The code block's copy and word-wrap buttons: the theme's, on the shared Button, inert until they work
 * (README "Rules for components").
 * Patch "buttons-until-hydrated" (plugins/lean-client/patches/buttons-until-hydrated.ts): its switch, the
 * hash of the framework file it stands in for, and the proposal that would let it go.
 */
export default function CodeBlockButton({className, ...props}: Props) {
  return <Button {...props} className={clsx('clean-btn', className)} />;
}
