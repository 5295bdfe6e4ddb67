import React from 'react';
import {LIVE_FIGURE_UI} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {
  /** The server's figure, or null while it is on its way. */
  value: number | string | null;
  /** A figure of the usual length (the launch one): the placeholder takes exactly its room. */
  sizeLike: number | string;
  testId?: string;
};

/**
 * A figure that comes from the server. Until it arrives the page shows a neutral placeholder of the
 * same size, never the build-time number, which would then jump (CONTRIBUTING.md "Rules for components").
 * The placeholder holds `sizeLike` in transparent text, so with tabular figures
 * the line keeps its width and nothing moves when the number lands.
 */
export default function LiveFigure({value, sizeLike, testId}: Props) {
  const copy = useLocalized(LIVE_FIGURE_UI);
  if (value === null) {
    return (
      <span className={styles.placeholder} data-testid={testId} data-loading="true">
        <span aria-hidden="true">{sizeLike}</span>
        <span className="sr-only">{copy.loading}</span>
      </span>
    );
  }
  return (
    <span className={styles.figure} data-testid={testId}>
      {value}
    </span>
  );
}
