import React from 'react';
import Layout from '@theme-original/DocCard/Layout';
import type LayoutType from '@theme/DocCard/Layout';
import type {WrapperProps} from '@docusaurus/types';
import FileText from 'lucide-react/icons/file-text';
import FolderOpen from 'lucide-react/icons/folder-open';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The cards of the Help Center's section pages, with a drawn icon instead of
 * the theme's emoji (a page and a card box), which shows as an empty box where no emoji font
 * is installed. The card's title says what it is, so the icon is hidden from
 * screen readers.
 */
export default function DocCardLayoutWrapper(props: Props) {
  const Icon = props.item.type === 'category' ? FolderOpen : FileText;
  return <Layout {...props} icon={<Icon className={styles.icon} aria-hidden />} />;
}
