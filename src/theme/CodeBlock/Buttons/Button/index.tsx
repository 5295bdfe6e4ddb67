import React from 'react';
import Button from '@theme-original/CodeBlock/Buttons/Button';
import type ButtonType from '@theme/CodeBlock/Buttons/Button';
import type {WrapperProps} from '@docusaurus/types';
import {useHydrated} from '@site/src/lib/useHydrated';

type Props = WrapperProps<typeof ButtonType>;

/** The code block's copy and word-wrap buttons, inert until they work (README "Interactive components"). */
export default function CodeBlockButton(props: Props) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={!hydrated || props.disabled} />;
}
