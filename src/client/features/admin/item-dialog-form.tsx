import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useDirtyForm } from '../../components/dirty-forms';

/** How a save ended: sent or queued, or refused with the server's reason. */
export type SaveResult = { status: 'done' | 'queued' | 'needsConnection' } | { status: 'rejected'; message: string };

/**
 * The form of an Add/Edit dialog for one catalogue item (a service, a tool): guarded against an
 * app update reloading the page while edited; on save the dialog closes, or stays open with the
 * server's refusal. `save` answers null when there is nothing to send.
 */
export function useItemDialogForm<V extends FieldValues>(opts: {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  /** Names this form for the app-update guard. */
  dirtyKey: string;
  save: (values: V) => Promise<SaveResult | null>;
  onDone: () => void;
}): { form: UseFormReturn<V>; submit: () => Promise<void>; refusal: string | null } {
  const { resolver, defaultValues, dirtyKey, save, onDone } = opts;
  const form = useForm<V>({ resolver, mode: 'onTouched', defaultValues });
  const [refusal, setRefusal] = useState<string | null>(null);
  useDirtyForm(dirtyKey, form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const result = await save(values);
    if (result?.status === 'rejected') {
      setRefusal(result.message);
      return;
    }
    form.reset(values);
    onDone();
  });
  return { form, submit, refusal };
}

/** The server's reason a save was refused, above a form's buttons. */
export function RefusalNote({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      Not saved: {refusal}
    </p>
  );
}
