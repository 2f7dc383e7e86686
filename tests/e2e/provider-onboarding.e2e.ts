import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessmentAttempts } from '../../src/server/db/schema';
import { ASSESSMENT_RETRY_COOLDOWN_MINUTES } from '../../src/shared/schemas/onboarding';
import type { Browser, Page } from 'playwright-core';
import { verhoeffCheckDigit } from '../../src/shared/domain/identity-documents';
import { SEED_ASSESSMENT_QUESTIONS } from '../../src/server/db/seed-data/onboarding';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, describeViolations, newPage, runAxe, screenshot, type TestServer, withServerAndBrowser } from './harness';
import { PersonaApi, openAs, openAsUser, toastText } from './provider-api';
import { samplePng } from './customer-support';

let server: TestServer;
let browser: Browser;
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { worker: false },
);

const answerOf = new Map(SEED_ASSESSMENT_QUESTIONS.map((q) => [q.question, q]));

/** Answers the 8 questions one at a time (right or wrong); returns the questions in order. */
async function answerAll(page: Page, correctly: boolean): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.getByText(`Question ${i + 1} of 8`).waitFor();
    const question = (await page.locator('fieldset legend').innerText()).trim();
    seen.push(question);
    const entry = answerOf.get(question);
    expect(entry, question).toBeDefined();
    const index = correctly ? entry!.answerIndex : (entry!.answerIndex + 1) % entry!.options.length;
    const next = page.getByRole('button', { name: 'Next' });
    if (i === 0) expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    if (i < 7) expect(await next.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: entry!.options[index], exact: true }).click();
    if (i < 7) await next.click();
  }
  return seen;
}

describe('provider onboarding', () => {
  it('walks provider-3 from nothing to the congratulations card, with a failed attempt retaken', async () => {
    const admin = await PersonaApi.as(server.url, 'admin-1');
    const page = await newPage(browser, DESKTOP);
    try {
      await openAs(page, `${server.url}/provider-onboarding`, 'Meena Das');
      await page.getByTestId('onboarding-progress').getByText('0% complete').waitFor({ timeout: SHOWN_WITHIN_MS });

      await page.getByRole('tab', { name: 'Assessment' }).click();
      expect(await page.getByRole('button', { name: 'Start Assessment' }).isDisabled()).toBe(true);
      // The hint names the step that waits: here the provider's own first one.
      await page.getByText('Submit your identity documents first.').waitFor();

      // Identity: the number is checked for the chosen document type.
      await page.getByRole('tab', { name: 'Identity' }).click();
      await page.getByRole('combobox', { name: 'Document type' }).waitFor();
      // No decorative upload area that uploads nothing.
      expect(await page.getByText(/Click to upload/).count()).toBe(0);
      await page.getByRole('combobox', { name: 'Document type' }).click();
      await page.getByRole('option', { name: 'Aadhaar Card' }).click();
      const number = page.getByRole('textbox', { name: 'Document number' });
      await number.fill('1234');
      await number.blur();
      await page.getByText('Aadhaar number must be 12 digits').waitFor();
      await screenshot(page, 'provider-onboarding-identity-desktop');
      const aadhaar = `23456789012${verhoeffCheckDigit('23456789012')}`;
      await number.fill(aadhaar);
      // An Aadhaar card has a front and a back: no submission until both are photographed.
      const submitButton = page.getByRole('button', { name: 'Submit for Verification' });
      expect(await submitButton.isDisabled()).toBe(true);
      expect(await page.getByTestId('blocked-reason').innerText()).toBe("Upload a photo of the document's front and back first");
      for (const [side, colour] of [['front', '#1d4ed8'], ['back', '#16a34a']] as const) {
        const slot = page.getByTestId(`identity-photo-${side}`);
        await slot.getByTestId('photo-input').setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: await samplePng(page, colour, 1600, 1000) });
        await slot.getByRole('button', { name: 'Upload 1 photo' }).click();
        await slot.getByRole('link', { name: `Open the ${side} photo full size` }).waitFor({ timeout: SHOWN_WITHIN_MS });
      }
      await expect.poll(() => submitButton.isDisabled(), { timeout: SHOWN_WITHIN_MS }).toBe(false);
      await screenshot(page, 'provider-onboarding-identity-photos-desktop');
      // The photos are the provider's and the admin's only. The link opens the photo kept on the
      // device until the upload is answered, then the server's copy.
      const frontLink = page.getByTestId('identity-photo-front').getByRole('link');
      await expect.poll(() => frontLink.getAttribute('href'), { timeout: SHOWN_WITHIN_MS }).toMatch(/^\/api\/identity-photos\//);
      const photoUrl = await frontLink.getAttribute('href');
      const other = await PersonaApi.as(server.url, 'provider-1');
      expect(await other.statusOf(photoUrl!)).toBe(403);
      expect(await admin.statusOf(photoUrl!)).toBe(200);
      await submitButton.click();
      expect(await toastText(page, 'Identity Verification Submitted')).toContain('Your documents have been submitted for review.');
      await page.getByTestId('identity-pending').waitFor();
      expect(await page.getByTestId('identity-pending').innerText()).toContain(aadhaar.slice(-4));
      expect(await page.getByTestId('identity-pending').innerText()).toContain('Submitted — waiting for approval (usually within a day).');

      // The video step completes only when the film has played to its end: skipping ahead is taken back,
      // and the film then plays on from where it was (no reload), at normal speed.
      await page.getByRole('tab', { name: 'Video Training' }).click();
      const video = page.getByTestId('training-video');
      expect(await page.getByRole('button', { name: /^Mark .* Complete$/ }).count()).toBe(0);
      await video.evaluate(async (el: HTMLVideoElement) => {
        el.muted = true;
        await new Promise((resolve) => (el.readyState >= 1 ? resolve(null) : el.addEventListener('loadedmetadata', resolve, { once: true })));
        el.currentTime = el.duration - 1;
      });
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.seeking && el.currentTime < 1), { timeout: SHOWN_WITHIN_MS }).toBe(true);
      expect(await video.evaluate((el: HTMLVideoElement) => el.textTracks[0]?.kind)).toBe('captions');
      const played = await video.evaluate(
        (el: HTMLVideoElement) =>
          new Promise<string>((resolve) => {
            el.playbackRate = 8;
            const timer = setTimeout(() => resolve('play() did not settle'), 5000);
            el.play().then(
              () => resolve(`playing at ${el.playbackRate}x`),
              (error: Error) => resolve(error.message),
            ).finally(() => clearTimeout(timer));
          }),
      );
      expect(played).toBe('playing at 1x');
      // The film plays to its end in real time: its length, then the harness's wait sized to the load.
      const filmMs = await video.evaluate((el: HTMLVideoElement) => el.duration * 1000);
      await toastText(page, 'Training Completed', filmMs + SHOWN_WITHIN_MS);
      await page.getByRole('button', { name: 'Completed' }).waitFor();
      expect(await page.getByTestId('video-progress').innerText()).toBe('Watched to the end');
      expect(await page.getByTestId('video-length').innerText()).toBe('24 seconds');

      // The etiquette step: read, confirm, complete.
      await page.getByRole('tab', { name: 'Etiquette' }).click();
      const markEtiquette = page.getByRole('button', { name: 'Mark Etiquette Training Complete' });
      expect(await markEtiquette.isDisabled()).toBe(true);
      await page.getByLabel('I have read these rules and will follow them on every visit.').click();
      await markEtiquette.click();
      await toastText(page, 'Training Completed');
      await page.getByRole('button', { name: 'Completed' }).waitFor();
      await page.getByTestId('onboarding-progress').getByText('50% complete').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('tab', { name: 'Assessment' }).click();
      expect(await page.getByRole('button', { name: 'Start Assessment' }).isDisabled()).toBe(true);
      // Everything of the provider's own is done: the wait is the operator's, and it says so.
      await page.getByText('Submitted — waiting for approval (usually within a day). The assessment opens once your identity is approved.').waitFor();
      const dashboard = await newPage(browser, DESKTOP);
      try {
        await openAsUser(dashboard, server.url, '/provider-dashboard', 'provider-3');
        await dashboard
          .getByText('Your documents are submitted and waiting for approval (usually within a day). You can bid on jobs once you are approved.')
          .waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await dashboard.getByText('Check back in a few minutes').count()).toBe(0);
        await screenshot(dashboard, 'provider-dashboard-waiting-approval');
      } finally {
        await dashboard.close();
      }

      // The admin approves the identity.
      await admin.ok('PATCH', '/api/users/provider-3', { isVerified: true });
      await page.reload();
      await page.getByTestId('onboarding-progress').getByText('75% complete').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('tab', { name: 'Assessment' }).click();

      // A failed attempt.
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      const first = await answerAll(page, false);
      await page.getByRole('button', { name: 'Submit Assessment' }).click();
      expect(await toastText(page, 'Assessment Failed')).toContain('You scored 0%. Please try again.');
      const result = page.getByTestId('assessment-result');
      await result.getByText('You need 80% or higher to pass. Please review the training materials and try again.').waitFor();
      // Every answer was wrong: each is listed with the option chosen; the retake waits out the cooldown.
      expect(await result.getByTestId('wrong-answers').locator('li').count()).toBe(8);
      expect(await result.getByTestId('wrong-answers').innerText()).toContain(first[0]!);
      expect(await result.getByTestId('retry-wait').innerText()).toMatch(new RegExp(`in ${ASSESSMENT_RETRY_COOLDOWN_MINUTES} minutes`));
      expect(await result.getByRole('button', { name: 'Retake Assessment' }).isDisabled()).toBe(true);
      await screenshot(page, 'provider-onboarding-failed-desktop');
      expect(describeViolations(await runAxe(page))).toBe('');

      // Once the cooldown has passed: a fresh draw; offline, the submission is refused plainly and the answers kept.
      await server.app.db
        .update(assessmentAttempts)
        .set({ createdAt: new Date(Date.now() - (ASSESSMENT_RETRY_COOLDOWN_MINUTES + 1) * 60_000) })
        .where(eq(assessmentAttempts.providerId, 'provider-3'));
      await page.reload();
      await page.getByRole('tab', { name: 'Assessment' }).click();
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      const second = await answerAll(page, true);
      expect(second).not.toEqual(first);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Submit Assessment' }).click();
      await page.getByText(/You're offline\. The assessment is graded by our server/).waitFor();
      await page.context().setOffline(false);
      await page.getByRole('button', { name: 'Submit Assessment' }).click();
      expect(await toastText(page, 'Assessment Passed!')).toContain('Congratulations!');
      await page.getByTestId('congratulations').waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByTestId('onboarding-progress').getByText('100% complete').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'provider-onboarding-done-desktop');
      expect(describeViolations(await runAxe(page))).toBe('');

      // Now verified, the dashboard says so.
      await page.getByRole('link', { name: 'Go to Provider Dashboard' }).click();
      await page.getByTestId('verified-badge').waitFor({ timeout: SHOWN_WITHIN_MS });
    } finally {
      await page.close();
    }
  });

  it('looks right and passes axe at phone and desktop width', async () => {
    for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const page = await newPage(browser, viewport);
      try {
        await openAsUser(page, server.url, '/provider-onboarding', 'provider-2');
        await page.getByTestId('onboarding-progress').waitFor({ timeout: SHOWN_WITHIN_MS });
        for (const tab of ['Identity', 'Video Training', 'Etiquette', 'Assessment']) {
          await page.getByRole('tab', { name: new RegExp(tab) }).click();
          await page.waitForTimeout(300);
          expect(describeViolations(await runAxe(page)), `${tab} at ${name}`).toBe('');
          await screenshot(page, `provider-onboarding-${tab.toLowerCase().replace(/ /g, '-')}-${name}`);
        }
      } finally {
        await page.close();
      }
    }
  });
});
