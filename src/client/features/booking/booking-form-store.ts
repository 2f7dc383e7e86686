import { useRef, useSyncExternalStore, type BaseSyntheticEvent, type ChangeEvent, type FocusEvent } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { BookingFormValues } from './booking-form-values';

type Values = BookingFormValues;
type Field = keyof Values;
type Options = { shouldDirty?: boolean; shouldValidate?: boolean };
type Submit = [onValid: (values: Values) => unknown, onInvalid: (errors: FieldErrors<Values>) => unknown];

/** What `register` gives a text field to spread on its input, as react-hook-form's does. */
export interface RegisteredInput {
  name: Field;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

const same = (a: unknown, b: unknown) => Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * The booking form's state as its sections read and change it (ADR 109). The form's first view
 * renders from the values it was opened with, without react-hook-form: the library comes with the
 * form's rules (booking-form-control.tsx), loaded once the person starts on the page. Until it
 * is there, this store keeps what the person changes (so every press and keystroke shows at once)
 * and a submit; when it arrives (`attach`), the changed fields, the checks they asked for and the
 * submit are handed to it, and from then on every call goes to react-hook-form, which checks the
 * fields and holds the errors, dirty and submitted states as before.
 */
export class BookingFormStore {
  private values: Values;
  private form: UseFormReturn<Values> | null = null;
  private readonly listeners = new Set<() => void>();
  /** Fields changed before react-hook-form came, with the options of their changes together. */
  private readonly changed = new Map<Field, Options>();
  private readonly toCheck = new Set<Field>();
  private dirty = false;
  private flags = { isDirty: false, isSubmitted: false };
  private submitAsked = false;
  private submitWith: Submit | null = null;
  private input: { element: HTMLInputElement | null; onChange: (event: ChangeEvent<HTMLInputElement>) => void; field?: ReturnType<UseFormReturn<Values>['register']> } | null = null;
  private registered: RegisteredInput | null = null;
  private readonly initial: Values;
  private readonly onFirstChange: () => void;

  /** `onFirstChange`: the person changed something or submitted before react-hook-form came. */
  constructor(initial: Values, onFirstChange: () => void) {
    this.initial = initial;
    this.values = initial;
    this.onFirstChange = onFirstChange;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  getValues(): Values;
  getValues<K extends Field>(name: K): Values[K];
  getValues(name?: Field): unknown {
    if (this.form) return name === undefined ? this.form.getValues() : this.form.getValues(name);
    return name === undefined ? this.values : this.values[name];
  }

  setValue<K extends Field>(name: K, value: Values[K], options: Options = {}): void {
    if (this.form) {
      this.form.setValue(name, value as never, options);
      return;
    }
    const before = this.changed.get(name);
    this.changed.set(name, { shouldDirty: !!(before?.shouldDirty || options.shouldDirty), shouldValidate: !!(before?.shouldValidate || options.shouldValidate) });
    this.values = { ...this.values, [name]: value };
    if (options.shouldDirty) this.dirty = (Object.keys(this.values) as Field[]).some((key) => !same(this.values[key], this.initial[key]));
    this.emit();
    this.onFirstChange();
  }

  trigger(name: Field): void {
    if (this.form) {
      void this.form.trigger(name);
      return;
    }
    this.toCheck.add(name);
    this.onFirstChange();
  }

  /** The typed address (the form's one text field checked as it is typed), as react-hook-form's `register`. */
  register(name: 'location', options: { onChange: (event: ChangeEvent<HTMLInputElement>) => void }): RegisteredInput {
    const input = (this.input ??= { element: null, onChange: options.onChange });
    input.onChange = options.onChange;
    return (this.registered ??= {
      name,
      ref: (element) => {
        input.element = element;
        if (input.field) void input.field.ref(element);
        else if (element && element.value !== this.values.location) element.value = this.values.location;
      },
      onChange: (event) => {
        if (input.field) return void input.field.onChange(event);
        // As react-hook-form's own: the value, then the field's handler, then its check (at hand-over).
        this.setValue('location', event.target.value, { shouldDirty: true, shouldValidate: true });
        input.onChange(event);
      },
      onBlur: (event) => void input.field?.onBlur(event),
    });
  }

  /** The form's submit handler; a submit made before react-hook-form came runs once it has. */
  handleSubmit(onValid: Submit[0], onInvalid: Submit[1]): (event?: BaseSyntheticEvent) => void {
    this.submitWith = [onValid, onInvalid];
    return this.submit;
  }

  private readonly submit = (event?: BaseSyntheticEvent): void => {
    if (this.form) {
      void this.form.handleSubmit(...this.submitWith!)(event);
      return;
    }
    event?.preventDefault();
    this.submitAsked = true;
    this.onFirstChange();
  };

  /** The field's error message (react-hook-form's, once it checks the form). */
  error(name: Field): string | undefined {
    return this.form?.getFieldState(name).error?.message;
  }

  isDirty(): boolean {
    return this.form ? this.flags.isDirty : this.dirty;
  }

  isSubmitted(): boolean {
    return this.flags.isSubmitted;
  }

  /** Hands the form to react-hook-form: what was changed, checked and submitted until now, then every call. */
  attach(form: UseFormReturn<Values>): () => void {
    // Subscribed first, so react-hook-form tracks the dirty state of the changes handed over.
    const unsubscribe = form.subscribe({
      formState: { values: true, errors: true, isDirty: true, isSubmitted: true },
      callback: (state) => {
        this.flags = { isDirty: !!state.isDirty, isSubmitted: !!state.isSubmitted };
        this.emit();
      },
    });
    if (this.form === form) return unsubscribe;
    this.form = form;
    const check = new Set(this.toCheck);
    for (const [name, options] of this.changed) {
      form.setValue(name, this.values[name] as never, { shouldDirty: options.shouldDirty });
      if (options.shouldValidate) check.add(name);
    }
    const input = this.input;
    if (input) {
      input.field = form.register('location', { onChange: (event: ChangeEvent<HTMLInputElement>) => input.onChange(event) });
      void input.field.ref(input.element);
    }
    if (check.size > 0) void form.trigger([...check]);
    if (this.submitAsked) this.submit();
    this.changed.clear();
    this.toCheck.clear();
    this.submitAsked = false;
    this.emit();
    return unsubscribe;
  }
}

/** The named fields' values, re-rendering when one of them changes (react-hook-form's `useWatch`). */
export function useFormValues<const N extends readonly Field[]>(form: BookingFormStore, names: N): { [I in keyof N]: Values[N[I]] } {
  const last = useRef<unknown[]>([]);
  const read = () => {
    const next = names.map((name) => form.getValues(name));
    return next.every((value, i) => Object.is(value, last.current[i])) && next.length === last.current.length ? last.current : (last.current = next);
  };
  return useSyncExternalStore(form.subscribe, read) as unknown as { [I in keyof N]: Values[N[I]] };
}

/** The field's error message, re-rendering when it changes. */
export function useFormError(form: BookingFormStore, name: Field): string | undefined {
  return useSyncExternalStore(form.subscribe, () => form.error(name));
}

/** Whether the form differs from the values it opened with, and whether it was submitted. */
export function useFormFlags(form: BookingFormStore): { isDirty: boolean; isSubmitted: boolean } {
  const isDirty = useSyncExternalStore(form.subscribe, () => form.isDirty());
  const isSubmitted = useSyncExternalStore(form.subscribe, () => form.isSubmitted());
  return { isDirty, isSubmitted };
}
