import { describe, expect, it } from 'vitest';
import { notificationOfPush, pushJson } from './push-notifications';

const ORIGIN = 'https://gaadicare.in';

describe('what the worker shows for a push', () => {
  it("shows the declarative message's title and body, opening its screen, collapsed by its tag", () => {
    const shown = notificationOfPush(
      { web_push: 8030, notification: { title: 'Your bid was accepted', body: 'Basic Wash, 29 Nov', navigate: `${ORIGIN}/provider-dashboard`, lang: 'en', tag: 'abc' } },
      ORIGIN,
    );
    expect(shown.title).toBe('Your bid was accepted');
    expect(shown.options).toMatchObject({ body: 'Basic Wash, 29 Nov', lang: 'en', tag: 'abc', renotify: true, data: { navigate: '/provider-dashboard' } });
  });

  it('opens only this app: a link elsewhere opens the home screen', () => {
    const shown = notificationOfPush({ notification: { title: 'Hi', navigate: 'https://evil.example/phish' } }, ORIGIN);
    expect(shown.options.data.navigate).toBe('/');
  });

  it('still shows something for a push it cannot read', () => {
    expect(notificationOfPush(pushJson(() => JSON.parse('not json')), ORIGIN).title).toBe('GaadiCare');
    expect(notificationOfPush({ notification: { body: 'no title' } }, ORIGIN).options.data.navigate).toBe('/');
  });
});
