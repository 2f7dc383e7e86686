// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoRef } from '../../shared/schemas/booking';
import { PhotoProofList } from './photo-proof-caption';

const photo = (id: string, type: PhotoRef['type']): PhotoRef => ({
  id,
  type,
  url: `/api/photos/${id}`,
  createdAt: '2026-11-29T10:00:00.000Z',
  receivedAt: '2026-11-29T10:00:00.000Z',
  capturedAt: '2026-11-29T09:59:00.000Z',
  distanceMeters: 30,
});

describe('PhotoProofList', () => {
  afterEach(cleanup);

  it('names each photo before or after the work where the eye sees it, with its proof, opening full size', () => {
    render(<PhotoProofList photos={[photo('p1', 'before'), photo('p2', 'after')]} whose="your" />);
    expect(screen.getAllByTestId('photo-kind').map((k) => k.textContent)).toEqual(['Before the work', 'After the work']);
    expect(screen.getAllByTestId('photo-proof').map((c) => c.textContent)).toEqual([
      'Taken 3:29 PM (device clock), 30 m from your address',
      'Taken 3:29 PM (device clock), 30 m from your address',
    ]);
    expect(screen.getAllByRole('link').map((a) => [a.getAttribute('href'), a.textContent?.trim(), a.querySelector('img')?.getAttribute('alt')])).toEqual([
      ['/api/photos/p1', '(opens full size)', 'before photo 1'],
      ['/api/photos/p2', '(opens full size)', 'after photo 2'],
    ]);
  });
});
