import { zodResolver } from '@hookform/resolvers/zod';
import type { Tool } from '../../../shared/schemas/tool';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { updateTool } from '../../data/mutations/admin-tools-mutations';
import { toToolForm, toolChanges, toolFormSchema, type ToolFormValues } from './tool-form';
import { TranslatedFields } from './translated-fields';
import { RefusalNote, useItemDialogForm } from './item-dialog-form';

/** Edits a tool's name and description, in English, Kannada and Hindi. */
export function ToolDialog({ tool, onClose }: { tool: Tool | null; onClose: () => void }) {
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{tool ? <ToolForm key={tool.id} tool={tool} onDone={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function ToolForm({ tool, onDone }: { tool: Tool; onDone: () => void }) {
  const { form, submit, refusal } = useItemDialogForm<ToolFormValues>({
    resolver: zodResolver(toolFormSchema),
    defaultValues: toToolForm(tool),
    dirtyKey: 'admin-tool',
    save: (values) => {
      const changes = toolChanges(tool, values);
      return Object.keys(changes).length > 0 ? updateTool(tool, changes) : Promise.resolve(null);
    },
    onDone,
  });
  const { errors, isSubmitting } = form.formState;

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
        <RefusalNote refusal={refusal} />
      </div>
      <DialogFormFooter cancelLabel="Cancel" onCancel={onDone} cancelDisabled={isSubmitting} submitLabel={isSubmitting ? 'Saving…' : 'Save Changes'} submitDisabled={isSubmitting} />
    </form>
  );
}
