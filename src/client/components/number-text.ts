import * as z from 'zod/mini';

/**
 * A text input that holds a number checked by a field of a shared body schema: required (with
 * `required`), digits only (with `notANumber`), then the body field's own limits and messages, so
 * a form says what the server would say and the limits live in one place. A translated form
 * passes ids of the `forms` area as its own messages, worded where they are shown (`formText`,
 * ADR 031).
 */
export function numberText(field: z.ZodMiniType<number>, messages: { required: string; notANumber: string }) {
  return z.string().check(
    z.trim(),
    z.minLength(1, { message: messages.required, abort: true }),
    z.regex(/^-?\d+(\.\d+)?$/, { message: messages.notANumber, abort: true }),
    z.superRefine((text, ctx) => {
      const result = field.safeParse(Number(text));
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    }),
  );
}
