// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveQuery } from './use-live-query';

interface Row {
  id: string;
  n: number;
}

function openDb() {
  const db = new Dexie(`live-query-${Math.random()}`) as Dexie & { rows: EntityTable<Row, 'id'> };
  db.version(1).stores({ rows: 'id' });
  return db;
}

describe('useLiveQuery', () => {
  afterEach(() => cleanup());

  it('answers undefined (or the default) first, then each result as the rows change', async () => {
    const db = openDb();
    await db.rows.put({ id: 'a', n: 1 });
    const { result } = renderHook(() => useLiveQuery(() => db.rows.count(), []));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(1));
    await db.rows.put({ id: 'b', n: 2 });
    await waitFor(() => expect(result.current).toBe(2));

    const withDefault = renderHook(() => useLiveQuery(() => db.rows.count(), [], 'none' as const));
    expect(withDefault.result.current).toBe('none');
    await waitFor(() => expect(withDefault.result.current).toBe(2));
  });

  it('keeps the last result while new dependencies are read, then answers for them', async () => {
    const db = openDb();
    await db.rows.bulkPut([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
    const { result, rerender } = renderHook(({ id }) => useLiveQuery(async () => (await db.rows.get(id))?.n, [id]), {
      initialProps: { id: 'a' },
    });
    await waitFor(() => expect(result.current).toBe(1));
    rerender({ id: 'b' });
    expect(result.current).toBe(1);
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('throws a failed query to the nearest error boundary', async () => {
    class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
      override state = { error: null };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      override render() {
        return this.state.error ? <p>failed</p> : this.props.children;
      }
    }
    const { result } = renderHook(
      () =>
        useLiveQuery(async () => {
          throw new Error('broken');
        }, []),
      { wrapper: Boundary },
    );
    // The hook's component is replaced by the boundary's answer: its last value stays as it was.
    await waitFor(() => expect(document.body.textContent).toContain('failed'));
    expect(result.current).toBeUndefined();
  });
});
