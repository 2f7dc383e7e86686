import { useState, type ReactNode } from 'react';
import { useForm, type FieldPath, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useDirtyForm } from '../../components/dirty-forms';
import { fieldOfServerMessage } from './pricing-form';
import { RefusalNote, type SaveResult } from './item-dialog-form';


export interface ServerBackedForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  submit: () => Promise<void>;
  /** The server's reason for refusing the last save, if it did. */
  refusal: string | null;
  /** Back to what the device holds, dropping edits and the refusal. */
  discard: () => void;
}

/**
 * An admin form over one server-held configuration: shows what the device holds and follows it
 * while untouched, guards edits against an app update reloading the page, and on save either
 * settles (saved or queued offline) or puts the server's refusal on the field it names.
 */
export function useServerBackedForm<V extends FieldValues>(opts: {
  resolver: Resolver<V>;
  values: V | undefined;
  /** Names this form for the app-update guard. */
  dirtyKey: string;
  /** Fields a server message may name, to place the refusal on. */
  fieldNames: readonly string[];
  save: (values: V) => Promise<SaveResult>;
  /** Asked before saving (a change that needs a second look); false keeps the edits unsaved. */
  confirm?: (values: V) => Promise<boolean>;
}): ServerBackedForm<V> {
  const { resolver, values, dirtyKey, fieldNames, save, confirm } = opts;
  const form = useForm<V>({ resolver, mode: 'onTouched', values, resetOptions: { keepDirtyValues: true } });
  const [refusal, setRefusal] = useState<string | null>(null);
  useDirtyForm(dirtyKey, form.formState.isDirty);

  const submit = form.handleSubmit(async (v) => {
    setRefusal(null);
    if (confirm && !(await confirm(v))) return;
    const result = await save(v);
    if (result.status === 'rejected') {
      // A refusal about one field is said under that field, once; any other above the buttons.
      const placed = fieldOfServerMessage(result.message, fieldNames);
      if (placed) form.setError(placed.field as FieldPath<V>, { message: placed.text }, { shouldFocus: true });
      else setRefusal(result.message);
      return;
    }
    // Not sent for want of a connection (the toast says so): the edits stay.
    if (result.status === 'needsConnection') return;
    // Saved or queued: the form now matches what was sent, so it is no longer dirty.
    form.reset(v);
  });

  const discard = () => {
    setRefusal(null);
    form.reset(values);
  };
  return { form, submit, refusal, discard };
}

/** The refusal, Discard changes and the save button, under a server-backed form. */
function ServerBackedFormFooter<V extends FieldValues>({ state, waiting, saveLabel }: { state: ServerBackedForm<V>; waiting: boolean; saveLabel: string }) {
  const { isDirty, isSubmitting } = state.form.formState;
  return (
    <>
      <RefusalNote refusal={state.refusal} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={state.discard}>
          Discard changes
        </Button>
        <Button type="submit" disabled={isSubmitting || waiting}>
          {isSubmitting ? 'Saving…' : saveLabel}
        </Button>
      </div>
    </>
  );
}

interface ServerBackedFormViewProps<V extends FieldValues> {
  state: ServerBackedForm<V>;
  /** The heading (its id made from `id`: `<id>-title`, naming the form), a line under it and the save button's label. */
  copy: { id: string; title: string; description: string; saveLabel: string };
  /** False while the device shows the defaults, before the first sync. */
  fromServer: boolean;
  /** A save is queued on this device. */
  waiting: boolean;
  children: ReactNode;
}

/** A server-backed form: its heading with what the device holds, the fields, and the footer. */
export function ServerBackedFormView<V extends FieldValues>({ state, copy, fromServer, waiting, children }: ServerBackedFormViewProps<V>) {
  const { id, title, description, saveLabel } = copy;
  return (
    <form onSubmit={state.submit} noValidate aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {!fromServer ? <Badge variant="outline">Showing defaults until synced</Badge> : null}
        {waiting ? <Badge variant="warning">Waiting to sync</Badge> : null}
      </div>
      {children}
      <ServerBackedFormFooter state={state} waiting={waiting} saveLabel={saveLabel} />
    </form>
  );
}
