import { LOCALITIES, coordinateText, type Coordinates } from '../../shared/domain/localities';
import { NativeSelect } from './ui/native-select';
import { byNameCaseless } from '../../shared/code-unit-order';

/** The name of the listed locality whose centre is exactly this point, if any. */
export function localityAt(point: Coordinates | null): string | undefined {
  if (!point) return undefined;
  return LOCALITIES.find((l) => coordinateText(l.lat) === coordinateText(point.lat) && coordinateText(l.lng) === coordinateText(point.lng))?.name;
}

/**
 * The list in alphabetical order. Compared as lower-case text, not with `localeCompare`: its first
 * call builds the browser's collator, a 20–120 ms task at 4× CPU while /book-service loads (ADR 047);
 * for these plain ASCII names the order is the same (a test holds it).
 */
export const LOCALITIES_BY_NAME = [...LOCALITIES].sort((a, b) => byNameCaseless(a.name, b.name));

/** Choose a Bangalore locality from the built-in list (the system picker); answers with its centre point. */
export function AreaSelect({
  id,
  value,
  onChoose,
  placeholder = 'Choose your area',
  invalid,
}: {
  id: string;
  value: Coordinates | null;
  onChoose: (locality: { name: string; lat: number; lng: number }) => void;
  placeholder?: string;
  invalid?: boolean;
}) {
  const chosen = localityAt(value) ?? '';
  return (
    <NativeSelect
      id={id}
      value={chosen}
      data-empty={chosen ? undefined : ''}
      aria-invalid={invalid ? true : undefined}
      onChange={(e) => {
        const locality = LOCALITIES.find((l) => l.name === e.target.value);
        if (locality) onChoose(locality);
      }}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {LOCALITIES_BY_NAME.map((l) => (
        <option key={l.name} value={l.name}>
          {l.name} · {l.pin}
        </option>
      ))}
    </NativeSelect>
  );
}
