import React from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NavbarType>;

/** The theme's header; this wrapper only adds the header's own styles (Request Demo as a button). */
export default function NavbarWrapper(props: Props) {
  return (
    <div className={styles.contents}>
      <Navbar {...props} />
    </div>
  );
}
