import { describe, expect, it } from 'vitest';
import { updateToolBodySchema } from '../../../shared/schemas/tool';
import { tool } from '../../../../tests/client/data/fixtures';
import { toToolForm, toolChanges, toolFormSchema } from './tool-form';

describe('tool form', () => {
  const vacuum = tool('tool-vacuum', { name: 'Wet & Dry Vacuum', description: '20 L vacuum.', nameHi: 'वैक्यूम' });

  it('sends only what changed, trimmed, and the server takes it', () => {
    const values = toolFormSchema.parse({ ...toToolForm(vacuum), nameKn: ' ವ್ಯಾಕ್ಯೂಮ್ ', descriptionHi: '' });
    const changes = toolChanges(vacuum, values);
    expect(changes).toEqual({ nameKn: 'ವ್ಯಾಕ್ಯೂಮ್' });
    expect(updateToolBodySchema.parse(changes)).toEqual(changes);
    expect(toolChanges(vacuum, toToolForm(vacuum))).toEqual({});
  });

  it('words each limit with its field and language, as the server does', () => {
    const messages = (patch: Record<string, string>) => toolFormSchema.safeParse({ ...toToolForm(vacuum), ...patch }).error?.issues.map((i) => i.message);
    expect(messages({ name: ' ' })).toEqual(['Name is required']);
    expect(messages({ nameHi: 'क'.repeat(101) })).toEqual(['Name in Hindi must be at most 100 characters']);
    expect(messages({ descriptionKn: 'ಕ'.repeat(501) })).toEqual(['Description in Kannada must be at most 500 characters']);
  });
});
