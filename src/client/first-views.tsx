import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import * as z from 'zod/mini';
import { apiUrl } from '../shared/api/route';
import { apiRoutes } from '../shared/api/routes';
import { DEFAULT_SETTINGS } from '../shared/schemas/admin';
import { bookingSchema } from '../shared/schemas/booking';
import { verificationStatusSchema } from '../shared/schemas/onboarding';
import { providerProfileSchema } from '../shared/schemas/provider';
import { deltaAnswerSchema } from '../shared/schemas/sync';
import { sessionSchema } from '../shared/schemas/user';
import { parseCoordinates } from '../shared/domain/localities';
import { FIRST_VIEW_OF_ATTRIBUTE, type FirstAnswers } from '../shared/sync/first-answers';
import type { ManifestScreen } from '../shared/sync/screen-manifest';
import { sortAvailableJobs } from './data/hooks/available-jobs';
import { DashboardView } from './features/provider-dashboard/dashboard-view';
import { FirstBidTemplate } from './features/provider-dashboard/first-bid-template';
import { isCompleteRender, renderToHtml } from './render-html';

/**
 * A screen's first view for the signed-in person (ADR 049): the screen rendered by the server
 * from the answers it puts in the page (ADR 041), with the app's own components, so the person's
 * content paints with the page, before any code arrives. Built for the server by
 * `vite build --config vite.first-views.config.ts`; the app takes the view over once it has read
 * the same answers from the device (components/first-view.tsx).
 *
 * Null when the answers cannot make the view (a missing or unreadable answer, another role).
 */
export async function renderFirstView(screen: string, first: FirstAnswers, now = new Date()): Promise<string | null> {
  const view = Object.hasOwn(FIRST_VIEWS, screen) ? FIRST_VIEWS[screen as ManifestScreen](first, now) : null;
  if (!view) return null;
  const html = await renderToHtml(
    <StrictMode>
      <MemoryRouter initialEntries={[screen]}>{view}</MemoryRouter>
    </StrictMode>,
  );
  if (!isCompleteRender(html)) return null;
  // Inert: a preview to read, not to use, until the app takes it over (its buttons would do nothing).
  return `<div ${FIRST_VIEW_OF_ATTRIBUTE}="${escapeAttribute(first.userId)}" inert>${html}</div>`;
}

/** The provider dashboard as it shows once its first answers are on the device: the open jobs, whether they may bid. */
function providerDashboardView(first: FirstAnswers, now: Date): ReactNode {
  const body = (url: string) => first.answers.find((a) => a.url === url)?.body;
  const session = sessionSchema.safeParse(body(apiUrl(apiRoutes.getSession)));
  const provider = session.success ? session.data.user : null;
  if (!provider || provider.userType !== 'provider' || provider.id !== first.userId) return null;
  const jobs = deltaAnswerSchema(bookingSchema).safeParse(body(apiUrl(apiRoutes.pullNearbyJobs)));
  if (!jobs.success) return null;
  const providerId = provider.id;
  const profile = z.optional(providerProfileSchema).safeParse(body(apiUrl(apiRoutes.getProviderProfile, { providerId })));
  const verification = z.optional(verificationStatusSchema).safeParse(body(apiUrl(apiRoutes.getVerificationStatus, { providerId })));
  const profileRow = profile.success ? profile.data : undefined;
  const verificationRow = verification.success ? verification.data : undefined;
  const area = { base: parseCoordinates(profileRow?.baseLatitude, profileRow?.baseLongitude), radiusKm: profileRow?.serviceRadius ?? Infinity };

  return (
    <>
    <DashboardView
      provider={provider}
      verified={verificationRow?.canActivateProfile ?? profileRow?.canActivateProfile ?? false}
      verificationKnown={verificationRow !== undefined || profileRow !== undefined}
      stats={undefined}
      available={sortAvailableJobs(jobs.data.changes, providerId, area, now)}
      listState="ready"
      active={undefined}
      lost={[]}
      settings={DEFAULT_SETTINGS}
      settingsKnown={false}
      now={now}
      availability={undefined}
      profile={profileRow}
      cardLimit={FIRST_VIEW_JOB_CARDS}
    />
    {/* The bid dialog the first view's Place Bid opens before the app has arrived (ADR 111). */}
    <FirstBidTemplate />
    </>
  );
}

/**
 * The open jobs the dashboard's first view shows as cards: more than a phone's screen holds, so
 * the page stays small and quick to render for a provider with hundreds nearby; the rest (and
 * the count, which tells all) follow when the app takes over.
 */
export const FIRST_VIEW_JOB_CARDS = 20;

/** Each screen with a first view, and how its answers make it (null: they cannot). */
const FIRST_VIEWS: Record<ManifestScreen, (first: FirstAnswers, now: Date) => ReactNode> = {
  '/provider-dashboard': providerDashboardView,
};

/** The screens whose page may carry a person's first view. */
export const FIRST_VIEW_SCREENS: readonly string[] = Object.keys(FIRST_VIEWS);

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
