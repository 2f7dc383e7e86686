import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Tool } from '../../../shared/schemas/tool';
import { useDirtyForm } from '../../components/dirty-forms';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { updateTool } from '../../data/mutations/admin-tools-mutations';
import { toToolForm, toolChanges, toolFormSchema, type ToolFormValues } from './tool-form';
import { TranslatedFields } from './translated-fields';

/** Edits a tool's name and description, in English, Kannada and Hindi. */
export function ToolDialog({ tool, onClose }: { tool: Tool | null; onClose: () => void }) {
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{tool ? <ToolForm key={tool.id} tool={tool} onDone={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function ToolForm({ tool, onDone }: { tool: Tool; onDone: () => void }) {
  const form = useForm<ToolFormValues>({ resolver: zodResolver(toolFormSchema), mode: 'onTouched', defaultValues: toToolForm(tool) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  useDirtyForm('admin-tool', isDirty);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const changes = toolChanges(tool, values);
    if (Object.keys(changes).length > 0) {
      const result = await updateTool(tool, changes);
      if (result.status === 'rejected') {
        setRefusal(result.message);
        return;
      }
    }
    form.reset(values);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Edit Tool</DialogTitle>
        <DialogDescription>The name and description customers see on the tool rental page and in their rentals.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <FormField id="tool-name" label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField id="tool-description" label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} {...form.register('description')} />}
        </FormField>
        <TranslatedFields form={form} idPrefix="tool" />
        {refusal ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            Not saved: {refusal}
          </p>
        ) : null}
      </div>
      <DialogFormFooter cancelLabel="Cancel" onCancel={onDone} cancelDisabled={isSubmitting} submitLabel={isSubmitting ? 'Saving…' : 'Save Changes'} submitDisabled={isSubmitting} />
    </form>
  );
}
