import { z } from 'zod';
import { toolTextFields, type Tool, type UpdateToolBody } from '../../../shared/schemas/tool';

/** The Edit Tool form: a tool's words, with the limits and messages of the edit body. */
export const toolFormSchema = z.object({
  name: z.string().trim().pipe(toolTextFields.name),
  description: toolTextFields.description,
  nameKn: toolTextFields.nameKn,
  nameHi: toolTextFields.nameHi,
  descriptionKn: toolTextFields.descriptionKn,
  descriptionHi: toolTextFields.descriptionHi,
});
export type ToolFormValues = z.infer<typeof toolFormSchema>;

export function toToolForm(tool: Tool): ToolFormValues {
  return {
    name: tool.name,
    description: tool.description,
    nameKn: tool.nameKn,
    nameHi: tool.nameHi,
    descriptionKn: tool.descriptionKn,
    descriptionHi: tool.descriptionHi,
  };
}

/** Only the fields that changed are sent, so an edit never overwrites what someone else changed meanwhile. */
export function toolChanges(tool: Tool, values: ToolFormValues): UpdateToolBody {
  const now = toToolForm(tool);
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as ToolFormValues;
  return Object.fromEntries(Object.entries(trimmed).filter(([field, value]) => now[field as keyof ToolFormValues] !== value));
}
