import { z } from 'zod';
import { toolTextFields, type Tool, type UpdateToolBody } from '../../../shared/schemas/tool';
import { translatedTextFields } from '../../../shared/schemas/catalogue-text';
import { translationsOf } from '../../../shared/catalogue/languages';

/** The Edit Tool form: a tool's words, with the limits and messages of the edit body. */
export const toolFormSchema = z.object({
  name: z.string().trim().pipe(toolTextFields.name),
  description: toolTextFields.description,
  ...translatedTextFields,
});
export type ToolFormValues = z.infer<typeof toolFormSchema>;

export function toToolForm(tool: Tool): ToolFormValues {
  return {
    name: tool.name,
    description: tool.description,
    ...translationsOf(tool),
  };
}

/** Only the fields that changed are sent, so an edit never overwrites what someone else changed meanwhile. */
export function toolChanges(tool: Tool, values: ToolFormValues): UpdateToolBody {
  const now = toToolForm(tool);
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as ToolFormValues;
  return Object.fromEntries(Object.entries(trimmed).filter(([field, value]) => now[field as keyof ToolFormValues] !== value));
}
