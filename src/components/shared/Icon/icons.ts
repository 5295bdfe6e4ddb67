import type {LucideIcon} from 'lucide-react';
import type {IconName} from '../../../data/iconNames';
import Accessibility from 'lucide-react/icons/accessibility';
import AlarmClock from 'lucide-react/icons/alarm-clock';
import Banknote from 'lucide-react/icons/banknote';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import BellOff from 'lucide-react/icons/bell-off';
import BookOpen from 'lucide-react/icons/book-open';
import Bot from 'lucide-react/icons/bot';
import Brain from 'lucide-react/icons/brain';
import Calendar from 'lucide-react/icons/calendar';
import ChartColumn from 'lucide-react/icons/chart-column';
import Check from 'lucide-react/icons/check';
import Cigarette from 'lucide-react/icons/cigarette';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clapperboard from 'lucide-react/icons/clapperboard';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Clock from 'lucide-react/icons/clock';
import Cloud from 'lucide-react/icons/cloud';
import Compass from 'lucide-react/icons/compass';
import Contrast from 'lucide-react/icons/contrast';
import Cookie from 'lucide-react/icons/cookie';
import Droplet from 'lucide-react/icons/droplet';
import Feather from 'lucide-react/icons/feather';
import FileText from 'lucide-react/icons/file-text';
import FlaskConical from 'lucide-react/icons/flask-conical';
import FolderOpen from 'lucide-react/icons/folder-open';
import Gift from 'lucide-react/icons/gift';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import HandHeart from 'lucide-react/icons/hand-heart';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import IdCard from 'lucide-react/icons/id-card';
import Keyboard from 'lucide-react/icons/keyboard';
import Leaf from 'lucide-react/icons/leaf';
import Library from 'lucide-react/icons/library';
import Link from 'lucide-react/icons/link';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import MapIcon from 'lucide-react/icons/map';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Mic from 'lucide-react/icons/mic';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Package from 'lucide-react/icons/package';
import Pause from 'lucide-react/icons/pause';
import PenLine from 'lucide-react/icons/pen-line';
import Phone from 'lucide-react/icons/phone';
import Plug from 'lucide-react/icons/plug';
import Plus from 'lucide-react/icons/plus';
import Presentation from 'lucide-react/icons/presentation';
import Puzzle from 'lucide-react/icons/puzzle';
import Receipt from 'lucide-react/icons/receipt';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Repeat from 'lucide-react/icons/repeat';
import Save from 'lucide-react/icons/save';
import Scale from 'lucide-react/icons/scale';
import Search from 'lucide-react/icons/search';
import Send from 'lucide-react/icons/send';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Siren from 'lucide-react/icons/siren';
import Star from 'lucide-react/icons/star';
import Store from 'lucide-react/icons/store';
import Tag from 'lucide-react/icons/tag';
import Target from 'lucide-react/icons/target';
import Timer from 'lucide-react/icons/timer';
import TrendingUp from 'lucide-react/icons/trending-up';
import Type from 'lucide-react/icons/type';
import Undo2 from 'lucide-react/icons/undo-2';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';

/**
 * The site's icon set: every lucide icon a page draws, by name. Data files
 * name icons from this map (never emoji, which show as empty boxes where no
 * emoji font is installed), and each icon is imported on its own so only these ship.
 */
export const ICONS = {
  'accessibility': Accessibility,
  'alarm-clock': AlarmClock,
  'banknote': Banknote,
  'arrow-up-right': ArrowUpRight,
  'bell-off': BellOff,
  'book-open': BookOpen,
  'bot': Bot,
  'brain': Brain,
  'calendar': Calendar,
  'chart-column': ChartColumn,
  'check': Check,
  'cigarette': Cigarette,
  'circle-check': CircleCheck,
  'clapperboard': Clapperboard,
  'clipboard-list': ClipboardList,
  'clock': Clock,
  'cloud': Cloud,
  'compass': Compass,
  'contrast': Contrast,
  'cookie': Cookie,
  'droplet': Droplet,
  'feather': Feather,
  'file-text': FileText,
  'flask-conical': FlaskConical,
  'folder-open': FolderOpen,
  'gift': Gift,
  'graduation-cap': GraduationCap,
  'hand-heart': HandHeart,
  'handshake': Handshake,
  'heart': Heart,
  'id-card': IdCard,
  'keyboard': Keyboard,
  'leaf': Leaf,
  'library': Library,
  'link': Link,
  'lock': Lock,
  'mail': Mail,
  'map': MapIcon,
  'map-pin': MapPin,
  'message-circle': MessageCircle,
  'mic': Mic,
  'monitor': Monitor,
  'moon': Moon,
  'package': Package,
  'pause': Pause,
  'pen-line': PenLine,
  'phone': Phone,
  'plug': Plug,
  'plus': Plus,
  'presentation': Presentation,
  'puzzle': Puzzle,
  'receipt': Receipt,
  'refresh-cw': RefreshCw,
  'repeat': Repeat,
  'save': Save,
  'scale': Scale,
  'search': Search,
  'send': Send,
  'send-horizontal': SendHorizontal,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  'siren': Siren,
  'star': Star,
  'store': Store,
  'tag': Tag,
  'target': Target,
  'timer': Timer,
  'trending-up': TrendingUp,
  'type': Type,
  'undo-2': Undo2,
  'wrench': Wrench,
  'zap': Zap,
} as const satisfies Record<IconName, LucideIcon>;

export type {IconName};

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}
