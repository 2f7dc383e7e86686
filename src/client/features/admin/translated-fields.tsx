import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { LANGUAGE_NAMES, WRITTEN_LANGUAGES, translatedField, type WrittenLanguage } from '../../../shared/catalogue/languages';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { LOCALE_NAMES } from '../../i18n/locales';

/** A catalogue item's words in Kannada and Hindi, as its form holds them ('' = not written). */
export interface TranslatedFormValues {
  nameKn: string;
  nameHi: string;
  descriptionKn: string;
  descriptionHi: string;
}

/** "Kannada (ಕನ್ನಡ)": the language in the console's English, then in its own script. */
function LanguageName({ language }: { language: WrittenLanguage }) {
  return (
    <>
      {LANGUAGE_NAMES[language]} (<span lang={language}>{LOCALE_NAMES[language]}</span>)
    </>
  );
}

/**
 * The name and description in Kannada and Hindi on a service's or a tool's form (ADR 104): each
 * optional, typed in the language's own script (`lang` on the control picks the keyboard and the
 * spelling), left empty when not written.
 */
export function TranslatedFields<T extends TranslatedFormValues>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const errors = form.formState.errors as FieldErrors<TranslatedFormValues>;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3" data-testid="translated-fields">
      <legend className="px-1 text-sm font-semibold text-slate-900">In Kannada and Hindi</legend>
      <p className="text-sm text-slate-600">
        Optional. Left empty: the built-in translation while the English is unchanged, otherwise the English.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {WRITTEN_LANGUAGES.map((language) => {
          const name = translatedField('name', language);
          const description = translatedField('description', language);
          return (
            <div key={language} className="grid content-start gap-3">
              <FormField id={`${idPrefix}-${name}`} label={<>Name in <LanguageName language={language} /></>} error={errors[name]?.message}>
                {(control) => <Input {...control} lang={language} autoComplete="off" {...form.register(name as Path<T>)} />}
              </FormField>
              <FormField id={`${idPrefix}-${description}`} label={<>Description in <LanguageName language={language} /></>} error={errors[description]?.message}>
                {(control) => <Textarea {...control} lang={language} rows={3} {...form.register(description as Path<T>)} />}
              </FormField>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
