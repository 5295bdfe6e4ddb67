import React from 'react';
import Layout from '@theme-original/DocCard/Layout';
import type LayoutType from '@theme/DocCard/Layout';
import type {WrapperProps} from '@docusaurus/types';
import FileText from 'lucide-react/icons/file-text';
import FolderOpen from 'lucide-react/icons/folder-open';
import {Piece} from '@site/src/components/shared/PageLayout/Pieces';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The cards of the Help Center's section pages, with a drawn icon instead of
 * the theme's emoji (a page and a card box), which shows as an empty box where no emoji font
 * is installed. The card's title says what it is, so the icon is hidden from
 * screen readers. Each card is a piece of its own (PageLayout's Pieces): a section page is its
 * title and its cards, which hydrate one by one after the page shell.
 */
export default function DocCardLayoutWrapper(props: Props) {
  const Icon = props.item.type === 'category' ? FolderOpen : FileText;
  return (
    <Piece>
      <Layout {...props} icon={<Icon className={styles.icon} aria-hidden />} />
    </Piece>
  );
}
