import {ADA_WIDGET, type Locale, type Localized} from './constants';
import {ADA_ADJUSTMENT_IDS, adaAdjustmentNames, type AdaAdjustmentId} from './agents';

/**
 * Facts the Help Center states that the marketing pages do not: what each of
 * the ADA widget's adjustments does, who on a store's team may do what, how
 * many products one recommendation shows, and how long account data stays
 * exportable after cancelling. The adjustment names are the ADA widget page's
 * own list (`adaAdjustmentNames`), so the two can never drift apart, and the
 * type checker asks for an explanation of every adjustment in every language.
 */

type AdaFeatureGroup =
  'Text and spacing' | 'Color and contrast' | 'Reading aids' | 'Motion and media' | 'Navigation' | 'Settings';

/** `group` is the key of the panel's group, the same in every language (the Help Center page gives each its heading). */
export type AdaFeature = {name: string; group: AdaFeatureGroup; explanation: string};

/** The panel's group of each adjustment. */
const groups: Record<AdaAdjustmentId, AdaFeatureGroup> = {
  'text-scaling': 'Text and spacing',
  'line-height': 'Text and spacing',
  'letter-spacing': 'Text and spacing',
  'word-spacing': 'Text and spacing',
  'readable-font': 'Text and spacing',
  'dyslexia-font': 'Text and spacing',
  'text-alignment': 'Text and spacing',
  'high-contrast': 'Color and contrast',
  'dark-contrast': 'Color and contrast',
  'light-contrast': 'Color and contrast',
  'monochrome': 'Color and contrast',
  'low-saturation': 'Color and contrast',
  'high-saturation': 'Color and contrast',
  'highlight-links': 'Reading aids',
  'highlight-headings': 'Reading aids',
  'large-cursor': 'Navigation',
  'reading-guide': 'Reading aids',
  'reading-mask': 'Reading aids',
  'stop-animations': 'Motion and media',
  'hide-images': 'Motion and media',
  'mute-media': 'Motion and media',
  'read-aloud': 'Reading aids',
  'keyboard-focus': 'Navigation',
  'page-outline': 'Navigation',
  'image-descriptions': 'Reading aids',
  'reset': 'Settings',
};

/** What each adjustment changes. */
const explanations: Localized<Record<AdaAdjustmentId, string>> = {
  en: {
    'text-scaling': `Enlarges all page text in steps, up to ${ADA_WIDGET.textScalingMaxPercent}% of its original size, without zooming images or the layout.`,
    'line-height': 'Adds space between lines so long product descriptions are easier to follow.',
    'letter-spacing': 'Widens the gap between letters, which helps some readers with low vision or dyslexia.',
    'word-spacing': 'Widens the gap between words so each one stands apart.',
    'readable-font': 'Replaces decorative or condensed brand fonts with a plain, high-legibility sans-serif.',
    'dyslexia-font':
      'Switches text to a typeface with weighted letter bottoms that some readers with dyslexia find easier.',
    'text-alignment': 'Aligns text left, center or right, and removes justified text with uneven gaps.',
    'high-contrast': 'Raises the contrast between text and its background across the page.',
    'dark-contrast': 'Light text on dark backgrounds, for visitors sensitive to glare.',
    'light-contrast': 'Dark text on light backgrounds, for pages whose theme is dark or low contrast.',
    'monochrome': 'Shows the page in grayscale, for visitors distracted or troubled by color.',
    'low-saturation': 'Softens bright colors without removing them.',
    'high-saturation': 'Strengthens colors so color-coded labels, such as strain types, are easier to tell apart.',
    'highlight-links': 'Underlines and outlines every link so it cannot be mistaken for plain text.',
    'highlight-headings': 'Outlines every heading so the structure of a page is visible at a glance.',
    'large-cursor': 'Replaces the mouse pointer with a larger one that is easier to track.',
    'reading-guide': 'A horizontal bar that follows the pointer and underlines the line being read.',
    'reading-mask': 'Dims the page except for a band around the pointer, to cut visual clutter.',
    'stop-animations': 'Pauses carousels, animated banners, GIFs and transitions on the page.',
    'hide-images': 'Hides images and shows their text alternative instead, for a calmer, text-only view.',
    'mute-media': 'Silences audio and video on the page.',
    'read-aloud': 'Reads the text the visitor clicks or selects aloud, using the voice built into their browser.',
    'keyboard-focus': 'Draws a thick, high-contrast outline around whatever has keyboard focus.',
    'page-outline': 'Lists the page’s headings, regions and links in a panel the visitor can jump from.',
    'image-descriptions': 'Shows an image’s text alternative in a tooltip when the pointer rests on it.',
    'reset': 'Turns every adjustment off and returns the page to how your store designed it.',
  },
  es: {
    'text-scaling': `Agranda todo el texto de la página por pasos, hasta ${ADA_WIDGET.textScalingMaxPercent}% de su tamaño original, sin ampliar las imágenes ni el diseño.`,
    'line-height':
      'Agrega espacio entre las líneas para que las descripciones largas de productos se sigan con más facilidad.',
    'letter-spacing': 'Separa más las letras, lo que ayuda a algunos lectores con baja visión o dislexia.',
    'word-spacing': 'Separa más las palabras para que cada una se distinga bien.',
    'readable-font':
      'Cambia las fuentes decorativas o condensadas de la marca por una fuente sans serif sencilla y muy legible.',
    'dyslexia-font':
      'Cambia el texto a una tipografía con la base de las letras más marcada, que a algunos lectores con dislexia les resulta más fácil de leer.',
    'text-alignment':
      'Alinea el texto a la izquierda, al centro o a la derecha, y quita la justificación que deja espacios desiguales entre palabras.',
    'high-contrast': 'Aumenta el contraste entre el texto y su fondo en toda la página.',
    'dark-contrast': 'Texto claro sobre fondo oscuro, para visitantes sensibles al brillo.',
    'light-contrast': 'Texto oscuro sobre fondo claro, para páginas con un tema oscuro o de poco contraste.',
    'monochrome': 'Muestra la página en escala de grises, para visitantes a quienes el color distrae o molesta.',
    'low-saturation': 'Suaviza los colores brillantes sin quitarlos.',
    'high-saturation': 'Intensifica los colores para distinguir mejor las etiquetas por color, como los tipos de cepa.',
    'highlight-links': 'Subraya y enmarca cada enlace para que no se confunda con texto normal.',
    'highlight-headings': 'Enmarca cada título para que la estructura de la página se vea de un vistazo.',
    'large-cursor': 'Cambia el puntero del mouse por uno más grande y fácil de seguir.',
    'reading-guide': 'Una barra horizontal que sigue al puntero y subraya la línea que se está leyendo.',
    'reading-mask': 'Oscurece la página salvo una franja alrededor del puntero, para reducir el desorden visual.',
    'stop-animations': 'Pausa los carruseles, los banners animados, los GIF y las transiciones de la página.',
    'hide-images':
      'Oculta las imágenes y muestra en su lugar su texto alternativo, para una vista más tranquila, solo de texto.',
    'mute-media': 'Silencia el audio y el video de la página.',
    'read-aloud':
      'Lee en voz alta el texto en el que el visitante hace clic o que selecciona, con la voz integrada en su navegador.',
    'keyboard-focus':
      'Dibuja un contorno grueso y de alto contraste alrededor del elemento que tiene el foco del teclado.',
    'page-outline':
      'Muestra los títulos, las regiones y los enlaces de la página en un panel desde el que el visitante puede saltar a cada uno.',
    'image-descriptions':
      'Muestra el texto alternativo de una imagen en un recuadro cuando el puntero se detiene sobre ella.',
    'reset': 'Desactiva todos los ajustes y deja la página tal como la diseñó tu tienda.',
  },
};

const featuresIn = (locale: Locale): readonly AdaFeature[] =>
  ADA_ADJUSTMENT_IDS.map((id) => ({
    name: adaAdjustmentNames[locale][id],
    group: groups[id],
    explanation: explanations[locale][id],
  }));

/** The ADA widget's adjustments in the ADA widget page's order, each with what it does. */
export const adaFeatures: Localized<readonly AdaFeature[]> = {en: featuresIn('en'), es: featuresIn('es')};

/**
 * The product recommendation bot's **Products per reply** setting: how many
 * products one recommendation shows. Documented in the settings table of
 * docs/agents/product-recommendation-bot.mdx; every other page that says how
 * many products the bot recommends renders these numbers and links there.
 */
export const PRODUCTS_PER_REPLY = {min: 1, max: 4, default: 3} as const;

export const ACCOUNT_DATA = {
  /** After a subscription ends, how long the dashboard stays readable for exports before data is deleted. */
  exportWindowDays: 30,
  /** How long a failed card is retried before agents and then the chat pause. */
  paymentRetryDays: 7,
} as const;

export const ROLES = ['Owner', 'Manager', 'Budtender'] as const;
type Role = (typeof ROLES)[number];

/** 'Yes', 'No', or a short limit ("Budtenders only") where a role has part of a permission. */
type Access = 'Yes' | 'No' | (string & {});

export type RolePermission = {permission: string; access: Record<Role, Access>};

/** How much of a permission a role has: the same in every language, worded by `accessWords`. */
type AccessLevel = 'yes' | 'no' | 'all' | 'viewOnly' | 'budtendersOnly' | 'ownHandOffs';

const accessWords: Localized<Record<AccessLevel, Access>> = {
  en: {
    yes: 'Yes',
    no: 'No',
    all: 'All',
    viewOnly: 'View only',
    budtendersOnly: 'Budtenders only',
    ownHandOffs: 'Own hand-offs',
  },
  es: {
    yes: 'Sí',
    no: 'No',
    all: 'Todos',
    viewOnly: 'Solo lectura',
    budtendersOnly: 'Solo Budtenders',
    ownHandOffs: 'Sus traspasos',
  },
};

type PermissionId =
  | 'billing'
  | 'integrations'
  | 'installation'
  | 'agents'
  | 'promotions'
  | 'brandTone'
  | 'handOffHours'
  | 'handOffs'
  | 'conversationLogs'
  | 'analytics'
  | 'csvExport'
  | 'apiKeys'
  | 'inviteUsers'
  | 'changeRoles'
  | 'transferOwnership';

/** Each permission by role (Owner, Manager, Budtender), in the order of the roles page's table. */
const permissionLevels: readonly [PermissionId, AccessLevel, AccessLevel, AccessLevel][] = [
  ['billing', 'yes', 'no', 'no'],
  ['integrations', 'yes', 'yes', 'no'],
  ['installation', 'yes', 'yes', 'no'],
  ['agents', 'yes', 'yes', 'no'],
  ['promotions', 'yes', 'yes', 'viewOnly'],
  ['brandTone', 'yes', 'yes', 'no'],
  ['handOffHours', 'yes', 'yes', 'no'],
  ['handOffs', 'yes', 'yes', 'yes'],
  ['conversationLogs', 'all', 'all', 'ownHandOffs'],
  ['analytics', 'yes', 'yes', 'no'],
  ['csvExport', 'yes', 'yes', 'no'],
  ['apiKeys', 'yes', 'no', 'no'],
  ['inviteUsers', 'yes', 'budtendersOnly', 'no'],
  ['changeRoles', 'yes', 'budtendersOnly', 'no'],
  ['transferOwnership', 'yes', 'no', 'no'],
];

/** What each permission covers; the dashboard's own names (Analytics, Owner) stay as on screen. */
const permissionNames: Localized<Record<PermissionId, string>> = {
  en: {
    billing: 'Billing: plan, invoices, card, cancelling',
    integrations: 'Integrations: connect, reconnect, disconnect',
    installation: 'Installation settings and store id',
    agents: 'Switch agents on or off',
    promotions: 'Promotions: create, edit, end',
    brandTone: 'Brand tone and templates',
    handOffHours: 'Staff hand-off hours',
    handOffs: 'Take and answer hand-offs',
    conversationLogs: 'Read conversation logs',
    analytics: 'Analytics',
    csvExport: 'CSV export',
    apiKeys: 'API keys: create, revoke',
    inviteUsers: 'Invite users',
    changeRoles: 'Change roles, remove users',
    transferOwnership: 'Transfer ownership',
  },
  es: {
    billing: 'Facturación: plan, facturas, tarjeta, cancelación',
    integrations: 'Integraciones: conectar, reconectar, desconectar',
    installation: 'Configuración de la instalación e ID de la tienda',
    agents: 'Activar o desactivar agentes',
    promotions: 'Promociones: crear, editar, terminar',
    brandTone: 'Tono de la marca y plantillas',
    handOffHours: 'Horario de traspaso al personal',
    handOffs: 'Tomar y responder traspasos',
    conversationLogs: 'Leer los registros de conversaciones',
    analytics: 'Ver Analytics',
    csvExport: 'Exportar a CSV',
    apiKeys: 'Claves de API: crear, revocar',
    inviteUsers: 'Invitar usuarios',
    changeRoles: 'Cambiar roles, quitar usuarios',
    transferOwnership: 'Transferir la propiedad de la cuenta',
  },
};

const permissionsIn = (locale: Locale): readonly RolePermission[] =>
  permissionLevels.map(([id, owner, manager, budtender]) => {
    const words = accessWords[locale];
    return {
      permission: permissionNames[locale][id],
      access: {Owner: words[owner], Manager: words[manager], Budtender: words[budtender]},
    };
  });

/** The dashboard's permissions by role, in the order of the roles page's table. */
export const rolePermissions: Localized<readonly RolePermission[]> = {en: permissionsIn('en'), es: permissionsIn('es')};
