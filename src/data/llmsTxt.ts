/**
 * What /llms.txt says before its links (plugins/llms-txt): the summary an AI assistant reads first,
 * the paragraphs that frame the links, and the marketing pages it may read when it has room.
 */
import {PRICING, type Localized} from './constants';

export type LlmsTxtCopy = {
  /** The Help Center's section title. */
  docsTitle: string;
  summary: string;
  details: readonly string[];
  optionalPages: readonly string[];
};

const OPTIONAL_PAGES = ['/pricing', '/how-it-works', '/integrations', '/ai-agents', '/about', '/contact'];

/**
 * Each language's /llms.txt (/es/llms.txt in Spanish). The Spanish one lists the Spanish Help Center and pages; the
 * articles, newsletters, case studies and release notes are English only and listed in the English /llms.txt.
 */
export const LLMS_TXT: Localized<LlmsTxtCopy> = {
  en: {
    docsTitle: 'Help Center',
    summary:
      'BudBot is an AI virtual budtender for cannabis dispensaries and online cannabis retailers: it answers shoppers on the menu around the clock, recommends products from live inventory and hands compliance-sensitive questions to staff.',
    details: [
      `Each link below is a Markdown copy of a page; the same page without ".md" is its HTML version. The Help Center covers installation, the POS and menu integrations, each agent and the ADA widget, admin tools, billing (plans from $${PRICING.planMonthly} a month) and troubleshooting. Its compliance section explains the guardrails and what to check in each state.`,
      'The whole Help Center in one file, in reading order: /llms-full.txt.',
    ],
    optionalPages: OPTIONAL_PAGES,
  },
  es: {
    docsTitle: 'Centro de ayuda',
    summary:
      'BudBot es un budtender virtual con IA para dispensarios de cannabis y tiendas de cannabis en línea: atiende a los clientes en el menú a toda hora, recomienda productos del inventario en vivo y pasa al personal las preguntas delicadas de cumplimiento normativo.',
    details: [
      `Cada enlace de abajo es una copia en Markdown de una página en español; la misma dirección sin ".md" es su versión HTML. El Centro de ayuda cubre la instalación, las integraciones con el punto de venta y el menú, cada agente y el ADA widget, las herramientas de administración, la facturación (planes desde $${PRICING.planMonthly} al mes) y la solución de problemas. Su sección de cumplimiento normativo explica las salvaguardas y qué revisar en cada estado.`,
      'Todo el Centro de ayuda en un solo archivo, en orden de lectura: /es/llms-full.txt. Los artículos, boletines, casos de éxito y notas de la versión están en inglés, en /llms.txt.',
    ],
    optionalPages: OPTIONAL_PAGES,
  },
};
