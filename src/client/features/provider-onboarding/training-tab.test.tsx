// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingModule } from '../../../shared/schemas/onboarding';

vi.mock('../../data/mutations/onboarding-mutations', () => ({ completeTraining: vi.fn(), startTrainingVideo: vi.fn(async () => null) }));
const { TrainingTab } = await import('./training-tab');

const module = (id: string, type: TrainingModule['type'], duration: number) =>
  ({ id, type, title: id, description: `About ${id}`, duration, content: `The rules of ${id}.` }) as TrainingModule;
const modules = (type: TrainingModule['type']) =>
  type === 'video' ? [module('tm-video-foam-wash', 'video', 12), module('tm-video-oil-change', 'video', 15)] : [module('tm-etiquette-arrival', 'etiquette', 6)];

describe('TrainingTab', () => {
  afterEach(() => cleanup());

  it('shows the film’s real length, not minutes per module, and a watched film as watched', () => {
    render(<TrainingTab providerId="provider-3" type="video" modules={modules('video')} done />);
    expect(screen.getByTestId('video-length').textContent).toBe('24 seconds');
    expect(screen.getByTestId('video-progress').textContent).toBe('Watched to the end');
    expect(screen.queryByText(/\d+ min$/)).toBeNull();
  });

  it('counts the film’s progress before it is watched', () => {
    render(<TrainingTab providerId="provider-3" type="video" modules={modules('video')} done={false} />);
    expect(screen.getByTestId('video-progress').textContent).toBe('0% watched');
  });

  it('keeps the reading time of the etiquette modules', () => {
    render(<TrainingTab providerId="provider-3" type="etiquette" modules={modules('etiquette')} done={false} />);
    expect(screen.getByText('6 min')).toBeTruthy();
  });
});
