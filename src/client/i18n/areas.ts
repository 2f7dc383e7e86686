import type chrome from './locales/en/chrome.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type persona from './locales/en/persona.json';
import type prompts from './locales/en/prompts.json';
import type signin from './locales/en/signin.json';
import type sync from './locales/en/sync.json';
import type toasts from './locales/en/toasts.json';
import type onboarding from './locales/en/onboarding.json';
import type training from './locales/en/training.json';
import type history from './locales/en/history.json';
import type earnings from './locales/en/earnings.json';
import type chat from './locales/en/chat.json';
import type jobs from './locales/en/jobs.json';
import type photos from './locales/en/photos.json';
import type changes from './locales/en/changes.json';
import type forms from './locales/en/forms.json';
import type admin from './locales/en/admin.json';
import type privacy from './locales/en/privacy.json';
import type inbox from './locales/en/inbox.json';
import type booking from './locales/en/booking.json';
import type customer from './locales/en/customer.json';
import type catalogue from '../../shared/catalogue/words/en.json';
import type invoice from './locales/en/invoice.json';
import type landing from './locales/en/landing.json';
import type contact from './locales/en/contact.json';

/**
 * The message catalogs: one file per area in each language (locales/<locale>/<area>.json), each
 * id starting with its area's name. A new area: a file in every language, its name here and its
 * English file in `Catalogs` (docs/translations.md).
 */
// `chrome` is not first: the minifier writes a list this long as one string split at its dots,
// and one that starts with "chrome." reads to the build's check as a chrome id left unnumbered (ADR 038).
export const AREAS = ['sync', 'persona', 'prompts', 'toasts', 'common', 'signin', 'dashboard', 'onboarding', 'training', 'history', 'earnings', 'chat', 'forms', 'jobs', 'photos', 'changes', 'admin', 'privacy', 'inbox', 'booking', 'customer', 'catalogue', 'invoice', 'landing', 'contact', 'chrome'] as const;
export type Area = (typeof AREAS)[number];

type Catalogs = typeof chrome & typeof sync & typeof persona & typeof prompts & typeof toasts & typeof common & typeof signin & typeof dashboard;
type ProviderScreens = typeof onboarding & typeof training & typeof history & typeof earnings & typeof chat & typeof forms;
type JobFlow = typeof jobs & typeof photos & typeof changes;
type AdminConsole = typeof admin & typeof privacy;
type Notifications = typeof inbox;
type CustomerScreens = typeof booking & typeof customer & typeof catalogue & typeof invoice & typeof landing & typeof contact;

/** Every message id, from the English catalogs: `t` refuses an id that has no English text. */
export type MessageId = Extract<keyof (Catalogs & ProviderScreens & JobFlow & AdminConsole & Notifications & CustomerScreens), string>;
