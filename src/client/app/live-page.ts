/** Set on <html> once the app has taken the page over, its screen included: its controls answer from then on. */
export const LIVE_ATTRIBUTE = 'data-live';

export function markPageLive(): void {
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
}
