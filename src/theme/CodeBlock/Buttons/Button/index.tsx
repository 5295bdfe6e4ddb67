import React from 'react';
import clsx from 'clsx';
import type ButtonType from '@theme/CodeBlock/Buttons/Button';
import type {WrapperProps} from '@docusaurus/types';
import Button from '@site/src/components/shared/Button';

type Props = WrapperProps<typeof ButtonType>;

/** The code block's copy and word-wrap buttons: the theme's, on the shared Button, inert until they work (README "Rules for components"). */
export default function CodeBlockButton({className, ...props}: Props) {
  return <Button {...props} className={clsx('clean-btn', className)} />;
}
