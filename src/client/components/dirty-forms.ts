import { useEffect } from 'react';

/** Forms holding input the user has not submitted yet; an app update must not reload over them. */
const dirty = new Set<string>();
const listeners = new Set<() => void>();

export function markFormDirty(id: string, isDirty: boolean): void {
  const had = dirty.has(id);
  if (isDirty) dirty.add(id);
  else dirty.delete(id);
  if (had !== isDirty) for (const listener of listeners) listener();
}

export function hasDirtyForms(): boolean {
  return dirty.size > 0;
}

export function onDirtyFormsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports a form's dirty state while mounted (e.g. react-hook-form's `formState.isDirty`). */
export function useDirtyForm(id: string, isDirty: boolean): void {
  useEffect(() => {
    markFormDirty(id, isDirty);
    return () => markFormDirty(id, false);
  }, [id, isDirty]);
}
