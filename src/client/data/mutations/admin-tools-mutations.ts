import type { Tool, UpdateToolBody } from '../../../shared/schemas/tool';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { runMutation, type MutationResult } from '../engine/run-mutation';

/** Changes a tool's words (name and description, in English, Kannada and Hindi); the tool list shows them at once, also offline. */
export function updateTool(tool: Tool, changes: UpdateToolBody): Promise<MutationResult<Tool>> {
  return runMutation<Tool>({
    label: `Update tool ${tool.name}`,
    ...apiRequest(apiRoutes.updateTool, { id: tool.id }),
    body: changes,
    optimistic: (w) => w.update('tools', tool.id, changes),
    answerTable: 'tools',
    refresh: ['tools'],
    notice: { kind: 'updateTool' },
  });
}
