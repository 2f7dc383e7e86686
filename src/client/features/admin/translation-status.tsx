import { wordsSource, type CatalogueItem, type WordsSource } from '../../../shared/catalogue/catalogue-words';
import { LANGUAGE_NAMES, WRITTEN_LANGUAGES } from '../../../shared/catalogue/languages';

const SOURCE_TEXT: Record<WordsSource, string> = {
  written: 'written',
  catalogue: 'built-in',
  english: 'missing, English shows',
};

/** Where an item's name comes from in Kannada and Hindi (the catalogue rule, ADR 104), so an untranslated one stands out. */
export function TranslationStatus({ item }: { item: CatalogueItem }) {
  return (
    <p className="text-xs text-slate-600" data-testid="translation-status">
      {WRITTEN_LANGUAGES.map((language) => `${LANGUAGE_NAMES[language]}: ${SOURCE_TEXT[wordsSource(item, 'name', language)]}`).join(' · ')}
    </p>
  );
}
