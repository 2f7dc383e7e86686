import { describe, expect, it } from 'vitest';
import { intentOf, mentions } from './chat-intents';

describe('chat intents', () => {
  it('matches a Latin word whole, case aside, and a starred word as a start', () => {
    expect(mentions('Is it LATE?', 'late')).toBe(true);
    expect(mentions('the latest offer', 'late')).toBe(false);
    expect(mentions('my booking was cancelled', 'cancel')).toBe(true);
    expect(mentions('uncancel it', 'cancel')).toBe(false);
    expect(mentions('paisa   wapas karo', 'refund')).toBe(true);
  });

  it('matches Kannada and Hindi words anywhere in a word', () => {
    expect(mentions('ರದ್ದುಮಾಡಬಹುದೇ', 'cancel')).toBe(true);
    expect(mentions('मुझे रिफंड चाहिए', 'refund')).toBe(true);
    expect(mentions('ನಮಸ್ಕಾರ', 'cancel')).toBe(false);
  });

  it('takes the first intent of the order that the message mentions', () => {
    expect(intentOf('cancel after the provider is confirmed', ['cancel', 'providers'])).toBe('cancel');
    expect(intentOf('cancel after the provider is confirmed', ['providers', 'cancel'])).toBe('providers');
    expect(intentOf('good morning', ['cancel', 'refund'])).toBeNull();
  });
});
