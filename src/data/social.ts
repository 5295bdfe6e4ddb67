/**
 * /social, the social media hub. We do not invent
 * addresses of individual posts: every post links to the platform profile
 * where it was published, so no link is dead (no '#' placeholders).
 * Figures, addresses and pictures are shared; the words are per language
 * (the posts themselves are published in English: the Spanish page says so
 * and tells what they are about).
 */
import {CLAIMS, SOCIAL_PROFILES, type Locale, type Localized, type SocialProfile} from './constants';

type Engagement = {likes: number; comments: number};
export type SocialPost = {
  id: string;
  content: string;
  /** Relative date text, as the platform shows it. */
  date: string;
  engagement: Engagement & {shares: number};
  url: string;
  featured: boolean;
};
export type PhotoPost = {
  id: string;
  caption: string;
  image: string;
  alt: string;
  date: string;
  engagement: Engagement;
  url: string;
};
export type Video = {
  id: string;
  title: string;
  duration: string;
  views: number;
  description: string;
  thumbnail: string;
  url: string;
};
export type SocialHero = Record<
  | 'eyebrow'
  | 'title'
  | 'subtitle'
  | 'followersLabel'
  | 'followersNote'
  | 'viewsLabel'
  | 'viewsNote'
  | 'updatesLabel'
  | 'updatesNote',
  string
>;
export type SocialColumn = {title: string; follow: string; href: string};
export type FeaturedPostCopy = {title: string; author: string; authorRole: string; action: string};
export type StayConnectedCopy = {title: string; text: string; profiles: readonly SocialProfile[]};
export type SocialLabels = {
  latestTitle: string;
  viewPost: string;
  viewPhoto: string;
  views: string;
  duration: string;
  followPrefix: string;
  engagement: Record<string, string>;
};

/** Everything this module exports, as its test checks it against `socialSchema`. */
export type SocialContent = {
  linkedinPosts: readonly SocialPost[];
  photoPosts: readonly PhotoPost[];
  videos: readonly Video[];
  hero: SocialHero;
  columns: Record<string, SocialColumn>;
  featuredPost: FeaturedPostCopy;
  labels: SocialLabels;
};

export function profile(id: SocialProfile['id']): SocialProfile {
  const found = SOCIAL_PROFILES.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown social profile ${id}`);
  return found;
}

const linkedin = profile('linkedin').href;
const instagram = profile('instagram').href;
const youtube = profile('youtube').href;

/**
 * One value per language, made the same way for each. A table written out (not built over LOCALES), so each
 * language's build keeps only its own entry (plugins/i18n/oneLanguageLoader.mjs).
 */
function perLocale<T>(make: (locale: Locale) => T): Localized<T> {
  return {en: make('en'), es: make('es')};
}

export const socialHero: Localized<SocialHero> = {
  en: {
    eyebrow: 'Social Media Hub',
    title: 'BudBot on Social',
    subtitle: 'Product news, dispensary tips and customer wins, as we share them on LinkedIn, Instagram and YouTube.',
    followersLabel: 'followers',
    followersNote: 'across LinkedIn, Instagram and YouTube',
    viewsLabel: 'monthly views',
    viewsNote: 'of our videos and posts',
    updatesLabel: 'recent updates',
    updatesNote: 'collected on this page',
  },
  es: {
    eyebrow: 'Redes sociales',
    title: 'BudBot en redes sociales',
    subtitle:
      'Novedades del producto, consejos para dispensarios y logros de clientes, tal como los publicamos (en inglés) en LinkedIn, Instagram y YouTube.',
    followersLabel: 'seguidores',
    followersNote: 'entre LinkedIn, Instagram y YouTube',
    viewsLabel: 'vistas al mes',
    viewsNote: 'de nuestros videos y publicaciones',
    updatesLabel: 'publicaciones recientes',
    updatesNote: 'reunidas en esta página',
  },
};

type PostText = Pick<SocialPost, 'content' | 'date'>;
type PhotoText = Pick<PhotoPost, 'caption' | 'alt' | 'date'>;
type VideoText = Pick<Video, 'title' | 'description'>;

/** Newest first; the featured one leads the page. */
const LINKEDIN_POSTS = [
  {id: 'li-cart-recovery-report', engagement: {likes: 412, comments: 38, shares: 57}, url: linkedin, featured: true},
  {id: 'li-ada-widget', engagement: {likes: 268, comments: 21, shares: 34}, url: linkedin, featured: false},
  {id: 'li-oregon-chain', engagement: {likes: 193, comments: 16, shares: 22}, url: linkedin, featured: false},
  {id: 'li-budtender-hiring', engagement: {likes: 157, comments: 12, shares: 15}, url: linkedin, featured: false},
] as const satisfies readonly Omit<SocialPost, keyof PostText>[];

const LINKEDIN_TEXT: Localized<Record<(typeof LINKEDIN_POSTS)[number]['id'], PostText>> = {
  en: {
    'li-cart-recovery-report': {
      content:
        'We looked at 90 days of chatbot conversations across our dispensary partners. The biggest surprise: most abandoned carts are not about price. Shoppers leave when they are unsure about dose or effect. A clear answer at the right moment recovers more carts than any coupon. Full breakdown in this week’s newsletter.',
      date: '2 days ago',
    },
    'li-ada-widget': {
      content:
        'Accessibility is not a nice-to-have for dispensary websites. Our ADA widget now ships free with every BudBot agent: text scaling, contrast modes and keyboard navigation, with no extra setup.',
      date: '1 week ago',
    },
    'li-oregon-chain': {
      content:
        'Case study: a four-location Oregon chain used BudBot to give every store the same product knowledge online. Consistent answers, fewer phone calls, and repeat purchases up across the board.',
      date: '2 weeks ago',
    },
    'li-budtender-hiring': {
      content:
        'Your budtenders are your best salespeople, and they cannot answer the website at 11 p.m. We built BudBot to cover those hours and hand warm leads back to your team in the morning.',
      date: '3 weeks ago',
    },
  },
  es: {
    'li-cart-recovery-report': {
      content:
        'Revisamos 90 días de conversaciones del chatbot en los dispensarios con los que trabajamos. La gran sorpresa: la mayoría de los carritos abandonados no tienen que ver con el precio. Los clientes se van cuando no están seguros de la dosis o del efecto. Una respuesta clara en el momento justo recupera más carritos que cualquier cupón. Todos los detalles, en el boletín de esta semana.',
      date: 'hace 2 días',
    },
    'li-ada-widget': {
      content:
        'La accesibilidad no es un lujo para el sitio web de un dispensario. Nuestro ADA widget ahora viene gratis con cada agente de BudBot: texto más grande, modos de contraste y navegación con el teclado, sin configuración adicional.',
      date: 'hace 1 semana',
    },
    'li-oregon-chain': {
      content:
        'Caso de éxito: una cadena de Oregon con cuatro sucursales usó BudBot para que todas sus tiendas tuvieran en línea el mismo conocimiento de productos. Respuestas consistentes, menos llamadas y más compras repetidas en todas las sucursales.',
      date: 'hace 2 semanas',
    },
    'li-budtender-hiring': {
      content:
        'Tus budtenders son tus mejores vendedores, y no pueden atender el sitio web a las 11 de la noche. Creamos BudBot para cubrir esas horas y pasarle a tu equipo, por la mañana, los clientes interesados.',
      date: 'hace 3 semanas',
    },
  },
};

export const linkedinPosts: Localized<readonly SocialPost[]> = perLocale((locale) =>
  LINKEDIN_POSTS.map((post) => ({...post, ...LINKEDIN_TEXT[locale][post.id]})),
);

const PHOTO_POSTS = [
  {
    id: 'ig-menu-board',
    image: '/img/social/photo-menu-board.svg',
    engagement: {likes: 326, comments: 19},
    url: instagram,
  },
  {
    id: 'ig-team-onboarding',
    image: '/img/social/photo-onboarding.svg',
    engagement: {likes: 241, comments: 14},
    url: instagram,
  },
  {
    id: 'ig-conference',
    image: '/img/social/photo-conference.svg',
    engagement: {likes: 389, comments: 27},
    url: instagram,
  },
] as const satisfies readonly Omit<PhotoPost, keyof PhotoText>[];

const PHOTO_TEXT: Localized<Record<(typeof PHOTO_POSTS)[number]['id'], PhotoText>> = {
  en: {
    'ig-menu-board': {
      caption:
        'Live menus on the wall and in the chat, showing the same specials. This is what a connected sales floor looks like.',
      alt: 'A dispensary sales floor with a digital menu board listing product categories and prices',
      date: '4 days ago',
    },
    'ig-team-onboarding': {
      caption:
        'Onboarding day with a new partner store: connecting the POS, tuning the bot’s voice and training the team in one afternoon.',
      alt: 'A laptop showing the BudBot admin dashboard next to a store floor plan',
      date: '1 week ago',
    },
    'ig-conference': {
      caption:
        'Thank you to everyone who stopped by our booth at MJ Unpacked. Attendees can still claim a free chatbot while licenses last.',
      alt: 'A conference booth with a BudBot banner and a screen running the chatbot demo',
      date: '3 weeks ago',
    },
  },
  es: {
    'ig-menu-board': {
      caption:
        'Menús en vivo en la pared y en el chat, con los mismos especiales. Así se ve un piso de ventas conectado.',
      alt: 'El piso de ventas de un dispensario con un menú digital que muestra categorías de productos y precios',
      date: 'hace 4 días',
    },
    'ig-team-onboarding': {
      caption:
        'Primer día con una tienda nueva: conectamos el POS, ajustamos la voz del bot y capacitamos al equipo en una tarde.',
      alt: 'Una laptop con el panel de BudBot junto al plano de una tienda',
      date: 'hace 1 semana',
    },
    'ig-conference': {
      caption:
        'Gracias a todos los que pasaron por nuestro stand en MJ Unpacked. Los asistentes todavía pueden pedir un chatbot gratis mientras haya licencias.',
      alt: 'Un stand de conferencia con un banner de BudBot y una pantalla con la demostración del chatbot',
      date: 'hace 3 semanas',
    },
  },
};

export const photoPosts: Localized<readonly PhotoPost[]> = perLocale((locale) =>
  PHOTO_POSTS.map((photo) => ({...photo, ...PHOTO_TEXT[locale][photo.id]})),
);

const VIDEOS = [
  {id: 'yt-two-minute-setup', duration: '2:14', views: 18400, thumbnail: '/img/social/video-setup.svg', url: youtube},
  {
    id: 'yt-cart-recovery',
    duration: '4:37',
    views: 12900,
    thumbnail: '/img/social/video-cart-recovery.svg',
    url: youtube,
  },
  {
    id: 'yt-customer-story',
    duration: '6:05',
    views: 9700,
    thumbnail: '/img/social/video-customer-story.svg',
    url: youtube,
  },
] as const satisfies readonly Omit<Video, keyof VideoText>[];

const VIDEO_TEXT: Localized<Record<(typeof VIDEOS)[number]['id'], VideoText>> = {
  en: {
    'yt-two-minute-setup': {
      title: `Set up BudBot in ${CLAIMS.setupMinutes} minutes`,
      description:
        'From signing in to a live chatbot on your menu: connecting your POS, choosing a tone and going live.',
    },
    'yt-cart-recovery': {
      title: 'How cart recovery actually works',
      description:
        'What the bot watches for, when it steps in, and how you stay in control of every discount it offers.',
    },
    'yt-customer-story': {
      title: 'Customer story: a California dispensary',
      description: 'An operations manager on cutting abandoned carts and freeing budtenders from repetitive questions.',
    },
  },
  es: {
    'yt-two-minute-setup': {
      title: `Configura BudBot en ${CLAIMS.setupMinutes} minutos`,
      description: 'De iniciar sesión a tener el chatbot en tu menú: conecta tu POS, elige un tono y ponlo en marcha.',
    },
    'yt-cart-recovery': {
      title: 'Cómo funciona de verdad la recuperación de carritos',
      description: 'Qué vigila el bot, cuándo interviene y cómo mantienes el control de cada descuento que ofrece.',
    },
    'yt-customer-story': {
      title: 'Historia de un cliente: un dispensario de California',
      description:
        'Un gerente de operaciones cuenta cómo redujeron los carritos abandonados y liberaron a los budtenders de las preguntas repetitivas.',
    },
  },
};

export const videos: Localized<readonly Video[]> = perLocale((locale) =>
  VIDEOS.map((video) => ({...video, ...VIDEO_TEXT[locale][video.id]})),
);

export const socialColumns: Localized<Record<'linkedin' | 'photos' | 'videos', SocialColumn>> = {
  en: {
    linkedin: {title: 'LinkedIn updates', follow: 'Follow on LinkedIn', href: linkedin},
    photos: {title: 'Photo posts', follow: 'Follow on Instagram', href: instagram},
    videos: {title: 'Videos', follow: 'Subscribe on YouTube', href: youtube},
  },
  es: {
    linkedin: {title: 'Novedades en LinkedIn', follow: 'Síguenos en LinkedIn', href: linkedin},
    photos: {title: 'Fotos', follow: 'Síguenos en Instagram', href: instagram},
    videos: {title: 'Videos', follow: 'Suscríbete en YouTube', href: youtube},
  },
};

export const featuredPost: Localized<FeaturedPostCopy> = {
  en: {
    title: 'Featured on LinkedIn',
    author: 'BudBot',
    authorRole: 'AI virtual budtender for dispensaries',
    action: 'Read on LinkedIn',
  },
  es: {
    title: 'Destacado en LinkedIn',
    author: 'BudBot',
    authorRole: 'Budtender virtual con IA para dispensarios',
    action: 'Leer en LinkedIn',
  },
};

const STAY_CONNECTED_PROFILES = [profile('linkedin'), profile('instagram')];

export const stayConnected: Localized<StayConnectedCopy> = {
  en: {
    title: 'Stay Connected',
    text: 'Follow along for product updates, dispensary growth tips and first looks at new agents.',
    profiles: STAY_CONNECTED_PROFILES,
  },
  es: {
    title: 'Mantente al día',
    text: 'Síguenos para ver novedades del producto, consejos para hacer crecer tu dispensario y los nuevos agentes antes que nadie.',
    profiles: STAY_CONNECTED_PROFILES,
  },
};

/** Everything published on this page: the content hub counts these as social updates. */
export const socialUpdateCount = LINKEDIN_POSTS.length + PHOTO_POSTS.length + VIDEOS.length;

export const socialLabels: Localized<SocialLabels> = {
  en: {
    latestTitle: 'Latest from our channels',
    viewPost: 'View post',
    viewPhoto: 'View on Instagram',
    views: 'views',
    duration: 'Duration',
    followPrefix: 'Follow us on',
    engagement: {views: 'views', likes: 'likes', comments: 'comments', shares: 'shares'},
  },
  es: {
    latestTitle: 'Lo último de nuestros canales',
    viewPost: 'Ver publicación',
    viewPhoto: 'Ver en Instagram',
    views: 'vistas',
    duration: 'Duración',
    followPrefix: 'Síguenos en',
    engagement: {views: 'vistas', likes: 'me gusta', comments: 'comentarios', shares: 'compartidos'},
  },
};
