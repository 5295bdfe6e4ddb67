/** The Help Center's "Copy page" control (src/components/docs/CopyPage), per language. */
import type {Localized} from './constants';

export type CopyPageCopy = {
  button: string;
  copied: string;
  copying: string;
  toastCopied: string;
  toastCopiedText: string;
  toastFailed: string;
  toastFailedText: string;
  viewMarkdown: string;
  toolbarLabel: string;
};

export const COPY_PAGE: Localized<CopyPageCopy> = {
  en: {
    button: 'Copy page',
    copied: 'Copied',
    /** Said by the live region while the page is fetched. */
    copying: 'Copying page…',
    toastCopied: 'Page copied as Markdown',
    toastCopiedText: 'Paste it into your AI assistant or notes.',
    toastFailed: 'Could not copy this page',
    toastFailedText:
      'Your browser blocked the clipboard or the Markdown copy is not available. Open it with "View as Markdown" instead.',
    viewMarkdown: 'View as Markdown',
    /** The toolbar's accessible name. */
    toolbarLabel: 'Page tools',
  },
  es: {
    button: 'Copiar página',
    copied: 'Copiada',
    copying: 'Copiando la página…',
    toastCopied: 'Página copiada como Markdown',
    toastCopiedText: 'Pégala en tu asistente de IA o en tus notas.',
    toastFailed: 'No se pudo copiar esta página',
    toastFailedText:
      'Tu navegador bloqueó el portapapeles o la copia en Markdown no está disponible. Ábrela con “Ver como Markdown”.',
    viewMarkdown: 'Ver como Markdown',
    toolbarLabel: 'Herramientas de la página',
  },
};
